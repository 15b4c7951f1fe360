import type { Translation } from '../catalogue';
import type { time as en } from '../en/time';
import { bnDigits } from '../lang';

export const time: Translation<typeof en.en> = {
  yesterdayAt: (at) => `গতকাল ${at}`,
  daysAgo: (n) => `${bnDigits(n)} দিন আগে`,
  now: 'এখনই',
  dayPeriod: (hour) => (hour < 12 ? 'পূর্বাহ্ন' : 'অপরাহ্ন'),
  inMinutes: (m) => `${bnDigits(m)} মিনিট পর`,
  inHours: (h) => `${bnDigits(h)} ঘণ্টা পর`,
  inHoursMinutes: (h, m) => `${bnDigits(h)} ঘণ্টা ${bnDigits(m)} মিনিট পর`,
  fajr: 'ফজর',
  dhuhr: 'যোহর',
  asr: 'আসর',
  maghrib: 'মাগরিব',
  isha: 'এশা',
  jumuah: 'জুমা',
};

/** A time the server wrote ('18:02', or '6:02 PM') as Bangla shows it: '৬:০২ অপরাহ্ন'; other text in Bengali digits. */
export function bnClock(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?: ?([AP]M))?$/i.exec(text.trim());
  if (!match) return bnDigits(text);
  const [, hours, minutes, half] = match;
  const hour = half ? (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0) : Number(hours);
  return `${bnDigits(hour % 12 || 12)}:${bnDigits(minutes)} ${time.dayPeriod(hour)}`;
}
