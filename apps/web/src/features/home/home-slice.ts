import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 client state `home`: the whole Home payload, persisted under bc-root. */
export interface HomeState {
  topBannerEvents: unknown[];
  campusEvents: unknown[];
  podcasts: unknown[];
  allEvents: unknown[];
  busSchedule: Record<string, unknown>;
  prayerSchedule: Record<string, unknown>;
  mentors: unknown[];
  topBodies: unknown[];
  developers: unknown[];
  registrationInfo: unknown[];
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
