import type { BusEntry, PrayerEntry } from '@campus/shared/schemas/schedules';
import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/** One row holds the whole timetable; group keys are data, not columns (product §3). */
export const busSchedules = pgTable('bus_schedules', {
  id: serial('id').primaryKey(),
  image: text('image'),
  newUpdate: text('new_update'),
  groups: jsonb('groups').$type<Record<string, BusEntry[]>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const prayerSchedules = pgTable('prayer_schedules', {
  id: serial('id').primaryKey(),
  image: text('image'),
  newUpdate: text('new_update'),
  data: jsonb('data').$type<PrayerEntry[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
