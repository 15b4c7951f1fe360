import { z } from 'zod';
import { LIST_LIMIT_CAP, STRING_MAX } from '../constants';
import { EVENT_TYPES } from '../enums';
import { fillField, MSG } from '../messages';
import { EVENT_MSG } from '../messages-events';
import {
  dateOutOfRange,
  dayFilter,
  imageUrl,
  isDateInRange,
  listQuery,
  optionalText,
  requiredBoolean,
  requiredEnum,
  requiredId,
  requiredText,
  VALIDATION_MSG,
} from './fields';
import { ZEventRsvpSummary } from './rsvp';

export const MAX_EVENT_GUESTS = 50;
export const EVENT_SUBTITLE_MAX = 500;
/** Home lists and the newest-events call never answer more than this many items. */
export const NEW_EVENTS_MAX = 100;

/** Admin forms send '' or null for a field left empty: treat both as "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A zone-less local time ('2026-11-22T18:30') means Asia/Dhaka (UTC+6, no DST), the society's clock. */
export function parseEventTime(value: string): Date | undefined {
  const v = value.trim();
  if (!v) return undefined;
  const isZoneless = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v);
  const d = new Date(isZoneless ? `${v}+06:00` : v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function eventTime(label: string) {
  return z.string({ error: fillField(label) }).transform((v, ctx) => {
    const d = parseEventTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: fillField(label) });
      return z.NEVER;
    }
    if (!isDateInRange(d)) {
      ctx.addIssue({ code: 'custom', message: dateOutOfRange(label) });
      return z.NEVER;
    }
    return d;
  });
}

/** A list sent either as a JSON-encoded string (the admin form) or as a plain array. */
export function jsonList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const ZEventGuest = z.object({
  name: requiredText('Guest Name'),
  profilePic: z.preprocess(blankToUndefined, imageUrl('Guest Picture').optional()),
  description: z.preprocess(blankToUndefined, optionalText('Guest Description', 1000)),
});
export type TEventGuest = z.infer<typeof ZEventGuest>;

const guestList = z.preprocess(
  jsonList,
  z
    .array(ZEventGuest, { error: MSG.scheduleNotJsonList('Guests') })
    .max(MAX_EVENT_GUESTS, MSG.tooManyGuests(MAX_EVENT_GUESTS)),
);

/** '' or null from a form means "none" (unlimited capacity, no deadline, no place); absent means "unchanged". */
const blankToNull = (v: unknown) => (v === '' || v === null ? null : v);

/** RSVP settings of an event (issue 19). rsvpEnabled defaults by type in the service (EVENT: on). */
export const ZEventRsvpFields = z.object({
  location: z.preprocess(
    blankToNull,
    z
      .string({ error: VALIDATION_MSG.mustBeText('Location') })
      .trim()
      .max(STRING_MAX.short, VALIDATION_MSG.tooLong('Location', STRING_MAX.short))
      .nullable()
      .optional(),
  ),
  capacity: z.preprocess(
    blankToNull,
    z.coerce
      .number<unknown>({ error: EVENT_MSG.capacityInvalid })
      .int(EVENT_MSG.capacityInvalid)
      .min(1, EVENT_MSG.capacityInvalid)
      .max(1_000_000, EVENT_MSG.capacityInvalid)
      .nullable()
      .optional(),
  ),
  rsvpEnabled: z.preprocess(blankToUndefined, requiredBoolean('RSVP Enabled').optional()),
  rsvpDeadline: z.preprocess(blankToNull, eventTime('RSVP Deadline').nullable().optional()),
});

/** The RSVP deadline, when given, is not after the start (both present in the request). */
export const deadlineNotAfterStart = (e: { startTime?: Date; rsvpDeadline?: Date | null }) =>
  !e.startTime || !e.rsvpDeadline || e.rsvpDeadline.getTime() <= e.startTime.getTime();

const ZEventFields = z.object({
  type: requiredEnum(EVENT_TYPES, 'Type'),
  title: requiredText('Title'),
  coverPic: imageUrl('Cover Picture'),
  subtitle: requiredText('Subtitle', EVENT_SUBTITLE_MAX),
  description: requiredText('Description', STRING_MAX.long),
  startTime: eventTime('Start Time'),
  endTime: eventTime('End Time'),
  isCancel: requiredBoolean('Is Cancel'),
  isTopBanner: requiredBoolean('Is Top Banner'),
  /** Only an admin may name another host; everyone else hosts their own events. */
  hostId: z.preprocess(blankToUndefined, requiredId('Host').optional()),
  guests: z.preprocess(blankToUndefined, guestList.optional()),
  ...ZEventRsvpFields.shape,
});

