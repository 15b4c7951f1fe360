import type {
  TAuthConfig,
  TAuthTokenResponse,
  TRegisterRequest,
  TRegistrationWindow,
} from '@campus/shared/schemas/auth';
import type { TDirectoryRow } from '@campus/shared/schemas/directory';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';

/** A department or institution of the registration form's lists, as the directory routes declare it. */
export type DirectoryItem = TDirectoryRow;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    authConfig: build.query<ApiEnvelope<TAuthConfig>, void>({
      query: () => '/auth/config',
    }),
    login: build.mutation<ApiEnvelope<TAuthTokenResponse>, { token: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<ApiEnvelope<TAuthTokenResponse>, TRegisterRequest>({
      query: (body) => ({
        url: '/auth/register',
        method: 'POST',
        body: { ...body, contactNo: String(body.contactNo) },
      }),
    }),
    logout: build.mutation<ApiEnvelope<null>, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<ApiEnvelope<null>, void>({
      query: () => ({ url: '/auth/logout/everywhere', method: 'POST', body: { confirm: true } }),
    }),
    announcements: build.query<ApiList<TRegistrationWindow>, void>({
      query: () => '/auth/announcement',
      providesTags: ['REGINFO'],
    }),
    departments: build.query<ApiList<DirectoryItem>, 'UNIVERSITY' | 'COLLEGE'>({
      query: (type) => ({ url: '/department', params: { type } }),
      providesTags: ['DEPARTMENT'],
    }),
  }),
});

export const {
  useAuthConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useAnnouncementsQuery,
  useDepartmentsQuery,
} = authApi;
