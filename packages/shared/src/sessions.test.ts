import { describe, expect, it } from 'vitest';
import { adminSessions, currentSessionStartYear, registrationSessions, sessionLabel } from './sessions';

describe('academic sessions', () => {
  it('writes a session as the society does, across a century', () => {
    expect(sessionLabel(2025)).toBe('2025-26');
    expect(sessionLabel(2099)).toBe('2099-00');
  });

  it('starts a new session in July, Dhaka time', () => {
    expect(currentSessionStartYear(new Date('2026-06-30T17:59:59Z'))).toBe(2025); // 23:59 on 30 June in Dhaka
    expect(currentSessionStartYear(new Date('2026-06-30T18:00:00Z'))).toBe(2026); // 00:00 on 1 July in Dhaka
  });

  it('offers registration from 2017-18 and admin forms from 2018-19, both up to the current session', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(registrationSessions(now)).toEqual([
      '2017-18',
      '2018-19',
      '2019-20',
      '2020-21',
      '2021-22',
      '2022-23',
      '2023-24',
      '2024-25',
      '2025-26',
      '2026-27',
    ]);
    expect(adminSessions(now)[0]).toBe('2018-19');
    expect(adminSessions(now).at(-1)).toBe('2026-27');
  });

  it('grows by itself as years pass', () => {
    expect(adminSessions(new Date('2031-08-01T00:00:00Z')).at(-1)).toBe('2031-32');
  });
});
