import type { BusEntry, PrayerEntry } from '@campus/shared/schemas/schedules';
import { busSchedules, prayerSchedules } from '../schema/index';
import type { SeedContext } from './demo';

/** [bus name, departure] per route; the university fleet is named after rivers and flowers. */
const TIMETABLE: Record<string, [string, string][]> = {
  fromCampusToMymensingh: [
    ['Brahmaputra', '07:00'],
    ['Jamuna', '07:30'],
    ['Shapla', '08:15'],
    ['Padma', '09:30'],
    ['Meghna', '11:00'],
    ['Brahmaputra', '13:15'],
    ['Jamuna', '14:30'],
    ['Shapla', '16:00'],
    ['Padma', '17:30'],
    ['Meghna', '19:00'],
    ['Teesta', '21:00'],
  ],
  fromMymensinghToCampus: [
    ['Teesta', '06:45'],
    ['Brahmaputra', '08:00'],
    ['Jamuna', '08:30'],
    ['Shapla', '09:15'],
    ['Padma', '10:30'],
    ['Meghna', '12:00'],
    ['Brahmaputra', '14:15'],
    ['Jamuna', '15:30'],
    ['Shapla', '17:00'],
    ['Padma', '18:30'],
    ['Meghna', '20:00'],
  ],
  fromCampusToBhaluka: [
    ['Karnaphuli', '07:15'],
    ['Surma', '10:00'],
    ['Kapotakkho', '13:30'],
    ['Karnaphuli', '16:30'],
    ['Surma', '18:45'],
  ],
  fromBhalukaToCampus: [
    ['Surma', '07:00'],
    ['Kapotakkho', '09:00'],
    ['Karnaphuli', '11:30'],
    ['Surma', '15:00'],
    ['Kapotakkho', '18:00'],
  ],
};

/** Congregation times at the Central Mosque (Mymensingh, winter). */
const PRAYERS: Omit<PrayerEntry, 'id'>[] = [
  { name: 'Fajr', time: '05:15' },
  { name: 'Dhuhr', time: '12:45' },
  { name: 'Asr', time: '15:45' },
  { name: 'Maghrib', time: '17:15' },
  { name: 'Isha', time: '19:00' },
  { name: "Jumu'ah", time: '13:30' },
];

export async function seedSchedules(ctx: SeedContext): Promise<void> {
  const groups: Record<string, BusEntry[]> = {};
  for (const [key, departures] of Object.entries(TIMETABLE)) {
    // The 14:30 Jamuna is in the workshop this week: shown, but marked unavailable.
    groups[key] = departures.map(([busName, time]) => ({
      busName,
      time,
      isAvailable: !(key === 'fromCampusToMymensingh' && busName === 'Jamuna' && time === '14:30'),
    }));
  }
  await ctx.db.insert(busSchedules).values({
    image: ctx.images.picture('University Bus Routes', 500, 1100, 'Winter timetable 2026'),
    newUpdate:
      'Winter timetable: from 1 December the morning buses to Mymensingh leave from the new Zero Point stop. The 14:30 Jamuna is in the workshop this week.',
    groups,
  });
  await ctx.db.insert(prayerSchedules).values({
    image: ctx.images.picture('Central Mosque', 500, 1100, 'Prayer times'),
    newUpdate: "Jumu'ah khutbah starts at 13:10. Winter times apply from this week.",
    data: PRAYERS.map((p, i) => ({ id: i + 1, ...p })),
  });
}
