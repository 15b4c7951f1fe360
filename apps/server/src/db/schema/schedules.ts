import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

export interface BusEntry {
  busName: string;
  time: string;
  isAvailable: boolean;
}
export interface PrayerEntry {
  id: number;
  name: string;
  time: string;
}

/** One row holds the whole timetable; group keys are data, not columns (SPEC §3). */
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
