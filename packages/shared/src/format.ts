import { CURRENCY_SYMBOL, TIME_ZONE } from './constants';
import { time as bnTime } from './i18n/bn/time';
import { time as enTime } from './i18n/en/time';
import { bnDigits, type Lang } from './i18n/lang';

const DAY_MS = 86_400_000;

function calendarDay(date: Date, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(date)
    .split('-')
    .map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** '3:05 PM' in the given time zone; '৩:০৫ অপরাহ্ন' in Bangla (date-fns' bn words, as dates show them). */
export function clockTime(date: Date, timeZone: string = TIME_ZONE, lang: Lang = 'en'): string {
  // Newer ICU puts a narrow no-break space before AM/PM; keep one plain space everywhere.
  const text = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(date)
    .replace(/\s/g, ' ');
  if (lang === 'en') return text;
  return bnDigits(text.replace(/AM|PM/, (half) => bnTime.dayPeriod(half === 'AM' ? 0 : 12)));
}

/**
 * product §9 relative time, by calendar days in Asia/Dhaka: the same day shows the time, one day back
 * 'Yesterday at {time}', fewer than 7 days '{n} days ago', anything older the date ('Nov 12, 2026').
 * In Bangla (decision 030): 'গতকাল {time}', '{n} দিন আগে', '১২ নভে, ২০২৬', Bengali digits throughout.
 */
export function relativeTime(
  value: Date | string,
  now: Date = new Date(),
  timeZone: string = TIME_ZONE,
  lang: Lang = 'en',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const texts = lang === 'bn' ? bnTime : enTime.en;
  const days = calendarDay(now, timeZone) - calendarDay(date, timeZone);
  if (days <= 0) return clockTime(date, timeZone, lang);
  if (days === 1) return texts.yesterdayAt(clockTime(date, timeZone, lang));
  if (days < 7) return texts.daysAgo(days);
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

// One formatter for every amount: toLocaleString would build a new one per call.
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or amount with thousands separators: '1,250'; '১,২৫০' in Bangla. */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  const text = amountFormat.format(value);
  return lang === 'bn' ? bnDigits(text) : text;
}

/** '৳1,250' (taka, no decimals unless there are paisa); '৳১,২৫০' in Bangla. */
export function formatTaka(amount: number, lang: Lang = 'en'): string {
  return `${CURRENCY_SYMBOL}${formatNumber(amount, lang)}`;
}
