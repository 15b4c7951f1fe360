import { BUS_GROUPS } from '@campus/shared/constants';
import type { BusEntry, BusSchedule, PrayerSchedule } from '@campus/shared/schemas/schedules';
import type { BusScheduleRow, PrayerScheduleRow } from './schedules.repository';

/** Stored routes, with the four the member app shows always present (first, in their order). */
export function presentBusSchedule(row: BusScheduleRow | undefined): BusSchedule {
  const stored = row?.groups ?? {};
  const groups: Record<string, BusEntry[]> = {};
  for (const { key } of BUS_GROUPS) groups[key] = stored[key] ?? [];
  for (const [key, entries] of Object.entries(stored)) if (!(key in groups)) groups[key] = entries;
  return {
    id: row?.id ?? null,
    image: row?.image ?? null,
    newUpdate: row?.newUpdate ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    ...groups,
  };
}

export function presentPrayerSchedule(row: PrayerScheduleRow | undefined): PrayerSchedule {
  return {
    id: row?.id ?? null,
    image: row?.image ?? null,
    newUpdate: row?.newUpdate ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    data: (row?.data ?? []).map((entry, i) => ({ id: entry.id ?? i + 1, name: entry.name, time: entry.time })),
  };
}
