import { area } from '../catalogue';

/** Relative times (product §9): format.ts renders them; both languages load with it (a few bytes). */
export const time = area('time', {
  yesterdayAt: (time: string) => `Yesterday at ${time}`,
  daysAgo: (n: number) => `${n} days ago`,
});
