import type { InstitutionType } from '@campus/shared/enums';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';

export type DirectoryKind = 'institution' | 'department' | 'designation' | 'team';

export interface DirectoryRow {
  id: number;
  name: string;
  type?: InstitutionType;
  coverPic?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RegistrationWindowRow {
  id: number;
  isOpen: boolean;
  isOpenNow: boolean;
  openForId: number;
  openFor: { id: number; name: string } | null;
  imageUrl: string;
  deadline: string;
  createdAt: string;
  updatedAt: string;
}

const TAG = { institution: 'INSTITUTION', department: 'DEPARTMENT', designation: 'DESIGNATION', team: 'TEAM' } as const;

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryList: build.query<ApiList<DirectoryRow>, { kind: DirectoryKind; type?: InstitutionType }>({
      query: ({ kind, type }) => ({ url: `/${kind}`, params: type ? { type } : undefined }),
      providesTags: (_r, _e, { kind }) => [TAG[kind]],
    }),
    createDirectoryEntry: build.mutation<
      ApiEnvelope<DirectoryRow>,
      { kind: DirectoryKind; body: Record<string, unknown> }
    >({
      query: ({ kind, body }) => ({ url: `/${kind}/create`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { kind }) => [TAG[kind]],
    }),
    updateDirectoryEntry: build.mutation<
      ApiEnvelope<DirectoryRow>,
      { kind: DirectoryKind; id: number; body: Record<string, unknown> }
    >({
      query: ({ kind, id, body }) => ({ url: `/${kind}/update`, method: 'PATCH', body: { ...body, id } }),
      // Users show these names, so their rows refresh too.
      invalidatesTags: (_r, _e, { kind }) => [TAG[kind], 'USER'],
    }),
    deleteDirectoryEntry: build.mutation<ApiEnvelope<{ id: number }>, { kind: DirectoryKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { kind }) => [TAG[kind]],
    }),
    registrationWindows: build.query<ApiList<RegistrationWindowRow>, void>({
      query: () => '/auth/announcement',
      providesTags: ['REGINFO'],
    }),
    saveRegistrationWindow: build.mutation<ApiEnvelope<RegistrationWindowRow>, Record<string, unknown>>({
      query: (body) => ({ url: '/auth/announcement', method: 'POST', body }),
      invalidatesTags: ['REGINFO'],
    }),
  }),
});

export const {
  useDirectoryListQuery,
  useCreateDirectoryEntryMutation,
  useUpdateDirectoryEntryMutation,
  useDeleteDirectoryEntryMutation,
  useRegistrationWindowsQuery,
  useSaveRegistrationWindowMutation,
} = directoryApi;
