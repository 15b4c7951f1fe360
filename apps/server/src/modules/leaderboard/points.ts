import { POINTS } from '@campus/shared/constants';
import type { PointKind } from '@campus/shared/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  marketplaceOffers,
  pointsHistogram,
  pointsLedger,
  pointsTotals,
  teamPointsTotals,
  users,
} from '../../db/schema/index';
import { PERIODS, periodStart } from './periods';

/**
 * Points are written by the areas that award them (decision 014's per-area versions): a cached board or history,
 * or a remembered member of a tie (leaderboard.service), is used only while none of them moved.
 */
export const POINT_SOURCE_AREAS = [
  'leaderboard',
  'library',
  'marketplace',
  'task',
  'events',
  'idea',
  'users',
  'directory',
];

/**
 * The points seam every feature calls INSIDE its own transaction, so the points commit (or roll back) with
 * the action that earned them. A source awards a member once, and is taken back at most once (decision 023).
 */
export type AwardKind = Exclude<PointKind, 'ADJUSTMENT'>;

export interface AwardInput {
  kind: AwardKind;
  /** Id of the row that earned the points: library item, offer, task, check-in, idea. */
  sourceId: number;
  userId: number;
  /** Defaults to POINTS[kind] from packages/shared. */
  points?: number;
  /** When the action happened (which week and month it counts in); defaults to now. */
  at?: Date;
}

type LedgerRow = typeof pointsLedger.$inferSelect;

export interface HistogramChange {
  period: string;
  periodStart: string;
  points: number;
  members: number;
}

/**
 * Moves members between points totals in the histogram. One statement, rows in key order, so two transactions
 * moving members between the same totals lock them in the same order and cannot deadlock each other.
 */
export async function moveInHistogram(db: DbOrTx, changes: HistogramChange[]) {
  const merged = new Map<string, HistogramChange>();
  for (const c of changes) {
    if (c.points <= 0 || c.members === 0) continue;
    const key = `${c.period}|${c.periodStart}|${String(c.points).padStart(10, '0')}`;
    const known = merged.get(key);
    if (known) known.members += c.members;
    else merged.set(key, { ...c });
  }
  const rows = [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, c]) => c)
    .filter((c) => c.members !== 0);
  if (rows.length === 0) return;
  await db
    .insert(pointsHistogram)
    .values(rows)
    .onConflictDoUpdate({
      target: [pointsHistogram.period, pointsHistogram.periodStart, pointsHistogram.points],
      set: { members: sql`${pointsHistogram.members} + excluded.members` },
    });
}

/** Moves the member's (and their team's) week, month and all-time totals by the row's points. */
async function addToTotals(db: DbOrTx, row: Pick<LedgerRow, 'userId' | 'teamId' | 'points' | 'countedAt'>) {
  const hidden = sql<boolean>`coalesce((select hidden from leaderboard_settings where user_id = ${row.userId}), false)`;
  const after = await db
    .insert(pointsTotals)
    .values(
      PERIODS.map((period) => ({
        period,
        periodStart: periodStart(period, row.countedAt),
        userId: row.userId,
        points: row.points,
        hidden,
      })),
    )
    .onConflictDoUpdate({
      target: [pointsTotals.period, pointsTotals.periodStart, pointsTotals.userId],
      set: { points: sql`${pointsTotals.points} + excluded.points` },
    })
    .returning({
      period: pointsTotals.period,
      periodStart: pointsTotals.periodStart,
      points: pointsTotals.points,
      hidden: pointsTotals.hidden,
    });
  await moveInHistogram(
    db,
    after
      .filter((t) => !t.hidden)
      .flatMap((t) => [
        { period: t.period, periodStart: t.periodStart, points: t.points - row.points, members: -1 },
        { period: t.period, periodStart: t.periodStart, points: t.points, members: 1 },
      ]),
  );
  if (row.teamId === null) return;
  await db
    .insert(teamPointsTotals)
    .values(
      PERIODS.map((period) => ({
        period,
        periodStart: periodStart(period, row.countedAt),
        teamId: row.teamId as number,
        points: row.points,
      })),
    )
    .onConflictDoUpdate({
      target: [teamPointsTotals.period, teamPointsTotals.periodStart, teamPointsTotals.teamId],
      set: { points: sql`${teamPointsTotals.points} + excluded.points` },
    });
}

