import { API_PREFIX } from '@campus/shared/constants';

/**
 * The areas of the change feed (decision 014): a committed write moves its area's version, and a cached answer
 * is served only while the versions of the areas it READS are unchanged. A route's area is the first segment
 * of its URL after /api/v1, renamed where product §7 spells an area several ways; an unknown segment is its own
 * area, so a new module is covered the moment it registers. A route may name its areas itself: `config.writes`
 * on a write route, `config.reads` on a cached GET (Home reads several areas).
 */
const SEGMENT_AREA: Record<string, string> = {
  marketplace: 'marketplace',
  eLibrary: 'library',
  event: 'events',
  busSchedule: 'schedules',
  prayerSchedule: 'schedules',
  institution: 'directory',
  department: 'directory',
  designation: 'directory',
  team: 'directory',
  user: 'users',
  // Sign-up and login write user rows; the registration windows (/auth/announcement) show on Home with them.
  auth: 'users',
};

export function areaOf(url: string): string {
  const rest = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const segment = rest.split('/').find(Boolean) ?? '';
  return SEGMENT_AREA[segment] ?? segment;
}

/**
 * What a cached answer depends on unless the route says otherwise: its own area, plus the people and the
 * directory that almost every answer names (a seller's name and picture, an author's institution). Both change
 * rarely (profile edits, role changes, admin directory edits), so reading them everywhere costs little.
 */
export function defaultReads(url: string): string[] {
  return [...new Set([areaOf(url), 'users', 'directory'])];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Areas a write route changes (default: the area of its URL). */
    writes?: readonly string[];
    /** Areas a cached GET depends on (default: defaultReads of its URL). */
    reads?: readonly string[];
  }
}
