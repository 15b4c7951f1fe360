import { z } from 'zod';
import { EVENT_TYPES, RSVP_STATUSES } from '../enums';
import { ZRegistrationWindow } from './auth';
import type { EventWithRsvp } from './events';
import { ZBusSchedule, ZPrayerSchedule } from './schedules';

/** GET /user/home (architecture §7): the whole Home payload, one answer. */

/** A member as Home shows them: public fields only, never email or contact number. */
export const ZPublicMember = z.object({
  id: z.number(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
  designation: z.string().nullable(),
  team: z.string().nullable(),
  department: z.string().nullable(),
  institute: z.string().nullable(),
});
export type TPublicMember = z.infer<typeof ZPublicMember>;

/** An event as every event answer carries it: the stored fields and the RSVP summary (EventWithRsvp). */
export const ZEventWithRsvp = z.object({
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
  host: z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() }).nullable(),
  guests: z.array(
    z.object({ name: z.string(), profilePic: z.string().optional(), description: z.string().optional() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  location: z.string().nullable(),
  capacity: z.number().nullable(),
  rsvpEnabled: z.boolean(),
  rsvpDeadline: z.string().nullable(),
  goingCount: z.number(),
  spotsLeft: z.number().nullable(),
  waitlistCount: z.number(),
  myRsvp: z
    .object({ status: z.enum(RSVP_STATUSES), position: z.number().optional() })
    .nullable()
    .optional(),
}) satisfies z.ZodType<EventWithRsvp>;

export const ZHomeData = z.object({
  topBannerEvents: z.array(ZEventWithRsvp),
  campusEvents: z.array(ZEventWithRsvp),
  podcasts: z.array(ZEventWithRsvp),
  allEvents: z.array(ZEventWithRsvp),
  busSchedule: ZBusSchedule,
  prayerSchedule: ZPrayerSchedule,
  mentors: z.array(ZPublicMember),
  topBodies: z.array(ZPublicMember),
  developers: z.array(ZPublicMember),
  registrationInfo: z.array(ZRegistrationWindow),
});
export type HomeData = z.infer<typeof ZHomeData>;
