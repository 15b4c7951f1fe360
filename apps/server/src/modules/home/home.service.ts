import type { AppContext } from '../../app-context';
import { presentEvent } from '../events/events.presenter';
import { findHomeEvents } from '../events/events.repository';
import { presentWindow } from '../registration/registration.presenter';
import { listWindows } from '../registration/registration.repository';
import { presentBusSchedule, presentPrayerSchedule } from '../schedules/schedules.presenter';
import { findBusSchedule, findPrayerSchedule } from '../schedules/schedules.repository';
import { presentHomeMember } from './home.presenter';
import { findActiveMembersByRole } from './home.repository';

/** Each Home list answers at most this many items. */
export const HOME_LIST_LIMIT = 20;

/** Builds the Home payload with a fixed number of statements (one per list), whatever the data size. */
export async function loadHome(ctx: AppContext) {
  const db = ctx.db;
  const [banner, campus, podcasts, all, bus, prayer, mentors, topBodies, developers, windows] = await Promise.all([
    findHomeEvents(db, 'banner', HOME_LIST_LIMIT),
    findHomeEvents(db, 'campus', HOME_LIST_LIMIT),
    findHomeEvents(db, 'podcasts', HOME_LIST_LIMIT),
    findHomeEvents(db, 'all', HOME_LIST_LIMIT),
    findBusSchedule(db),
    findPrayerSchedule(db),
    findActiveMembersByRole(db, 'MENTOR', HOME_LIST_LIMIT),
    findActiveMembersByRole(db, 'TOP_TEN', HOME_LIST_LIMIT),
    findActiveMembersByRole(db, 'DEVELOPER', HOME_LIST_LIMIT),
    listWindows(db).limit(HOME_LIST_LIMIT),
  ]);
  return {
    topBannerEvents: banner.map(presentEvent),
    campusEvents: campus.map(presentEvent),
    podcasts: podcasts.map(presentEvent),
    allEvents: all.map(presentEvent),
    busSchedule: presentBusSchedule(bus),
    prayerSchedule: presentPrayerSchedule(prayer),
    mentors: mentors.map(presentHomeMember),
    topBodies: topBodies.map(presentHomeMember),
    developers: developers.map(presentHomeMember),
    registrationInfo: windows.map((w) => presentWindow(w.window, w.institution)),
  };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;
