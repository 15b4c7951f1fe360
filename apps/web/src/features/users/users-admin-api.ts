import type { TUserRecord } from '@campus/shared/schemas/users';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';
import { listFromBootOrNetwork } from '../../app/boot-list';
import type { TableQuery } from '../../components/ui/data-table';

/** The full user record an admin sees, as the user routes declare it. */
export type AdminUser = TUserRecord;

export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    userTable: build.query<ApiList<AdminUser>, TableQuery>({
      // The first load of the Dashboard's User Management takes the answer index.html's boot script already asked
      // for (first-page.ts), if it asked for exactly this page as this member in this language (decision 043).
      queryFn: (query, { getState }, _extra, baseQuery) =>
        listFromBootOrNetwork<AdminUser>('users', '/user/table', query, getState(), baseQuery),
      providesTags: ['USER'],
    }),
    createUser: build.mutation<ApiEnvelope<AdminUser>, Record<string, unknown>>({
      query: (body) => ({ url: '/user/create', method: 'POST', body }),
      invalidatesTags: ['USER'],
    }),
    updateUserByAdmin: build.mutation<ApiEnvelope<AdminUser>, { id: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/user/update/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['USER'],
    }),
  }),
});

export const { useUserTableQuery, useCreateUserMutation, useUpdateUserByAdminMutation } = usersAdminApi;
