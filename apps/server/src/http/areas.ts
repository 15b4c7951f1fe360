import { API_PREFIX } from '@campus/shared/constants';
import type { FastifyRequest } from 'fastify';

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
 * Parts of an area that a write may move alone (decision 035). An offer changes what the seller, the buyer and
 * the managers see, never a public marketplace tile; a shared library resource waits for review, so only
 * managers see it. Such a write names the part (`writes: ['marketplace.offers']`); a write that names the area
 * itself moves every part with it (every answer that reads a part also reads its area).
 */
export const SUB_AREAS: Readonly<Record<string, readonly string[]>> = {
  // offers: who offered what; fields: what a listing says (price, description, pictures, exchange wish), which
  // no filter or total reads: a seller's price edit leaves the totals counted.
  marketplace: ['marketplace.offers', 'marketplace.fields'],
  library: ['library.review'],
};

/** These areas with all their parts: what an answer reads unless it says exactly which parts it shows. */
export function withParts(areas: readonly string[]): string[] {
  return [...new Set(areas.flatMap((a) => [a, ...(SUB_AREAS[a] ?? [])]))];
}

/**
 * What a cached answer depends on unless the route says otherwise: its own area (every part of it), plus the
 * people and the directory that almost every answer names (a seller's name and picture, an author's
 * institution). Both change rarely (profile edits, role changes, admin directory edits), so reading them
 * everywhere costs little.
 */
export function defaultReads(url: string): string[] {
  return withParts([areaOf(url), 'users', 'directory']);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Areas (or parts of areas) a write route changes (default: the area of its URL); a function (run after the
     * handler answered 2xx) when it depends on what the request changed.
     */
    writes?: readonly string[] | ((request: FastifyRequest) => readonly string[]);
    /**
     * Areas a cached GET depends on (default: defaultReads of its URL). A list reads every part of the areas it
     * names; a function (run after validation and the guard) says exactly which areas and parts THIS request's
     * answer shows — the public marketplace tiles read no offers (decision 035).
     */
    reads?: readonly string[] | ((request: FastifyRequest) => readonly string[]);
  }
}
