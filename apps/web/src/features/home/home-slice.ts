import type { HomeData, TPublicMember } from '@campus/shared/schemas/home';
import type { BusSchedule, PrayerSchedule } from '@campus/shared/schemas/schedules';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The GET /user/home payload (architecture §7), as the server's response schema declares it. */
export type { HomeData } from '@campus/shared/schemas/home';
/** A member as Home shows them: public fields only. */
export type PublicMember = TPublicMember;

/** product §3 client state `home`: the whole Home payload, persisted under bc-root; reset gives empty lists and objects. */
export interface HomeState extends Omit<HomeData, 'busSchedule' | 'prayerSchedule'> {
  busSchedule: Partial<BusSchedule>;
  prayerSchedule: Partial<PrayerSchedule>;
}

export const emptyHome: HomeState = {
  topBannerEvents: [],
  campusEvents: [],
  podcasts: [],
  allEvents: [],
  busSchedule: {},
  prayerSchedule: {},
  mentors: [],
  topBodies: [],
  developers: [],
  registrationInfo: [],
};

export const homeSlice = createSlice({
  name: 'home',
  initialState: emptyHome,
  reducers: {
    setHomeData: (_state, action: PayloadAction<HomeState>) => ({ ...emptyHome, ...action.payload }),
    resetHome: () => emptyHome,
  },
});

export const { setHomeData, resetHome } = homeSlice.actions;

/** True when the stored Home has anything worth showing (e.g. after a reload while offline). */
export function hasHomeContent(home: HomeState): boolean {
  return (
    home.topBannerEvents.length + home.campusEvents.length + home.podcasts.length + home.allEvents.length > 0 ||
    Boolean(home.busSchedule.id) ||
    Boolean(home.prayerSchedule.id)
  );
}
