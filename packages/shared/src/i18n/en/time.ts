import { area } from '../catalogue';

/** Relative times (product §9): format.ts renders them; both languages load with it (a few bytes). */
export const time = area('time', {
  yesterdayAt: (time: string) => `Yesterday at ${time}`,
  daysAgo: (n: number) => `${n} days ago`,
  // waits until a bus or prayer (apps/web lib/schedule-times.ts)
  now: 'now',
  // the half of the day after a clock time ('1:30 PM'); Bangla as date-fns' bn locale writes it (lib/dates.ts)
  dayPeriod: (hour: number) => (hour < 12 ? 'AM' : 'PM'),
  inMinutes: (m: number) => `in ${m} min`,
  inHours: (h: number) => `in ${h} h`,
  inHoursMinutes: (h: number, m: number) => `in ${h} h ${m} min`,
  // the daily prayers and Jumu'ah, as Bangla names them; English shows the name the schedule's editor typed
  fajr: 'Fajr',
  dhuhr: 'Dhuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
  jumuah: "Jumu'ah",
});
