import type { Translation } from '../catalogue';
import type { time as en } from '../en/time';
import { bnDigits } from '../lang';

export const time: Translation<typeof en.en> = {
  yesterdayAt: (at) => `গতকাল ${at}`,
  daysAgo: (n) => `${bnDigits(n)} দিন আগে`,
};
