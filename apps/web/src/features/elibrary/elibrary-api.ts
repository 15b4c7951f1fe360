import type { LibraryStatus, SortOrder } from '@campus/shared/enums';
import type {
  TCreateLibraryCategoryRequest,
  TLibraryCategory,
  TLibraryItem,
  TLibrarySortField,
  TLibrarySummary,
  TUpdateLibraryCategoryRequest,
} from '@campus/shared/schemas/elibrary';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';
import { listFromBootOrNetwork } from '../../app/boot-list';
import { queryParams } from '../../lib/query-params';
import { setCategories, setLibrary } from './elibrary-slice';
import { isFirstLibraryPage } from './first-page';

export interface LibraryItemsArgs {
  page: number;
  limit: number;
  sortBy?: TLibrarySortField;
  sortOrder?: SortOrder;
  searchTerm?: string;
  categoryId?: number;
  status?: LibraryStatus;
  createdAt?: string;
}

/** What the web sends to create or update an item: the gallery as `images` (the server also accepts `description`). */
export interface LibraryItemInput {
  title: string;
  categoryId: number;
  externalLink?: string | null;
  images: string[];
}
export type LibraryItemUpdate = Partial<LibraryItemInput> & { id: number; status?: LibraryStatus };

const LIST = { type: 'E_LIBRARY', id: 'LIST' } as const;
const CATEGORIES = { type: 'E_LIBRARY', id: 'CATEGORIES' } as const;
const SUMMARY = { type: 'E_LIBRARY', id: 'SUMMARY' } as const;

export const elibraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    libraryItems: build.query<ApiList<TLibraryItem>, LibraryItemsArgs>({
      // The first load of /course takes the answer index.html's boot script already asked for, if it asked for
      // exactly this page as this member in this language; any other goes out now.
      queryFn: (args, { getState }, _extra, baseQuery) =>
        listFromBootOrNetwork<TLibraryItem>('library', '/eLibrary/table', args, getState(), baseQuery),
      // product §3: the unfiltered first page is kept on the device (bc-elibrary), so returning members see it at once.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        if (!isFirstLibraryPage(args)) return;
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(setLibrary({ libraryItems: answer.data.data, total: answer.data.meta.total }));
      },
      providesTags: (res) => [LIST, ...(res?.data ?? []).map((item) => ({ type: 'E_LIBRARY' as const, id: item.id }))],
    }),
    libraryItem: build.query<ApiEnvelope<TLibraryItem>, number>({
      query: (id) => `/eLibrary/${id}`,
      providesTags: (_res, _err, id) => [{ type: 'E_LIBRARY', id }],
    }),
    libraryCategories: build.query<ApiList<TLibraryCategory>, { page: number; limit: number; searchTerm?: string }>({
      query: (args) => ({ url: '/eLibrary/category/table', params: queryParams(args) }),
      providesTags: [CATEGORIES],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(setCategories(answer.data.data));
      },
    }),
    librarySummary: build.query<ApiEnvelope<TLibrarySummary>, void>({
      query: () => '/eLibrary/summary',
      providesTags: [SUMMARY],
    }),
    createLibraryItem: build.mutation<ApiEnvelope<TLibraryItem>, LibraryItemInput>({
      query: (body) => ({ url: '/eLibrary/create', method: 'POST', body }),
      invalidatesTags: [LIST, SUMMARY],
    }),
    updateLibraryItem: build.mutation<ApiEnvelope<TLibraryItem>, LibraryItemUpdate>({
      // keepalive: an Approve/Reject sent as the page closes still arrives (components/ui/review-actions.tsx).
      query: (body) => ({ url: '/eLibrary/update', method: 'PATCH', body, keepalive: true }),
      invalidatesTags: (_res, _err, { id }) => [LIST, SUMMARY, { type: 'E_LIBRARY', id }],
    }),
    createLibraryCategory: build.mutation<ApiEnvelope<TLibraryCategory>, TCreateLibraryCategoryRequest>({
      query: (body) => ({ url: '/eLibrary/category/create', method: 'POST', body }),
      invalidatesTags: [CATEGORIES, SUMMARY],
    }),
    updateLibraryCategory: build.mutation<ApiEnvelope<TLibraryCategory>, TUpdateLibraryCategoryRequest>({
      query: (body) => ({ url: '/eLibrary/category/update', method: 'PATCH', body }),
      // Items carry their category's name, so their lists refresh too.
      invalidatesTags: [CATEGORIES, SUMMARY, LIST],
    }),
    /** ADMIN only; refused with 409 and the count while resources use it. */
    deleteLibraryCategory: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (id) => ({ url: `/eLibrary/category/${id}`, method: 'DELETE' }),
      invalidatesTags: [CATEGORIES, SUMMARY],
    }),
  }),
});

export const {
  useLibraryItemsQuery,
  useLibraryItemQuery,
  useLibraryCategoriesQuery,
  useLibrarySummaryQuery,
  useCreateLibraryItemMutation,
  useUpdateLibraryItemMutation,
  useCreateLibraryCategoryMutation,
  useUpdateLibraryCategoryMutation,
  useDeleteLibraryCategoryMutation,
} = elibraryApi;
