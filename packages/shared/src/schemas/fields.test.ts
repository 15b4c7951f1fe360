import { describe, expect, it } from 'vitest';
import { isoDateTime, requiredId } from './fields';

describe('requiredId', () => {
  const id = requiredId('Department');
  it.each([
    [5, 5],
    ['12', 12],
  ])('accepts %j', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });
  it.each([true, null, 'abc', '', 0, -3, 1.5])('refuses %j with the field message', (input) => {
    const result = id.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please fill out the Department field.');
  });
});

describe('isoDateTime', () => {
  const deadline = isoDateTime('Deadline');
  it('accepts an ISO string', () => {
    expect(deadline.parse('2026-12-01T10:00:00Z').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
  it.each([null, true, '', 'not a date', 0])('refuses %j', (input) => {
    const result = deadline.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please fill out the Deadline field.');
  });
});
