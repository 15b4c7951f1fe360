import { z } from 'zod';
import { ZRegistrationWindow } from './auth';
import { ZEventCard } from './events';
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

export const ZHomeData = z.object({
  topBannerEvents: z.array(ZEventCard),
  campusEvents: z.array(ZEventCard),
  podcasts: z.array(ZEventCard),
  allEvents: z.array(ZEventCard),
  busSchedule: ZBusSchedule,
  prayerSchedule: ZPrayerSchedule,
  mentors: z.array(ZPublicMember),
  topBodies: z.array(ZPublicMember),
  developers: z.array(ZPublicMember),
  registrationInfo: z.array(ZRegistrationWindow),
});
export type HomeData = z.infer<typeof ZHomeData>;