async function insertOnce(db: DbOrTx, values: typeof pointsLedger.$inferInsert): Promise<LedgerRow | undefined> {
  const [row] = await db
    .insert(pointsLedger)
    .values(values)
    .onConflictDoNothing({
      target: [pointsLedger.kind, pointsLedger.sourceId, pointsLedger.userId, pointsLedger.isReversal],
      where: sql`${pointsLedger.sourceId} is not null`,
    })
    .returning();
  if (row) await addToTotals(db, row);
  return row;
}

/** Awards POINTS[kind] for one source; true when this call wrote the row (false: already awarded). */
export async function awardPoints(db: DbOrTx, input: AwardInput): Promise<boolean> {
  const [member] = await db.select({ teamId: users.teamId }).from(users).where(eq(users.id, input.userId));
  if (!member) return false;
  const row = await insertOnce(db, {
    userId: input.userId,
    teamId: member.teamId,
    kind: input.kind,
    sourceId: input.sourceId,
    points: input.points ?? POINTS[input.kind],
    ...(input.at ? { countedAt: input.at } : {}),
  });
  return Boolean(row);
}

/**
 * Takes back what a source awarded (to one member, or to everyone it awarded): a reversing row with the
 * opposite points, counted in the award's own week and month. Returns how many rows it wrote.
 */
export async function reversePoints(
  db: DbOrTx,
  input: { kind: AwardKind; sourceId: number | number[]; userId?: number },
): Promise<number> {
  const sourceIds = Array.isArray(input.sourceId) ? input.sourceId : [input.sourceId];
  if (sourceIds.length === 0) return 0;
  const awards = await db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.kind, input.kind),
        inArray(pointsLedger.sourceId, sourceIds),
        eq(pointsLedger.isReversal, false),
        input.userId ? eq(pointsLedger.userId, input.userId) : undefined,
      ),
    )
    .orderBy(pointsLedger.id);
  let written = 0;
  for (const award of awards) {
    const row = await insertOnce(db, {
      userId: award.userId,
      teamId: award.teamId,
      kind: award.kind,
      sourceId: award.sourceId,
      isReversal: true,
      points: -award.points,
      countedAt: award.countedAt,
    });
    if (row) written++;
  }
  return written;
}

/** Marketplace: an admin re-listed an item, so the accepted offer on it no longer counts for seller or buyer. */
export async function reverseAcceptedOfferPoints(db: DbOrTx, marketplaceId: number): Promise<number> {
  const offers = await db
    .select({ id: marketplaceOffers.id })
    .from(marketplaceOffers)
    .where(eq(marketplaceOffers.marketplaceId, marketplaceId));
  return reversePoints(db, { kind: 'OFFER_ACCEPTED', sourceId: offers.map((o) => o.id) });
}

/** An admin's ± adjustment with its reason; every adjustment is its own row. */
export async function adjustPoints(
  db: DbOrTx,
  input: { userId: number; points: number; reason: string; createdById: number },
): Promise<LedgerRow | undefined> {
  const [member] = await db.select({ teamId: users.teamId }).from(users).where(eq(users.id, input.userId));
  if (!member) return undefined;
  const [row] = await db
    .insert(pointsLedger)
    .values({
      userId: input.userId,
      teamId: member.teamId,
      kind: 'ADJUSTMENT',
      points: input.points,
      reason: input.reason,
      createdById: input.createdById,
    })
    .returning();
  await addToTotals(db, row);
  return row;
}

/** E-Library review: approval by someone other than the author earns; rejecting (or re-opening) takes it back. */
export async function libraryPointsOnReview(
  db: DbOrTx,
  input: { itemId: number; authorId: number; reviewerId: number; status: string | undefined },
) {
  const source = { kind: 'LIBRARY_APPROVED', sourceId: input.itemId, userId: input.authorId } as const;
  if (input.status === 'APPROVED' && input.authorId !== input.reviewerId) await awardPoints(db, source);
  else if (input.status === 'REJECTED' || input.status === 'PENDING') await reversePoints(db, source);
}
