import type {
  TAcceptOfferRequest,
  TAdminUpdateListingRequest,
  TCreateListingRequest,
  TCreateMarketplaceCategoryRequest,
  TCreateOfferRequest,
  TListingTableQuery,
  TMarketplaceCategory,
  TMarketplaceItem,
  TMarketplaceListItem,
  TMarketplaceOffer,
  TMarketplaceSummary,
  TMemberUpdateListingRequest,
  TUpdateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';
import { listFromBootOrNetwork } from '../../app/boot-list';

export type ListingQuery = Partial<TListingTableQuery>;

const MARKETPLACE = 'MARKETPLACE' as const;

export const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketplaceItems: build.query<ApiList<TMarketplaceListItem>, ListingQuery>({
      // The first load of /marketplace takes the answer index.html's boot script already asked for, if it asked for
      // exactly this page as this member in this language; any other goes out now.
      queryFn: (query, { getState }, _extra, baseQuery) =>
        listFromBootOrNetwork<TMarketplaceListItem>('market', '/marketplace/table', query, getState(), baseQuery),
      providesTags: [MARKETPLACE],
    }),
    marketplaceItem: build.query<ApiEnvelope<TMarketplaceItem>, number>({
      query: (id) => `/marketplace/${id}`,
      providesTags: [MARKETPLACE],
    }),
    marketplaceCategories: build.query<ApiList<TMarketplaceCategory>, { page: number; limit: number }>({
      query: (query) => ({ url: '/marketplace/category/table', params: query }),
      providesTags: [MARKETPLACE],
    }),
    marketplaceSummary: build.query<ApiEnvelope<TMarketplaceSummary>, void>({
      query: () => '/marketplace/summary',
      providesTags: [MARKETPLACE],
    }),
    createListing: build.mutation<ApiEnvelope<TMarketplaceItem>, TCreateListingRequest>({
      query: (body) => ({ url: '/marketplace/create', method: 'POST', body }),
      invalidatesTags: [MARKETPLACE],
    }),
    updateOwnListing: build.mutation<
      ApiEnvelope<TMarketplaceItem>,
      { marketplaceId: number; body: TMemberUpdateListingRequest }
    >({
      query: ({ marketplaceId, body }) => ({
        url: `/marketplace/member-update/book/${marketplaceId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [MARKETPLACE],
    }),
    updateListing: build.mutation<ApiEnvelope<TMarketplaceItem>, TAdminUpdateListingRequest>({
      // keepalive: an Approve/Reject sent as the page closes still arrives (components/ui/review-actions.tsx).
      query: (body) => ({ url: '/marketplace/update', method: 'PATCH', body, keepalive: true }),
      invalidatesTags: [MARKETPLACE],
    }),
    createOffer: build.mutation<ApiEnvelope<TMarketplaceOffer>, TCreateOfferRequest>({
      query: (body) => ({ url: '/marketplace/offer/create', method: 'POST', body }),
      invalidatesTags: [MARKETPLACE],
    }),
    acceptOffer: build.mutation<ApiEnvelope<TMarketplaceItem>, TAcceptOfferRequest & { sellerId: number }>({
      query: (body) => ({ url: '/marketplace/offer/accept', method: 'PATCH', body }),
      invalidatesTags: [MARKETPLACE],
    }),
    createMarketplaceCategory: build.mutation<ApiEnvelope<TMarketplaceCategory>, TCreateMarketplaceCategoryRequest>({
      query: (body) => ({ url: '/marketplace/category/create', method: 'POST', body }),
      invalidatesTags: [MARKETPLACE],
    }),
    updateMarketplaceCategory: build.mutation<ApiEnvelope<TMarketplaceCategory>, TUpdateMarketplaceCategoryRequest>({
      query: (body) => ({ url: '/marketplace/category/update', method: 'PATCH', body }),
      invalidatesTags: [MARKETPLACE],
    }),
    /** ADMIN only; refused with 409 and the count while listings use it. */
    deleteMarketplaceCategory: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (id) => ({ url: `/marketplace/category/${id}`, method: 'DELETE' }),
      invalidatesTags: [MARKETPLACE],
    }),
  }),
});

export const {
  useMarketplaceItemsQuery,
  useMarketplaceItemQuery,
  useMarketplaceCategoriesQuery,
  useMarketplaceSummaryQuery,
  useCreateListingMutation,
  useUpdateOwnListingMutation,
  useUpdateListingMutation,
  useCreateOfferMutation,
  useAcceptOfferMutation,
  useCreateMarketplaceCategoryMutation,
  useUpdateMarketplaceCategoryMutation,
  useDeleteMarketplaceCategoryMutation,
} = marketplaceApi;
