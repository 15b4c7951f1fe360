import { RSVP_STATUSES } from '@campus/shared/enums';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { events } from './events';
import { users } from './users';

/** Events RSVP, tickets, check-in, calendar feeds and reminders (issue 19). */
export const rsvpStatusEnum = pgEnum('rsvp_status', RSVP_STATUSES);

export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: rsvpStatusEnum('status').notNull(),
    /** Order on the waitlist (from events.waitlist_seq); null unless WAITLISTED. */
    waitlistOrder: integer('waitlist_order'),
    /** The 8-character human ticket code, derived from a server HMAC of (event, member). */
    ticketCode: text('ticket_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('event_rsvps_event_user_uq').on(t.eventId, t.userId),
    unique('event_rsvps_event_code_uq').on(t.eventId, t.ticketCode),
    index('event_rsvps_event_status_idx').on(t.eventId, t.status, t.waitlistOrder),
    index('event_rsvps_user_status_idx').on(t.userId, t.status),
    index('event_rsvps_code_idx').on(t.ticketCode),
  ],
);

/** One row per person let in; the primary key makes a second check-in a conflict, also under concurrency. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** True when the organizer let in someone without a GOING ticket. */
    admitted: boolean('admitted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** A reminder that has been sent: the primary key is the claim, so each one goes out once. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.kind] })],
);

/** The secret of a member's personal calendar feed; resetting replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_feeds_token_uq'),
  createdAt: createdAt(),
});
