import { PAGE_SIZE } from '@campus/shared/constants';
import type { InstitutionType } from '@campus/shared/enums';
import type { TDirectoryRow } from '@campus/shared/schemas/directory';
import type { TUserRecord } from '@campus/shared/schemas/users';
import { type ApiList, api } from './api';

/**
 * The directory lists (institutions, departments, designations, teams) that more than one feature reads:
 * the directory admin manages them, the user form offers them as dropdowns.
 */
export type DirectoryKind = 'institution' | 'department' | 'designation' | 'team';

/** A row of any directory list, as the server's response schemas declare it. */
export type DirectoryRow = TDirectoryRow;

/** What a user picker shows of a user. */
export type UserOption = Pick<TUserRecord, 'id' | 'fullName' | 'role'>;

/** The cache tag of each list, for the mutations that change one. */
export const DIRECTORY_TAG = {
  institution: 'INSTITUTION',
  department: 'DEPARTMENT',
  designation: 'DESIGNATION',
  team: 'TEAM',
} as const;

export const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryList: build.query<ApiList<DirectoryRow>, { kind: DirectoryKind; type?: InstitutionType }>({
      query: ({ kind, type }) => ({ url: `/${kind}`, params: type ? { type } : undefined }),
      providesTags: (_r, _e, { kind }) => [DIRECTORY_TAG[kind]],
    }),
    /** Active users by name, for pickers such as an event's host (admin only: it reads the user table). */
    activeUsers: build.query<ApiList<UserOption>, void>({
      query: () => ({
        url: '/user/table',
        params: { page: 1, limit: PAGE_SIZE.adminLookup, status: 'ACTIVE', sortBy: 'fullName', sortOrder: 'asc' },
      }),
      providesTags: ['USER'],
    }),
  }),
});

export const { useDirectoryListQuery, useActiveUsersQuery } = lookupsApi;
