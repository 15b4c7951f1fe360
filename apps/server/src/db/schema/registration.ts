import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { institutions } from './directory';

export const registrationWindows = pgTable('registration_windows', {
  id: serial('id').primaryKey(),
  isOpen: boolean('is_open').notNull(),
  openForId: integer('open_for_id')
    .notNull()
    .references(() => institutions.id, { onDelete: 'restrict' }),
  imageUrl: text('image_url').notNull(),
  deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
