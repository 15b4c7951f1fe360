import { z } from 'zod';
import { RSVP_STATUSES, type RsvpStatus } from '../enums';
import { EVENT_MSG } from '../messages-events';
import { listQuery, requiredId, VALIDATION_MSG } from './fields';

/** Events RSVP, tickets, check-in and calendar (issue 19). */

export const RSVP_CHOICES = ['GOING', 'INTERESTED'] as const;
export const ZRsvpRequest = z.object({
  status: z.enum(RSVP_CHOICES, { error: VALIDATION_MSG.statusGoingOrInterested }),
});
export type TRsvpRequest = z.infer<typeof ZRsvpRequest>;

export const ZMyRsvp = z.object({
  status: z.enum(RSVP_STATUSES),
  position: z.number().int().positive().optional(),
});
export type TMyRsvp = z.infer<typeof ZMyRsvp>;

/** What every event answer adds. myRsvp only on the detail route for a signed-in caller. */
export const ZEventRsvpSummary = z.object({
  location: z.string().nullable(),
  capacity: z.number().nullable(),
  rsvpEnabled: z.boolean(),
  rsvpDeadline: z.string().nullable(),
  goingCount: z.number(),
  /** null when the event has no capacity (unlimited). */
  spotsLeft: z.number().nullable(),
  waitlistCount: z.number(),
  myRsvp: ZMyRsvp.nullable().optional(),
});
export type EventRsvpSummary = z.infer<typeof ZEventRsvpSummary>;

/** A ticket code as printed in the QR (long, signed) or typed by the organizer (8 characters). */
export const TICKET_SHORT_CODE_LENGTH = 8;
export const ZCheckInRequest = z
  .object({
    code: z.string({ error: EVENT_MSG.checkInCodeMissing }).trim().max(200, EVENT_MSG.ticketInvalid).optional(),
    /** Admit someone without a ticket (waitlisted, interested, or not on the list): recorded as admitted. */
    userId: requiredId('User').optional(),
    admit: z.boolean({ error: VALIDATION_MSG.mustBeTrueOrFalse('Admit') }).optional(),
  })
  .refine((v) => Boolean(v.code) || (v.userId !== undefined && v.admit === true), {
    message: EVENT_MSG.checkInCodeMissing,
    path: ['code'],
  });
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

export const ZPublicPerson = z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() });

export const ZCheckInResult = z.object({
  user: ZPublicPerson,
  checkedInAt: z.string(),
  admitted: z.boolean(),
});
export type TCheckInResult = z.infer<typeof ZCheckInResult>;

export const ZTicket = z.object({
  eventId: z.number(),
  code: z.string(),
  shortCode: z.string(),
  qrSvg: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;

/** "My tickets": upcoming events the member is GOING to, with the ticket. */
export const ZMyTicket = ZTicket.extend({
  event: z.object({
    id: z.number(),
    title: z.string(),
    coverPic: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string().nullable(),
    isCancel: z.boolean(),
  }),
});
export type TMyTicket = z.infer<typeof ZMyTicket>;

export const ATTENDEE_FILTERS = ['GOING', 'WAITLISTED', 'INTERESTED', 'CHECKED_IN'] as const;
export const ZAttendeeQuery = listQuery(['createdAt', 'fullName'] as const, 'createdAt').extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ATTENDEE_FILTERS, { error: VALIDATION_MSG.mustBeOneOf('status', ATTENDEE_FILTERS.join(', ')) }).optional(),
  ),
});
export type TAttendeeQuery = z.infer<typeof ZAttendeeQuery>;

export const ZAttendee = z.object({
  user: ZPublicPerson,
  /** null for someone admitted at the door without an RSVP. */
  status: z.enum(RSVP_STATUSES).nullable(),
  position: z.number().nullable(),
  rsvpAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  admitted: z.boolean(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ZAttendanceCounts = z.object({
  going: z.number(),
  waitlisted: z.number(),
  interested: z.number(),
  checkedIn: z.number(),
  capacity: z.number().nullable(),
});
export type TAttendanceCounts = z.infer<typeof ZAttendanceCounts>;

export const ZRsvpResult = z.object({
  status: z.enum(RSVP_STATUSES),
  position: z.number().int().positive().optional(),
});
export type TRsvpResult = z.infer<typeof ZRsvpResult>;

export const ZCalendarFeed = z.object({ url: z.string(), webcalUrl: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZCalendarTokenParam = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, EVENT_MSG.calendarFeedNotFound)
    .transform((v) => v.slice(0, -4)),
});

export type { RsvpStatus };
