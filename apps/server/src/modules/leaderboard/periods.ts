import { DHAKA_UTC_OFFSET_MS, LEADERBOARD_WEEK_START_DAY } from '@campus/shared/constants';
import type { LeaderboardPeriod } from '@campus/shared/enums';

const DAY_MS = 86_400_000;
/** The all-time board's one period. */
export const ALL_TIME_START = '2000-01-01';

/** The Asia/Dhaka calendar date (YYYY-MM-DD) on which the week, month or all-time period holding `at` began. */
export function periodStart(period: LeaderboardPeriod, at: Date): string {
  if (period === 'all') return ALL_TIME_START;
  // Dhaka keeps no daylight saving, so local time is a fixed shift and the UTC getters read it.
  const local = new Date(at.getTime() + DHAKA_UTC_OFFSET_MS);
  if (period === 'month') return `${local.toISOString().slice(0, 7)}-01`;
  const back = (local.getUTCDay() - LEADERBOARD_WEEK_START_DAY + 7) % 7;
  return new Date(local.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** The instant (UTC) a period that began on this Dhaka date began: its Dhaka midnight. */
export function periodStartInstant(start: string): Date {
  return new Date(Date.parse(`${start}T00:00:00Z`) - DHAKA_UTC_OFFSET_MS);
}

export const PERIODS: readonly LeaderboardPeriod[] = ['week', 'month', 'all'];
