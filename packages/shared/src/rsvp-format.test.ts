import { describe, expect, it } from 'vitest';
import { rsvpSummary } from './rsvp-format';

const base = { rsvpEnabled: true, isCancel: false, startTime: '2030-01-01T10:00:00Z', rsvpDeadline: null };
const now = new Date('2029-12-31T10:00:00Z');

describe('rsvpSummary', () => {
  it.each([
    [{ goingCount: 23, spotsLeft: 7 }, '23 going · 7 spots left'],
    [{ goingCount: 49, spotsLeft: 1 }, '49 going · 1 spot left'],
    [{ goingCount: 50, spotsLeft: 0 }, '50 going · Waitlist'],
    [{ goingCount: 50, spotsLeft: 0, rsvpDeadline: '2029-12-30T00:00:00Z' }, '50 going · Full'],
    [{ goingCount: 12, spotsLeft: null }, '12 going'],
    [{ goingCount: 3, spotsLeft: 2, rsvpEnabled: false }, null],
  ])('%j → %s', (fields, text) => {
    expect(rsvpSummary({ ...base, ...fields }, now)).toBe(text);
  });

  it('says Full once the event has started', () => {
    expect(rsvpSummary({ ...base, goingCount: 5, spotsLeft: 0 }, new Date('2030-01-01T10:30:00Z'))).toBe(
      '5 going · Full',
    );
  });

  it('writes the line in Bangla with Bengali digits (decision 030)', () => {
    expect(rsvpSummary({ ...base, goingCount: 23, spotsLeft: 7 }, now, 'bn')).toBe('২৩ জন যাচ্ছেন · ৭টি আসন বাকি');
    expect(rsvpSummary({ ...base, goingCount: 50, spotsLeft: 0 }, now, 'bn')).toBe('৫০ জন যাচ্ছেন · অপেক্ষমাণ তালিকা');
    expect(rsvpSummary({ ...base, goingCount: 12, spotsLeft: null }, now, 'bn')).toBe('১২ জন যাচ্ছেন');
  });
});
