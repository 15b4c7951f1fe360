import { TIME_ZONE } from '@campus/shared/constants';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDhaka } from './dates';

describe('formatDhaka', () => {
  it('shows instants on the Dhaka clock', () => {
    expect(formatDhaka('2026-11-22T18:30:00.000Z')).toBe('23 Nov 2026, 12:30 AM');
    expect(formatDhaka(new Date('2026-01-01T05:59:00.000Z'), 'EEE, d MMM yyyy, h:mm a')).toBe(
      'Thu, 1 Jan 2026, 11:59 AM',
    );
    expect(formatDhaka('2026-03-31T17:59:59.000Z', 'yyyy-MM-dd')).toBe('2026-03-31');
    expect(formatDhaka('2026-03-31T18:00:00.000Z', 'yyyy-MM-dd')).toBe('2026-04-01');
  });

  it('agrees with the time zone database for Asia/Dhaka on every day of 2010–2030', () => {
    const pattern = 'yyyy-MM-dd HH:mm EEEE';
    const mismatches: string[] = [];
    for (let t = Date.UTC(2010, 0, 1, 17, 45); t < Date.UTC(2031, 0, 1); t += 86_400_000 + 3_600_000) {
      const expected = format(new TZDate(t, TIME_ZONE), pattern);
      const actual = formatDhaka(new Date(t), pattern);
      if (actual !== expected) mismatches.push(`${new Date(t).toISOString()}: ${actual} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('formatDhaka in English without date-fns (decision 030)', () => {
  it("writes every pattern the app uses as date-fns' format does", () => {
    const patterns = [
      'd MMM yyyy, h:mm a',
      'EEE, d MMM yyyy, h:mm a',
      'EEE, d MMM · h:mm a',
      'EEE, d MMM, h:mm a',
      'EEEE, d MMMM',
      'HH:mm',
      'd MMM yyyy',
      'd MMMM yyyy',
      'h:mm a',
      'yyyy-MM-dd',
    ];
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1, 0, 7); t < Date.UTC(2026, 0, 1); t += 86_400_000 * 3 + 3_600_000 * 5 + 60_000) {
      for (const pattern of patterns) {
        const expected = format(new TZDate(t, TIME_ZONE), pattern);
        const actual = formatDhaka(new Date(t), pattern);
        if (actual !== expected) mismatches.push(`${new Date(t).toISOString()} ${pattern}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
