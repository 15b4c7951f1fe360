import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { teams } from './directory';
import { users } from './users';

/**
 * The append-only points ledger (decision 023). One row per (kind, source, member, award|reversal): a retried
 * or concurrent award meets the unique index and is stored once; taking the cause back writes a reversing row.
 * `countedAt` is when the points count for the week/month board (a reversal counts in its award's periods).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's team when the points were earned: team boards credit that team. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The row that earned the points (library item, offer, idea, ...); null for admin adjustments. */
    sourceId: integer('source_id'),
    isReversal: boolean('is_reversal').notNull().default(false),
    points: integer('points').notNull(),
    reason: text('reason'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_source_uq')
      .on(t.kind, t.sourceId, t.userId, t.isReversal)
      .where(sql`${t.sourceId} is not null`),
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Totals per member per period, kept by the same transaction that writes the ledger (no SUM per request). */
export const pointsTotals = pgTable(
  'points_totals',
  {
    period: text('period').notNull(),
    /** Asia/Dhaka calendar date the week or month began; 2000-01-01 for all time. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    /** Copied from leaderboard_settings so the public ranking reads one index. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'points_totals_pk', columns: [t.period, t.periodStart, t.userId] }),
    index('points_totals_rank_idx').on(t.period, t.periodStart, t.hidden, t.points.desc().nullsFirst(), t.userId),
  ],
);

export const teamPointsTotals = pgTable(
  'team_points_totals',
  {
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'team_points_totals_pk', columns: [t.period, t.periodStart, t.teamId] }),
    index('team_points_totals_rank_idx').on(t.period, t.periodStart, t.points.desc().nullsFirst(), t.teamId),
  ],
);

export const leaderboardSettings = pgTable('leaderboard_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hidden: boolean('hidden').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * How many visible members hold each points total in a period, kept with the totals. A rank is 1 + the members
 * above a total: a sum over a few hundred distinct totals, not a count over every ranked member.
 */
export const pointsHistogram = pgTable(
  'points_histogram',
  {
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'points_histogram_pk', columns: [t.period, t.periodStart, t.points] })],
);
