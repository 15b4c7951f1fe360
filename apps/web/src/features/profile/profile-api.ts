import type { TUpdateOwnProfileRequest } from '@campus/shared/schemas/users';
import { type ApiEnvelope, api } from '../../app/api';
import { decodeToken } from '../../app/session/use-session';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { type Profile, setProfile } from './profile-slice';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // product §7: the member app's profile fetch is called with null and fetches the current profile.
    profile: build.query<ApiEnvelope<Profile>, null>({
      query: () => '/user/details',
      providesTags: [{ type: 'USER', id: 'ME' }],
      // product §3: the profile is kept on the device (bc-profile) — unless the role changed since sign-in, in
      // which case the profile page signs the member out (product §2.10) and nothing of it is kept.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        const { token } = (getState() as unknown as { auth: { token: string | null } }).auth;
        if (answer.data.data.role === decodeToken(token).role) dispatch(setProfile(answer.data.data));
        // The account's language follows the member to this device (decision 030).
        const { language } = answer.data.data;
        if (language && language !== currentLanguage()) void setLanguage(language);
      },
    }),
    updateProfile: build.mutation<ApiEnvelope<Profile>, TUpdateOwnProfileRequest>({
      query: (body) => ({ url: '/user/update', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'USER', id: 'ME' }],
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;
