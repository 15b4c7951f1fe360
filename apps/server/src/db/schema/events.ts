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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_type_created_idx').on(t.type, t.createdAt),
    index('events_banner_created_idx').on(t.isTopBanner, t.createdAt),
    index('events_created_idx').on(t.createdAt),
    index('events_host_idx').on(t.hostId),
  ],
);
