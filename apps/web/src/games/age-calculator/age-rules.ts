import { GAMES } from '@campus/shared/constants';
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

export function ageMessage(years: number): string {
  if (years < 1) return 'Welcome to the world, little one!';
  if (years < 13) return 'A young explorer with big dreams ahead!';
  if (years < 20) return 'Teen spirit! The best adventures are just starting.';
  if (years < 30) return 'Your twenties: the perfect time to build something bold.';
  if (years < 40) return 'Thirty-something and thriving. Keep going!';
  if (years < 60) return 'Wisdom and energy in one — a great combination.';
  if (years < 80) return 'A lifetime of stories. Share a few with us!';
  return 'A true legend of the community!';
}

/** Newest first, never more than 5 entries. */
export function addToHistory(history: readonly AgeHistoryEntry[], entry: AgeHistoryEntry): AgeHistoryEntry[] {
  return [entry, ...history].slice(0, GAMES.ageHistory);
}

export function formatAge({ years, months, days }: Age): string {
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `${part(years, 'year')}, ${part(months, 'month')} and ${part(days, 'day')}`;
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
