import { GAMES } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { addMonths, differenceInCalendarDays, differenceInCalendarMonths, isAfter, parseISO } from 'date-fns';

export interface Age {
  years: number;
  months: number;
  days: number;
}

export interface AgeHistoryEntry extends Age {
  id: string;
  /** yyyy-MM-dd as entered. */
  birthdate: string;
  /** yyyy-MM-dd the age was calculated on. */
  calculatedOn: string;
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses yyyy-MM-dd as a local calendar date, or null when it is not a real date. */
export function parseCalendarDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Whole months since birth (split into years and months), then the remaining days. Adding months
 * clamps at a short month's end (31 Jan + 1 month = 28/29 Feb), so every day is counted exactly once.
 * date-fns' differenceInMonths is not used: it can overshoot on 28 Feb of a leap year.
 */
export function calculateAge(birth: Date, today: Date): Age {
  let totalMonths = differenceInCalendarMonths(today, birth);
  if (isAfter(addMonths(birth, totalMonths), today)) totalMonths -= 1;
  const days = differenceInCalendarDays(today, addMonths(birth, totalMonths));
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days };
}

/** The catalogue key (games area) of the line shown under an age. */
export function ageMessageKey(years: number) {
  if (years < 1) return 'ageBaby';
  if (years < 13) return 'ageChild';
  if (years < 20) return 'ageTeen';
  if (years < 30) return 'ageTwenties';
  if (years < 40) return 'ageThirties';
  if (years < 60) return 'ageMiddle';
  if (years < 80) return 'ageSenior';
  return 'ageLegend';
}

/** The English line, kept in the stored history; the screen shows `ageMessageKey` in its language. */
export function ageMessage(years: number): string {
  return games.en[ageMessageKey(years)];
}

/** Newest first, never more than 5 entries. */
export function addToHistory(history: readonly AgeHistoryEntry[], entry: AgeHistoryEntry): AgeHistoryEntry[] {
  return [entry, ...history].slice(0, GAMES.ageHistory);
}

export function formatAge({ years, months, days }: Age): string {
  return games.en.age(years, months, days);
}

function isEntry(value: unknown): value is AgeHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.birthdate === 'string' &&
    typeof e.calculatedOn === 'string' &&
    typeof e.message === 'string' &&
    [e.years, e.months, e.days].every((n) => Number.isInteger(n))
  );
}

export function isAgeHistory(value: unknown): value is AgeHistoryEntry[] {
  return Array.isArray(value) && value.every(isEntry);
}
