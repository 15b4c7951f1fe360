import { DHAKA_UTC_OFFSET_MS } from '@campus/shared/constants';
import { time as bnTime } from '@campus/shared/i18n/bn/time';
import { time as enTime } from '@campus/shared/i18n/en/time';
import { digitsFor, type Lang } from '@campus/shared/i18n/lang';
import type { BusEntry, PrayerEntry } from '@campus/shared/schemas/schedules';

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight and the weekday (0 = Sunday) on the Dhaka clock. */
export function dhakaClock(now: Date): { minutes: number; weekday: number } {
  const t = new Date(now.getTime() + DHAKA_UTC_OFFSET_MS);
  return { minutes: t.getUTCHours() * 60 + t.getUTCMinutes(), weekday: t.getUTCDay() };
}

/** '07:30' → 450; anything else → null. */
export function timeToMinutes(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** '13:30' → '1:30 PM' (the timetables are Dhaka clock times); '১:৩০ অপরাহ্ন' in Bangla. */
export function formatClock(time: string, lang: Lang = 'en'): string {
  const minutes = timeToMinutes(time);
  if (minutes === null) return time;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const half = (lang === 'bn' ? bnTime : enTime.en).dayPeriod(h);
  return digitsFor(lang, `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${half}`);
}

/** 0 → 'now', 25 → 'in 25 min', 65 → 'in 1 h 5 min'; in Bangla '২৫ মিনিট পর' (decision 030). */
export function formatWait(minutes: number, lang: Lang = 'en'): string {
  const texts = lang === 'bn' ? bnTime : enTime.en;
  if (minutes <= 0) return texts.now;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return texts.inMinutes(m);
  return m === 0 ? texts.inHours(h) : texts.inHoursMinutes(h, m);
}

type PrayerKey = 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha' | 'jumuah';

/** The spellings of each prayer an editor types, letters only, lower case ("Jumu'ah" → 'jumuah'). */
const PRAYER_SPELLINGS = new Map<string, PrayerKey>(
  (
    [
      ['fajr', ['fajr', 'fajar', 'fojor', 'fazr']],
      ['dhuhr', ['dhuhr', 'duhr', 'dhuhur', 'zuhr', 'zuhur', 'zohr', 'johr', 'luhr']],
      ['asr', ['asr', 'asar', 'asor']],
      ['maghrib', ['maghrib', 'magrib', 'maghreb']],
      ['isha', ['isha', 'ishaa', 'esha']],
      ['jumuah', ['jumuah', 'jumah', 'jummah', 'jumma', 'juma', 'jumua']],
    ] as const
  ).flatMap(([key, spellings]) => spellings.map((spelling): [string, PrayerKey] => [spelling, key])),
);

/** A name as letters only, lower case: "Jumu'ah" → 'jumuah', 'Dhuhr (winter)' → 'dhuhrwinter'. */
const lettersOf = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Which prayer a name is: one of the spellings above, or a name that begins with one ('Dhuhr (winter)',
 * "Jumu'ah 2nd jamaat"); null for anything else ('Tahajjud', 'Eid'). No spelling of one prayer begins another
 * prayer's spelling, so the first that fits names the prayer.
 */
export function prayerKey(name: string): PrayerKey | null {
  const letters = lettersOf(name);
  for (const [spelling, key] of PRAYER_SPELLINGS) if (letters.startsWith(spelling)) return key;
  return null;
}

/**
 * A prayer's name as the schedule shows it: in Bangla the daily prayers and Jumu'ah by their Bangla names ('Dhuhr',
 * 'Zuhr' → 'যোহর'); in English, a name with more than the prayer in it ('Dhuhr (winter)'), and any other name,
 * exactly as the editor typed it.
 */
export function prayerName(name: string, lang: Lang = 'en'): string {
  const key = lang === 'bn' ? PRAYER_SPELLINGS.get(lettersOf(name)) : undefined;
  return key ? bnTime[key] : name;
}

export interface NextDeparture {
  index: number;
  entry: BusEntry;
  /** Minutes from now until it leaves. */
  wait: number;
}

/** The soonest running bus at or after now today, as an index into the list; null when none is left. */
export function nextBus(entries: BusEntry[], now: Date): NextDeparture | null {
  const { minutes } = dhakaClock(now);
  let best: NextDeparture | null = null;
  entries.forEach((entry, index) => {
    const at = timeToMinutes(entry.time);
    if (!entry.isAvailable || at === null || at < minutes) return;
    if (!best || at - minutes < best.wait) best = { index, entry, wait: at - minutes };
  });
  return best;
}

/** The first running bus of the day (for "first tomorrow at ..."). */
export function firstBus(entries: BusEntry[]): BusEntry | null {
  let first: { entry: BusEntry; at: number } | null = null;
  for (const entry of entries) {
    const at = timeToMinutes(entry.time);
    if (!entry.isAvailable || at === null) continue;
    if (!first || at < first.at) first = { entry, at };
  }
  return first?.entry ?? null;
}

const isJumuah = (name: string) => prayerKey(name) === 'jumuah';
const isDhuhr = (name: string) => prayerKey(name) === 'dhuhr';

/** On Fridays Jumu'ah takes Dhuhr's place; on other days Jumu'ah is not prayed. */
function appliesOn(entry: PrayerEntry, weekday: number, hasJumuah: boolean): boolean {
  const friday = weekday === 5;
  if (isJumuah(entry.name)) return friday;
  if (friday && hasJumuah && isDhuhr(entry.name)) return false;
  return true;
}

export interface NextPrayer {
  index: number;
  entry: PrayerEntry;
  wait: number;
  isTomorrow: boolean;
}

/** The next congregation from now on the Dhaka clock; after Isha, tomorrow's first prayer. */
export function nextPrayer(entries: PrayerEntry[], now: Date): NextPrayer | null {
  const { minutes, weekday } = dhakaClock(now);
  const hasJumuah = entries.some((e) => isJumuah(e.name));
  const soonest = (day: number, from: number, offset: number): NextPrayer | null => {
    let best: NextPrayer | null = null;
    entries.forEach((entry, index) => {
      const at = timeToMinutes(entry.time);
      if (at === null || at < from || !appliesOn(entry, day, hasJumuah)) return;
      const wait = at + offset - minutes;
      if (!best || wait < best.wait) best = { index, entry, wait, isTomorrow: offset > 0 };
    });
    return best;
  };
  return soonest(weekday, minutes, 0) ?? soonest((weekday + 1) % 7, 0, MINUTES_PER_DAY);
}
