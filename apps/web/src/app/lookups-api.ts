import type { InstitutionType } from '@campus/shared/enums';
import { type ApiList, api } from './api';

/**
 * The directory lists (institutions, departments, designations, teams) that more than one feature reads:
 * the directory admin manages them, the user form offers them as dropdowns.
 */
export type DirectoryKind = 'institution' | 'department' | 'designation' | 'team';

export interface DirectoryRow {
  id: number;
  name: string;
  type?: InstitutionType;
  coverPic?: string | null;
  createdAt: string;
  updatedAt: string;
}

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
  }),
});

export const { useDirectoryListQuery } = lookupsApi;
