import { describe, expect, it } from 'vitest';
import { formatNumber, formatTaka, relativeTime } from './format';

// 2026-11-22 15:00 in Dhaka (UTC+6).
const now = new Date('2026-11-22T09:00:00Z');

describe('relativeTime (product §9, Asia/Dhaka)', () => {
  it('shows only the time on the same day', () => {
    expect(relativeTime('2026-11-22T03:05:00Z', now)).toBe('9:05 AM');
  });

  it('counts calendar days in Dhaka, not UTC: 00:30 Dhaka is still today', () => {
    // 2026-11-21T18:30Z is 00:30 on the 22nd in Dhaka.
    expect(relativeTime('2026-11-21T18:30:00Z', now)).toBe('12:30 AM');
  });

  it("says 'Yesterday at {time}' one day back", () => {
    expect(relativeTime('2026-11-21T14:45:00Z', now)).toBe('Yesterday at 8:45 PM');
  });

  it("says '{n} days ago' for 2 to 6 days", () => {
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toBe('2 days ago');
    expect(relativeTime('2026-11-16T09:00:00Z', now)).toBe('6 days ago');
  });

  it('shows a date from 7 days on', () => {
    expect(relativeTime('2026-11-15T09:00:00Z', now)).toBe('Nov 15, 2026');
    expect(relativeTime(new Date('2025-01-02T09:00:00Z'), now)).toBe('Jan 2, 2025');
  });

  it('treats a moment later today or in the future as today, and junk as empty', () => {
    expect(relativeTime('2026-11-22T10:00:00Z', now)).toBe('4:00 PM');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('relativeTime in Bangla (decision 030)', () => {
  it('writes the time, yesterday, days ago and dates with Bengali digits', () => {
    expect(relativeTime('2026-11-22T03:05:00Z', now, undefined, 'bn')).toBe('৯:০৫ পূর্বাহ্ন');
    expect(relativeTime('2026-11-21T14:45:00Z', now, undefined, 'bn')).toBe('গতকাল ৮:৪৫ অপরাহ্ন');
    expect(relativeTime('2026-11-20T09:00:00Z', now, undefined, 'bn')).toBe('২ দিন আগে');
    expect(relativeTime('2026-11-15T09:00:00Z', now, undefined, 'bn')).toBe('১৫ নভে, ২০২৬');
  });
});

describe('formatTaka and formatNumber', () => {
  it('writes taka with ৳ in both languages, Bengali digits in Bangla', () => {
    expect(formatTaka(1250)).toBe('৳1,250');
    expect(formatTaka(1250.5, 'bn')).toBe('৳১,২৫০.৫');
    expect(formatNumber(12, 'bn')).toBe('১২');
  });
});
