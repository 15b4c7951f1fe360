import { addDays, addMonths, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  type AgeHistoryEntry,
  addToHistory,
  ageMessage,
  calculateAge,
  formatAge,
  isAgeHistory,
  parseCalendarDate,
} from './age-rules';

function age(birth: string, today: string) {
  return calculateAge(parseCalendarDate(birth)!, parseCalendarDate(today)!);
}

function entry(id: string): AgeHistoryEntry {
  return { id, birthdate: '2000-01-01', calculatedOn: '2026-11-22', years: 26, months: 10, days: 21, message: 'x' };
}

describe('age calculator rules', () => {
  it('counts whole years, months and days', () => {
    expect(age('2000-01-01', '2026-11-22')).toEqual({ years: 26, months: 10, days: 21 });
    expect(age('2004-11-22', '2026-11-22')).toEqual({ years: 22, months: 0, days: 0 });
    expect(age('2004-11-23', '2026-11-22')).toEqual({ years: 21, months: 11, days: 30 });
  });

  it('is zero on the day of birth', () => {
    expect(age('2026-11-22', '2026-11-22')).toEqual({ years: 0, months: 0, days: 0 });
  });

  it('borrows days from the previous month across a month end', () => {
    expect(age('2026-10-31', '2026-11-01')).toEqual({ years: 0, months: 0, days: 1 });
    expect(age('2026-01-31', '2026-02-27')).toEqual({ years: 0, months: 0, days: 27 });
    expect(age('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(age('2026-01-31', '2026-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(age('2026-03-31', '2026-04-29')).toEqual({ years: 0, months: 0, days: 29 });
    expect(age('2026-03-31', '2026-04-30')).toEqual({ years: 0, months: 1, days: 0 });
    expect(age('2026-05-15', '2026-07-14')).toEqual({ years: 0, months: 1, days: 29 });
  });

  it('handles leap years', () => {
    expect(age('2024-01-31', '2024-02-28')).toEqual({ years: 0, months: 0, days: 28 });
    expect(age('2024-01-31', '2024-02-29')).toEqual({ years: 0, months: 1, days: 0 });
    expect(age('2023-01-29', '2024-02-28')).toEqual({ years: 1, months: 0, days: 30 });
    expect(age('2024-01-31', '2024-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(age('2024-02-29', '2025-02-27')).toEqual({ years: 0, months: 11, days: 29 });
    // A leap-day baby turns one on 28 February in a common year.
    expect(age('2024-02-29', '2025-02-28')).toEqual({ years: 1, months: 0, days: 0 });
    expect(age('2024-02-29', '2025-03-01')).toEqual({ years: 1, months: 0, days: 1 });
    expect(age('2024-02-29', '2028-02-29')).toEqual({ years: 4, months: 0, days: 0 });
    expect(age('2023-12-31', '2024-12-31')).toEqual({ years: 1, months: 0, days: 0 });
  });

  it('counts every day exactly once around month ends and a leap year', () => {
    const problems: string[] = [];
    for (let b = parseCalendarDate('2023-12-25')!; b < parseCalendarDate('2024-03-08')!; b = addDays(b, 1)) {
      let previous = -1;
      for (let t = b, k = 0; k < 430; k++, t = addDays(t, 1)) {
        const { years, months, days } = calculateAge(b, t);
        const key = years * 10_000 + months * 100 + days;
        const rebuilt = addDays(addMonths(b, years * 12 + months), days);
        if (rebuilt.getTime() !== t.getTime() || days < 0 || days > 30 || months > 11 || key <= previous) {
          problems.push(`${format(b, 'yyyy-MM-dd')} → ${format(t, 'yyyy-MM-dd')}`);
        }
        previous = key;
      }
    }
    expect(problems).toEqual([]);
  });

  it('rejects text that is not a real calendar date', () => {
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(parseCalendarDate('22/11/2026')).toBeNull();
    expect(parseCalendarDate('2026-02-28')).not.toBeNull();
  });

  it('picks a message by age', () => {
    expect(ageMessage(0)).toMatch(/little one/);
    expect(ageMessage(8)).not.toBe(ageMessage(22));
    expect(ageMessage(22)).toMatch(/twenties/);
    expect(ageMessage(95)).toMatch(/legend/);
  });

  it('formats an age in words', () => {
    expect(formatAge({ years: 1, months: 0, days: 2 })).toBe('1 year, 0 months and 2 days');
  });

  it('keeps the latest 5 entries, newest first', () => {
    let history: AgeHistoryEntry[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) history = addToHistory(history, entry(id));
    expect(history.map((e) => e.id)).toEqual(['7', '6', '5', '4', '3']);
  });

  it('validates stored history', () => {
    expect(isAgeHistory([entry('1')])).toBe(true);
    expect(isAgeHistory([{ id: 1 }])).toBe(false);
    expect(isAgeHistory('nope')).toBe(false);
  });
});