const endNotBeforeStart = (e: { startTime?: Date; endTime?: Date }) =>
  !e.startTime || !e.endTime || e.endTime.getTime() >= e.startTime.getTime();

/** product §5 Event form. */
export const ZCreateEventRequest = ZEventFields.refine(endNotBeforeStart, {
  message: MSG.eventEndBeforeStart,
  path: ['endTime'],
}).refine(deadlineNotAfterStart, { message: EVENT_MSG.rsvpDeadlineAfterStart, path: ['rsvpDeadline'] });
export type TCreateEventRequest = z.infer<typeof ZCreateEventRequest>;

/** product §7: the client removes updatedAt and host; unknown keys are dropped anyway. */
export const ZUpdateEventRequest = ZEventFields.partial()
  .extend({ id: requiredId('Id') })
  .refine(endNotBeforeStart, { message: MSG.eventEndBeforeStart, path: ['endTime'] })
  .refine(deadlineNotAfterStart, { message: EVENT_MSG.rsvpDeadlineAfterStart, path: ['rsvpDeadline'] });
export type TUpdateEventRequest = z.infer<typeof ZUpdateEventRequest>;

const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: VALIDATION_MSG.mustBeTrueOrFalse(name) })
      .transform((v) => v === 'true')
      .optional(),
  );

const eventTypeFilter = z.preprocess(
  blankToUndefined,
  z.enum(EVENT_TYPES, { error: VALIDATION_MSG.mustBeOneOf('type', EVENT_TYPES.join(', ')) }).optional(),
);

export const EVENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'startTime', 'endTime', 'title', 'type'] as const;
export const ZEventTableQuery = listQuery(EVENT_SORT_FIELDS, 'createdAt', { cap: LIST_LIMIT_CAP }).extend({
  type: eventTypeFilter,
  startTime: dayFilter('startTime'),
  endTime: dayFilter('endTime'),
  createdAt: dayFilter('createdAt'),
  updatedAt: dayFilter('updatedAt'),
  isCancel: flag('isCancel'),
  isTopBanner: flag('isTopBanner'),
});
export type TEventTableQuery = z.infer<typeof ZEventTableQuery>;

export const ZNewEventsQuery = z.object({
  type: eventTypeFilter,
  limit: z.coerce
    .number()
    .int()
    .min(1, VALIDATION_MSG.mustBeBetween('limit', 1, NEW_EVENTS_MAX))
    .max(NEW_EVENTS_MAX, VALIDATION_MSG.mustBeBetween('limit', 1, NEW_EVENTS_MAX))
    .default(10),
});
export type TNewEventsQuery = z.infer<typeof ZNewEventsQuery>;

/** An event's host as anyone may see it: never email or contact number. */
export const ZEventHost = z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() });
export type EventHost = z.infer<typeof ZEventHost>;

/** The stored fields of an event on the wire (ISO 8601 UTC timestamps). */
export const ZEventItem = z.object({
  id: z.number(),
  type: z.enum(EVENT_TYPES),
  title: z.string(),
  coverPic: z.string(),
  subtitle: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isCancel: z.boolean(),
  isTopBanner: z.boolean(),
  hostId: z.number(),
  host: ZEventHost.nullable(),
  guests: z.array(
    z.object({ name: z.string(), profilePic: z.string().optional(), description: z.string().optional() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventItem = z.infer<typeof ZEventItem>;

/** An event as every event answer carries it: the stored fields and the RSVP summary (issue 19). */
export const ZEventWithRsvp = ZEventItem.extend(ZEventRsvpSummary.shape);
export type EventWithRsvp = z.infer<typeof ZEventWithRsvp>;

/**
 * An event as Home's cards show it (decision 056): every field of an event answer but the description and the
 * guests, which only the news page shows; it fetches them by id.
 */
export const ZEventCard = ZEventWithRsvp.omit({ description: true, guests: true });
export type TEventCard = z.infer<typeof ZEventCard>;
