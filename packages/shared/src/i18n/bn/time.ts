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
};
