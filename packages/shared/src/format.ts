import { TIME_ZONE } from './constants';

const DAY_MS = 86_400_000;

function calendarDay(date: Date, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(date)
    .split('-')
    .map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** '3:05 PM' in the given time zone. */
export function clockTime(date: Date, timeZone: string = TIME_ZONE): string {
  // Newer ICU puts a narrow no-break space before AM/PM; keep one plain space everywhere.
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(date)
    .replace(/\s/g, ' ');
}

/**
 * product §9 relative time, by calendar days in Asia/Dhaka: the same day shows the time, one day back
 * 'Yesterday at {time}', fewer than 7 days '{n} days ago', anything older the date ('Nov 12, 2026').
 */
export function relativeTime(value: Date | string, now: Date = new Date(), timeZone: string = TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const days = calendarDay(now, timeZone) - calendarDay(date, timeZone);
  if (days <= 0) return clockTime(date, timeZone);
  if (days === 1) return `Yesterday at ${clockTime(date, timeZone)}`;
  if (days < 7) return `${days} days ago`;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
