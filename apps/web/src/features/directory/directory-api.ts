import type { TRegistrationWindow } from '@campus/shared/schemas/auth';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';
import { DIRECTORY_TAG, type DirectoryKind, type DirectoryRow } from '../../app/lookups-api';

export type RegistrationWindowRow = TRegistrationWindow;

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createDirectoryEntry: build.mutation<
      ApiEnvelope<DirectoryRow>,
      { kind: DirectoryKind; body: Record<string, unknown> }
    >({
      query: ({ kind, body }) => ({ url: `/${kind}/create`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { kind }) => [DIRECTORY_TAG[kind]],
    }),
    updateDirectoryEntry: build.mutation<
      ApiEnvelope<DirectoryRow>,
      { kind: DirectoryKind; id: number; body: Record<string, unknown> }
    >({
      query: ({ kind, id, body }) => ({ url: `/${kind}/update`, method: 'PATCH', body: { ...body, id } }),
      // Users show these names, so their rows refresh too.
      invalidatesTags: (_r, _e, { kind }) => [DIRECTORY_TAG[kind], 'USER'],
    }),
    deleteDirectoryEntry: build.mutation<ApiEnvelope<{ id: number }>, { kind: DirectoryKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { kind }) => [DIRECTORY_TAG[kind]],
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
  useCreateDirectoryEntryMutation,
  useUpdateDirectoryEntryMutation,
  useDeleteDirectoryEntryMutation,
  useRegistrationWindowsQuery,
  useSaveRegistrationWindowMutation,
} = directoryApi;
