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

/** Empty filters are left out of the query string. */
function params(args: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export const elibraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    libraryItems: build.query<ApiList<TLibraryItem>, LibraryItemsArgs>({
      query: (args) => ({ url: '/eLibrary/table', params: params(args) }),
      providesTags: (res) => [LIST, ...(res?.data ?? []).map((item) => ({ type: 'E_LIBRARY' as const, id: item.id }))],
    }),
    libraryItem: build.query<ApiEnvelope<TLibraryItem>, number>({
      query: (id) => `/eLibrary/${id}`,
      providesTags: (_res, _err, id) => [{ type: 'E_LIBRARY', id }],
    }),
    libraryCategories: build.query<ApiList<TLibraryCategory>, { page: number; limit: number; searchTerm?: string }>({
      query: (args) => ({ url: '/eLibrary/category/table', params: params(args) }),
      providesTags: [CATEGORIES],
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
      query: (body) => ({ url: '/eLibrary/update', method: 'PATCH', body }),
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
} = elibraryApi;
