import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, eventTypeEnum, updatedAt } from './common';
import { users } from './users';

export interface EventGuest {
  name: string;
  profilePic?: string;
  description?: string;
}

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    type: eventTypeEnum('type').notNull(),
    title: text('title').notNull(),
    coverPic: text('cover_pic').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    isCancel: boolean('is_cancel').notNull().default(false),
    isTopBanner: boolean('is_top_banner').notNull().default(false),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    guests: jsonb('guests').$type<EventGuest[]>().notNull().default([]),
    // RSVP (issue 19): the counters move only in the RSVP transaction, under the event row's lock
    location: text('location'),
    capacity: integer('capacity'),
    rsvpEnabled: boolean('rsvp_enabled').notNull().default(false),
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true, mode: 'date' }),
    goingCount: integer('going_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    interestedCount: integer('interested_count').notNull().default(0),
    /** The last waitlist number handed out; positions are ranks among the waiting. */
    waitlistSeq: integer('waitlist_seq').notNull().default(0),
    /** iCalendar SEQUENCE: moves on every change of the event. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_type_created_idx').on(t.type, t.createdAt),
    index('events_banner_created_idx').on(t.isTopBanner, t.createdAt),
    index('events_created_idx').on(t.createdAt),
    index('events_host_idx').on(t.hostId),
    // searchTerm (ILIKE '%…%' on title or subtitle) through trigram indexes (decision 015).
    index('events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('events_subtitle_trgm_idx').using('gin', t.subtitle.op('gin_trgm_ops')),
  ],
);
