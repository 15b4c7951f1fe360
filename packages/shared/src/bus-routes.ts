import type { BusEntry } from './schemas/schedules';

/**
 * The bus schedule's wire shape and its reader, kept free of zod so Home's first script can read the routes
 * without loading the validation schemas.
 */

/** Body and answer keys of the bus schedule that are never route lists. */
export const RESERVED_BUS_KEYS = new Set(['id', 'image', 'newUpdate', 'updatedAt', 'createdAt', 'groups']);

/**
 * Wire shape of GET /busSchedule/ (product §3): id, image, newUpdate, updatedAt, and each route as a top-level key
 * holding its entries (keys come from the stored data; `busRoutesOf` reads them).
 */
export type BusSchedule = {
  id: number | null;
  image: string | null;
  newUpdate: string | null;
  updatedAt: string | null;
} & { [route: string]: unknown };

/** The route lists of a bus schedule answer: every top-level key that is not one of its fixed fields. */
export function busRoutesOf(schedule: BusSchedule | null | undefined): Record<string, BusEntry[]> {
  const routes: Record<string, BusEntry[]> = {};
  if (!schedule) return routes;
  for (const [key, value] of Object.entries(schedule)) {
    if (!RESERVED_BUS_KEYS.has(key) && Array.isArray(value)) routes[key] = value as BusEntry[];
  }
  return routes;
}
