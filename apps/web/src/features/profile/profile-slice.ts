import type { Lang } from '@campus/shared/i18n/lang';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../app/session/auth-slice';

export interface Profile {
  id: number;
  fullName: string;
  email: string;
  contactNo: string | null;
  link: string | null;
  profilePic: string | null;
  coverPic: string | null;
  role: string;
  status: string;
  studyAt: string | null;
  session: string | null;
  /** Empty until the member chooses a language (decision 030). */
  language?: Lang | null;
  teamId: number | null;
  instituteName: { name: string } | null;
  deptName: { name: string } | null;
  designation: { name: string } | null;
  team: { name: string } | null;
}

export interface ProfileState {
  profileData: Profile | null;
}

const initialState: ProfileState = { profileData: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    setProfile(state, action: PayloadAction<Profile>) {
      state.profileData = action.payload;
    },
    clearProfile(state) {
      state.profileData = null;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { setProfile, clearProfile } = profileSlice.actions;
