import type { TUserRecord } from '@campus/shared/schemas/users';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../app/session/auth-slice';

/** The signed-in user's own record (GET /user/details), as the user routes declare it. */
export type Profile = TUserRecord;

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
