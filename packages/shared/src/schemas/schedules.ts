import { z } from 'zod';
import { type BusSchedule, RESERVED_BUS_KEYS } from '../bus-routes';
import { BUS_GROUPS, STRING_MAX } from '../constants';
import { MSG } from '../messages';
import { imageUrl, VALIDATION_MSG } from './fields';

export const MAX_SCHEDULE_ENTRIES = 100;
export const MAX_BUS_GROUPS = 20;
/** A bus route key such as fromCampusToMymensingh: letters and digits, starting with a letter. */
export const BUS_GROUP_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9]{0,63}$/;
/** Body keys of PATCH /busSchedule/ that are never route lists. */

export const PRAYER_LIST_LABEL = 'Prayer Schedule';

export type { BusSchedule } from '../bus-routes';
export { busRoutesOf } from '../bus-routes';

/** Answers of GET/PATCH /busSchedule/ and /prayerSchedule/ (product §3); null fields before anything was posted. */
const scheduleAnswer = {
  id: z.number().nullable(),
  image: z.string().nullable(),
  newUpdate: z.string().nullable(),
  updatedAt: z.string().nullable(),
};
export const ZBusEntry = z.object({ busName: z.string(), time: z.string(), isAvailable: z.boolean() });
/** Each route is a top-level key holding its entries (BusSchedule in bus-routes.ts). */
export const ZBusSchedule: z.ZodType<BusSchedule> = z.object(scheduleAnswer).catchall(z.array(ZBusEntry));
export const ZPrayerEntry = z.object({ id: z.number(), name: z.string(), time: z.string() });
export const ZPrayerSchedule = z.object({ ...scheduleAnswer, data: z.array(ZPrayerEntry) });
export type BusEntry = z.infer<typeof ZBusEntry>;
export type PrayerEntry = z.infer<typeof ZPrayerEntry>;
export type PrayerSchedule = z.infer<typeof ZPrayerSchedule>;

/** The label the member app shows for a route key, or the key itself for a route it does not know. */
export function busGroupLabel(key: string): string {
  return BUS_GROUPS.find((g) => g.key === key)?.label ?? key;
}

/** '7:30', '07:30', '7:30 pm' → 24-hour 'HH:mm'; anything else → undefined. */
export function normalizeTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(value.trim());
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (minutes > 59) return undefined;
  if (m[3]) {
    if (hours < 1 || hours > 12) return undefined;
    const isPm = m[3].toLowerCase() === 'pm';
    hours = (hours % 12) + (isPm ? 12 : 0);
  }
  if (hours > 23) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

type Parsed<T> = { ok: true; entries: T[] } | { ok: false; message: string };

function parseList(label: string, value: unknown): Parsed<Record<string, unknown>> {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { ok: false, message: MSG.scheduleNotJsonList(label) };
    }
  }
  if (!Array.isArray(list)) return { ok: false, message: MSG.scheduleNotJsonList(label) };
  if (list.length > MAX_SCHEDULE_ENTRIES)
    return { ok: false, message: MSG.scheduleTooManyEntries(label, MAX_SCHEDULE_ENTRIES) };
  if (list.some((e) => typeof e !== 'object' || e === null || Array.isArray(e))) {
    return { ok: false, message: MSG.scheduleNotJsonList(label) };
  }
  return { ok: true, entries: list as Record<string, unknown>[] };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** One route's list (JSON string or array) → entries, or the first problem naming the route. */
export function parseBusGroup(label: string, value: unknown): Parsed<BusEntry> {
  const parsed = parseList(label, value);
  if (!parsed.ok) return parsed;
  const entries: BusEntry[] = [];
  for (const [i, raw] of parsed.entries.entries()) {
    const busName = text(raw.busName);
    if (!busName || busName.length > STRING_MAX.short) return { ok: false, message: MSG.busEntryName(label, i + 1) };
    const time = normalizeTime(raw.time);
    if (!time) return { ok: false, message: MSG.scheduleEntryTime(label, i + 1) };
    const isAvailable = raw.isAvailable ?? true;
    if (typeof isAvailable !== 'boolean') return { ok: false, message: MSG.busEntryAvailable(label, i + 1) };
    entries.push({ busName, time, isAvailable });
  }
  return { ok: true, entries };
}

/** The prayer list (JSON string or array of {name, time}) → entries numbered 1..n. */
export function parsePrayerList(value: unknown): Parsed<PrayerEntry> {
  const parsed = parseList(PRAYER_LIST_LABEL, value);
  if (!parsed.ok) return parsed;
  const entries: PrayerEntry[] = [];
  for (const [i, raw] of parsed.entries.entries()) {
    const name = text(raw.name);
    if (!name || name.length > STRING_MAX.short)
      return { ok: false, message: MSG.prayerEntryName(PRAYER_LIST_LABEL, i + 1) };
    const time = normalizeTime(raw.time);
    if (!time) return { ok: false, message: MSG.scheduleEntryTime(PRAYER_LIST_LABEL, i + 1) };
    entries.push({ id: i + 1, name, time });
  }
  return { ok: true, entries };
}

/** undefined = keep what is stored; null or '' = clear it. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const scheduleFields = {
  image: clearable(imageUrl('Image')),
  newUpdate: clearable(
    z
      .string({ error: VALIDATION_MSG.mustBeText('New Update') })
      .trim()
      .max(1000, VALIDATION_MSG.tooLong('New Update', 1000)),
  ),
};

/**
 * PATCH /busSchedule/: image, newUpdate, and each route as a JSON-encoded list (arrays accepted too).
 * Route keys are collected here and validated one by one so a message names the route.
 */
export const ZUpdateBusScheduleRequest = z.looseObject(scheduleFields).transform((body, ctx) => {
  const groups: Record<string, BusEntry[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (RESERVED_BUS_KEYS.has(key) || value === undefined) continue;
    if (!BUS_GROUP_KEY_PATTERN.test(key)) {
      ctx.addIssue({ code: 'custom', message: MSG.scheduleGroupKey(key), path: [key] });
      return z.NEVER;
    }
    const parsed = parseBusGroup(busGroupLabel(key), value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message, path: [key] });
      return z.NEVER;
    }
    groups[key] = parsed.entries;
  }
  if (Object.keys(groups).length > MAX_BUS_GROUPS) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MSG.busScheduleMaxRoutes(MAX_BUS_GROUPS) });
    return z.NEVER;
  }
  return {
    image: body.image as string | null | undefined,
    newUpdate: body.newUpdate as string | null | undefined,
    groups,
  };
});
export type TUpdateBusScheduleRequest = z.infer<typeof ZUpdateBusScheduleRequest>;

/** PATCH /prayerSchedule/: image, newUpdate, data as a JSON-encoded list of {name, time}. */
export const ZUpdatePrayerScheduleRequest = z
  .object({ ...scheduleFields, data: z.unknown().optional() })
  .transform((body, ctx) => {
    if (body.data === undefined) return { image: body.image, newUpdate: body.newUpdate, data: undefined };
    const parsed = parsePrayerList(body.data);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message, path: ['data'] });
      return z.NEVER;
    }
    return { image: body.image, newUpdate: body.newUpdate, data: parsed.entries };
  });
export type TUpdatePrayerScheduleRequest = z.infer<typeof ZUpdatePrayerScheduleRequest>;
