import { describe, expect, it } from 'vitest';
import { periodStart, periodStartInstant } from './periods';

describe('leaderboard periods in Asia/Dhaka', () => {
  it('starts a week at Saturday 00:00 Dhaka time, which is Friday 18:00 UTC', () => {
    expect(periodStart('week', new Date('2026-11-20T17:59:59.999Z'))).toBe('2026-11-14');
    expect(periodStart('week', new Date('2026-11-20T18:00:00.000Z'))).toBe('2026-11-21');
    expect(periodStartInstant('2026-11-21').toISOString()).toBe('2026-11-20T18:00:00.000Z');
  });

  it('starts a month at Dhaka midnight of the 1st, while UTC still shows the last day of the month before', () => {
    expect(periodStart('month', new Date('2026-10-31T17:59:59.999Z'))).toBe('2026-10-01');
    expect(periodStart('month', new Date('2026-10-31T18:00:00.000Z'))).toBe('2026-11-01');
    // 1 Nov is a Sunday: the week that holds it began on Saturday 31 Oct.
    expect(periodStart('week', new Date('2026-10-31T18:00:00.000Z'))).toBe('2026-10-31');
  });

  it('puts every instant in the one all-time period', () => {
    expect(periodStart('all', new Date('2020-01-01T00:00:00Z'))).toBe(periodStart('all', new Date()));
  });
});
