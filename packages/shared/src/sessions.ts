import { DHAKA_UTC_OFFSET_MS } from './constants';

/** product §5: the member registration form offers sessions from 2017-18, the admin forms from 2018-19. */
export const REGISTRATION_FIRST_SESSION_YEAR = 2017;
export const ADMIN_FIRST_SESSION_YEAR = 2018;
/** An academic session starts in July (month 7): from July 2026 the current session is 2026-27. */
export const SESSION_START_MONTH = 7;

/** The session a year starts, written as the society writes it: 2025 → '2025-26'. */
export function sessionLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The start year of the academic session under way at `now` (in Dhaka). */
export function currentSessionStartYear(now: Date = new Date()): number {
  const dhaka = new Date(now.getTime() + DHAKA_UTC_OFFSET_MS);
  const year = dhaka.getUTCFullYear();
  return dhaka.getUTCMonth() + 1 >= SESSION_START_MONTH ? year : year - 1;
}

/** Every session from `firstStartYear` up to the current one, oldest first. */
export function sessionsSince(firstStartYear: number, now: Date = new Date()): string[] {
  const last = currentSessionStartYear(now);
  const sessions: string[] = [];
  for (let year = firstStartYear; year <= last; year++) sessions.push(sessionLabel(year));
  return sessions;
}

/** Sessions on the member registration form: 2017-18 to the current session. */
export function registrationSessions(now: Date = new Date()): string[] {
  return sessionsSince(REGISTRATION_FIRST_SESSION_YEAR, now);
}

/** Sessions in the admin forms: 2018-19 to the current session. */
export function adminSessions(now: Date = new Date()): string[] {
  return sessionsSince(ADMIN_FIRST_SESSION_YEAR, now);
}
