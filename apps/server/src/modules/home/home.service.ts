import type { AppContext } from '../../app-context';
import { presentEventCard } from '../events/events.presenter';
import { findHomeEventCards } from '../events/events.repository';
import { presentWindow } from '../registration/registration.presenter';
import { listWindows } from '../registration/registration.repository';
import { presentBusSchedule, presentPrayerSchedule } from '../schedules/schedules.presenter';
import { findBusSchedule, findPrayerSchedule } from '../schedules/schedules.repository';
import { presentHomeMember } from './home.presenter';
import { findHomeMembers } from './home.repository';

/** Each Home list answers at most this many items. */
export const HOME_LIST_LIMIT = 20;

/** Builds the Home payload with five statements (events, members, two schedules, windows), whatever the data size. */
export async function loadHome(ctx: AppContext) {
  const db = ctx.db;
  const [cards, bus, prayer, members, windows] = await Promise.all([
    findHomeEventCards(db, HOME_LIST_LIMIT),
    findBusSchedule(db),
    findPrayerSchedule(db),
    findHomeMembers(db, HOME_LIST_LIMIT),
    listWindows(db).limit(HOME_LIST_LIMIT),
  ]);
  return {
    topBannerEvents: cards.banner.map(presentEventCard),
    campusEvents: cards.campus.map(presentEventCard),
    podcasts: cards.podcasts.map(presentEventCard),
    allEvents: cards.all.map(presentEventCard),
    busSchedule: presentBusSchedule(bus),
    prayerSchedule: presentPrayerSchedule(prayer),
    mentors: members.MENTOR.map(presentHomeMember),
    topBodies: members.TOP_TEN.map(presentHomeMember),
    developers: members.DEVELOPER.map(presentHomeMember),
    registrationInfo: windows.map((w) => presentWindow(w.window, w.institution)),
  };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;
