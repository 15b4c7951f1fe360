import type { TUpdateOwnProfileRequest } from '@campus/shared/schemas/users';
import { type ApiEnvelope, api } from '../../app/api';
import type { Profile } from './profile-slice';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7: the member app's profile fetch is called with null and fetches the current profile.
    profile: build.query<ApiEnvelope<Profile>, null>({
      query: () => '/user/details',
      providesTags: [{ type: 'USER', id: 'ME' }],
    }),
    updateProfile: build.mutation<ApiEnvelope<Profile>, TUpdateOwnProfileRequest>({
      query: (body) => ({ url: '/user/update', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'USER', id: 'ME' }],
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;
