import type { BusEntry, PrayerEntry } from '@campus/shared/schemas/schedules';
import { describe, expect, it } from 'vitest';
import { formatClock, formatWait, nextBus, nextPrayer, prayerKey, prayerName } from './schedule-times';

// 2026-11-22 is a Sunday; 2026-11-27 a Friday. Dhaka = UTC+6.
const dhaka = (day: string, time: string) => new Date(`${day}T${time}:00+06:00`);

const buses: BusEntry[] = [
  { busName: 'Brahmaputra', time: '07:00', isAvailable: true },
  { busName: 'Jamuna', time: '07:30', isAvailable: false },
  { busName: 'Shapla', time: '08:15', isAvailable: true },
];

const prayers: PrayerEntry[] = [
  { id: 1, name: 'Fajr', time: '05:15' },
  { id: 2, name: 'Dhuhr', time: '12:45' },
  { id: 3, name: 'Asr', time: '15:45' },
  { id: 4, name: 'Maghrib', time: '17:15' },
  { id: 5, name: 'Isha', time: '19:00' },
  { id: 6, name: "Jumu'ah", time: '13:30' },
];

describe('schedule times', () => {
  it('formats clock times and waits', () => {
    expect(formatClock('07:05')).toBe('7:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('19:00')).toBe('7:00 PM');
    expect(formatWait(0)).toBe('now');
    expect(formatWait(25)).toBe('in 25 min');
    expect(formatWait(60)).toBe('in 1 h');
    expect(formatWait(65)).toBe('in 1 h 5 min');
  });

  it('writes clock times in Bangla with the day period date-fns uses (decision 030)', () => {
    expect(formatClock('07:05', 'bn')).toBe('৭:০৫ পূর্বাহ্ন');
    expect(formatClock('19:00', 'bn')).toBe('৭:০০ অপরাহ্ন');
  });

  it('finds the next running bus on the Dhaka clock, skipping one that is not running', () => {
    expect(nextBus(buses, dhaka('2026-11-22', '06:50'))).toMatchObject({ index: 0, wait: 10 });
    expect(nextBus(buses, dhaka('2026-11-22', '07:10'))).toMatchObject({ index: 2, wait: 65 });
    expect(nextBus(buses, dhaka('2026-11-22', '09:00'))).toBeNull();
  });

  it('finds the next prayer, with Jumuah only on Fridays in place of Dhuhr', () => {
    expect(nextPrayer(prayers, dhaka('2026-11-22', '12:00'))).toMatchObject({ entry: { name: 'Dhuhr' }, wait: 45 });
    expect(nextPrayer(prayers, dhaka('2026-11-27', '12:00'))).toMatchObject({ entry: { name: "Jumu'ah" }, wait: 90 });
    expect(nextPrayer(prayers, dhaka('2026-11-22', '20:00'))).toMatchObject({
      entry: { name: 'Fajr' },
      isTomorrow: true,
      wait: 9 * 60 + 15,
    });
  });

  it('knows a prayer by any listed spelling, also with more after it, for the Friday rule and the Bangla names alike', () => {
    expect(['Luhr (winter)', "Jumma 2nd jama'at", 'Dhuhur', 'Tahajjud', 'Eid'].map(prayerKey)).toEqual([
      'dhuhr',
      'jumuah',
      'dhuhr',
      null,
      null,
    ]);
    const spelled: PrayerEntry[] = [
      { id: 1, name: 'Luhr (winter)', time: '12:45' },
      { id: 2, name: "Jumma 2nd jama'at", time: '13:30' },
    ];
    expect(nextPrayer(spelled, dhaka('2026-11-27', '12:00'))).toMatchObject({ index: 1, wait: 90 });
    expect(nextPrayer(spelled, dhaka('2026-11-22', '12:00'))).toMatchObject({ index: 0, wait: 45 });
  });

  it("names the daily prayers and Jumu'ah in Bangla however the editor spelled them, and leaves other names as typed", () => {
    expect(
      ['Fajr', 'Dhuhr', 'Zuhr', ' asr ', 'Maghrib', 'Esha', "Jumu'ah", 'Jumma'].map((n) => prayerName(n, 'bn')),
    ).toEqual(['ফজর', 'যোহর', 'যোহর', 'আসর', 'মাগরিব', 'এশা', 'জুমা', 'জুমা']);
    expect(prayerName('Tahajjud circle', 'bn')).toBe('Tahajjud circle');
    expect(prayerName('Assembly', 'bn')).toBe('Assembly');
    // Only the spellings listed: not a name an object inherits ('constructor', 'toString').
    expect(prayerName('Constructor', 'bn')).toBe('Constructor');
    expect(prayerName('Zuhr', 'en')).toBe('Zuhr');
    expect(prayerName('Zuhr')).toBe('Zuhr');
  });
});
