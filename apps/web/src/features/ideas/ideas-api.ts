import type {
  TCreateIdeaRequest,
  TIdea,
  TIdeaCategory,
  TIdeaComment,
  TIdeaTableQuery,
  TReviewIdeaRequest,
  TUpdateIdeaRequest,
} from '@campus/shared/schemas/ideas';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';

const IDEAS = 'IDEAS' as const;

function params<T extends object>(query: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  }
  return out;
}

export const ideasApi = api.injectEndpoints({
  endpoints: (build) => ({
    ideas: build.query<ApiList<TIdea>, Partial<TIdeaTableQuery>>({
      query: (query) => ({ url: '/idea/table', params: params(query) }),
      providesTags: [IDEAS],
    }),
    idea: build.query<ApiEnvelope<TIdea>, number>({
      query: (id) => `/idea/${id}`,
      providesTags: [IDEAS],
    }),
    ideaComments: build.query<ApiList<TIdeaComment>, number>({
      query: (id) => ({ url: `/idea/${id}/comments`, params: { limit: 100 } }),
      providesTags: [IDEAS],
    }),
    ideaCategories: build.query<ApiList<TIdeaCategory>, void>({
      query: () => '/idea/category/table',
      providesTags: [IDEAS],
    }),
    createIdea: build.mutation<ApiEnvelope<TIdea>, TCreateIdeaRequest>({
      query: (body) => ({ url: '/idea/create', method: 'POST', body }),
      invalidatesTags: [IDEAS],
    }),
    updateIdea: build.mutation<ApiEnvelope<TIdea>, TUpdateIdeaRequest>({
      query: (body) => ({ url: '/idea/update', method: 'PATCH', body }),
      invalidatesTags: [IDEAS],
    }),
    reviewIdea: build.mutation<ApiEnvelope<TIdea>, TReviewIdeaRequest>({
      query: (body) => ({ url: '/idea/review', method: 'PATCH', body }),
      invalidatesTags: [IDEAS, 'LEADERBOARD'],
    }),
    voteIdea: build.mutation<ApiEnvelope<TIdea>, { id: number; vote: boolean }>({
      query: ({ id, vote }) => ({ url: `/idea/${id}/vote`, method: vote ? 'POST' : 'DELETE' }),
      invalidatesTags: [IDEAS],
    }),
    addIdeaComment: build.mutation<ApiEnvelope<TIdeaComment>, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: `/idea/${id}/comment`, method: 'POST', body: { body } }),
      invalidatesTags: [IDEAS],
    }),
    deleteIdeaComment: build.mutation<ApiEnvelope<{ id: number }>, { id: number; commentId: number }>({
      query: ({ id, commentId }) => ({ url: `/idea/${id}/comment/${commentId}`, method: 'DELETE' }),
      invalidatesTags: [IDEAS],
    }),
    createIdeaCategory: build.mutation<ApiEnvelope<TIdeaCategory>, { name: string }>({
      query: (body) => ({ url: '/idea/category/create', method: 'POST', body }),
      invalidatesTags: [IDEAS],
    }),
    renameIdeaCategory: build.mutation<ApiEnvelope<TIdeaCategory>, { id: number; name: string }>({
      query: (body) => ({ url: '/idea/category/update', method: 'PATCH', body }),
      invalidatesTags: [IDEAS],
    }),
    deleteIdeaCategory: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (id) => ({ url: `/idea/category/${id}`, method: 'DELETE' }),
      invalidatesTags: [IDEAS],
    }),
    /** An Incubating idea's +20 is taken back with it, so the board changes too. */
    deleteIdea: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (id) => ({ url: `/idea/${id}`, method: 'DELETE' }),
      invalidatesTags: [IDEAS, 'LEADERBOARD'],
    }),
  }),
});

export const {
  useIdeasQuery,
  useIdeaQuery,
  useIdeaCommentsQuery,
  useIdeaCategoriesQuery,
  useCreateIdeaMutation,
  useUpdateIdeaMutation,
  useReviewIdeaMutation,
  useVoteIdeaMutation,
  useAddIdeaCommentMutation,
  useDeleteIdeaCommentMutation,
  useCreateIdeaCategoryMutation,
  useRenameIdeaCategoryMutation,
  useDeleteIdeaCategoryMutation,
  useDeleteIdeaMutation,
} = ideasApi;
