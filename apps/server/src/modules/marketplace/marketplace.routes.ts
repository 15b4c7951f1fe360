import { MSG } from '@campus/shared/messages';
import { can } from '@campus/shared/permissions';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZAcceptOfferRequest,
  ZAdminUpdateListingRequest,
  ZCategoryTableQuery,
  ZCreateListingRequest,
  ZCreateMarketplaceCategoryRequest,
  ZCreateOfferRequest,
  ZFromEmailQuery,
  ZListingTableQuery,
  ZMarketplaceCategory,
  ZMarketplaceIdParam,
  ZMarketplaceItem,
  ZMarketplaceOffer,
  ZMarketplaceSummary,
  ZMarketplaceTableRow,
  ZMemberUpdateListingRequest,
  ZSellerEmailParam,
  ZUpdateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { categoryRoutes } from '../categories/category.routes';
import {
  acceptOffer,
  createCategory,
  createListing,
  createOffer,
  deleteCategory,
  findCategories,
  findListings,
  findListingsBySellerEmail,
  getListing,
  getSummary,
  listingAudience,
  updateCategory,
  updateListing,
  updateOwnListing,
} from './marketplace.service';

const tags = ['marketplace'];
/** What public tiles show (no offer facts) and what every other marketplace answer reads (decision 035). */
const PUBLIC_TILE_READS = ['marketplace', 'marketplace.fields', 'users', 'directory'];
const OFFER_READS = ['marketplace', 'marketplace.offers', 'marketplace.fields', 'users', 'directory'];
/** Fields a filter or a total reads: editing one of them moves the whole marketplace, anything else its fields. */
const FILTERED_FIELDS = ['title', 'type', 'categoryId'] as const;
const item = { 200: okSchema(ZMarketplaceItem) };
const created = (data: typeof ZMarketplaceItem | typeof ZMarketplaceOffer) => ({
  201: okSchema(data),
});

/** Marketplace listings, offers and categories (product §7). */
export async function marketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/marketplace/create',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: ZCreateListingRequest, response: created(ZMarketplaceItem) },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const listing = await createListing(ctx, caller, request.body);
      const message = can(caller.role, 'manageMarketplace') ? MSG.marketplaceItemAdded : MSG.bookListed;
      return reply.status(201).send(ok(listing, message));
    },
  );

  r.patch(
    '/marketplace/member-update/book/:marketplaceId',
    {
      config: {
        access: 'signedIn',
        // A price or description edit changes tiles and the item, not which listings a filter finds (decision 035).
        writes: (request) =>
          FILTERED_FIELDS.some((field) => field in (request.body as object)) ? ['marketplace'] : ['marketplace.fields'],
      },
      schema: { tags, params: ZMarketplaceIdParam, body: ZMemberUpdateListingRequest, response: item },
    },
    async (request) =>
      ok(
        await updateOwnListing(ctx, currentUser(request), request.params.marketplaceId, request.body),
        MSG.bookUpdated,
      ),
  );

  r.patch(
    '/marketplace/update',
    {
      config: { access: 'manageMarketplace' },
      schema: { tags, body: ZAdminUpdateListingRequest, response: item },
    },
    async (request) =>
      ok(
        await updateListing(ctx, currentUser(request), auditActorOf(request), request.body),
        MSG.marketplaceItemUpdated,
      ),
  );

  r.get(
    '/marketplace/table',
    {
      config: {
        access: 'public',
        cache: 'viewer',
        // One answer for every member and guest; managers' and a member's own listings apart (decision 025).
        cacheAudience: (request) => {
          const { sellerId } = request.query as { sellerId?: number };
          const audience = listingAudience(request.user, sellerId);
          return audience === 'own' ? `own:${request.user?.id}` : audience;
        },
        // Public tiles show no offer facts: a new offer leaves them cached (decision 035).
        reads: (request) => {
          const { sellerId } = request.query as { sellerId?: number };
          return listingAudience(request.user, sellerId) === 'public' ? PUBLIC_TILE_READS : OFFER_READS;
        },
      },
      schema: { tags, querystring: ZListingTableQuery, response: { 200: okListSchema(ZMarketplaceTableRow) } },
    },
    async (request) => {
      const { items, ...counted } = await findListings(ctx, request.user, request.query);
      return okList(items, { page: request.query.page, limit: request.query.limit, ...counted });
    },
  );

  r.get(
    '/marketplace/summary',
    {
      config: { access: 'manageMarketplace', cache: 'shared' },
      schema: { tags, response: { 200: okSchema(ZMarketplaceSummary) } },
    },
    async () => ok(await getSummary(ctx)),
  );

  r.get(
    '/marketplace/public/fromEmail/:email',
    {
      config: { access: 'public', cache: 'shared' },
      schema: {
        tags,
        params: ZSellerEmailParam,
        querystring: ZFromEmailQuery,
        response: { 200: okListSchema(ZMarketplaceTableRow) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await findListingsBySellerEmail(ctx, request.params.email, page, limit);
      return okList(items, { page, limit, total });
    },
  );

  categoryRoutes(app, {
    path: '/marketplace/category',
    tags,
    row: ZMarketplaceCategory,
    list: {
      access: 'public',
      cache: 'shared',
      query: ZCategoryTableQuery,
      async run({ page, limit }) {
        const { categories, total } = await findCategories(ctx, page, limit);
        return { rows: categories, meta: { page, limit, total } };
      },
    },
    create: {
      access: 'manageMarketplace',
      body: ZCreateMarketplaceCategoryRequest,
      run: (actor, body) => createCategory(ctx, actor, body),
    },
    update: {
      access: 'manageMarketplace',
      body: ZUpdateMarketplaceCategoryRequest,
      run: (actor, body) => updateCategory(ctx, actor, body),
    },
    delete: {
      access: 'deleteCategories',
      message: MSG.categoryDeleted,
      run: (actor, id) => deleteCategory(ctx, actor, id),
    },
  });

  r.post(
    '/marketplace/offer/create',
    {
      // A new offer changes the item's offers, never its tile: the public lists stay cached (decision 035).
      config: { access: 'signedIn', writes: ['marketplace.offers'] },
      schema: { tags, body: ZCreateOfferRequest, response: created(ZMarketplaceOffer) },
    },
    async (request, reply) => {
      const offer = await createOffer(ctx, currentUser(request), request.body);
      const message = offer.type === 'BUY' ? MSG.priceOfferSubmitted : MSG.exchangeOfferSubmitted;
      return reply.status(201).send(ok(offer, message));
    },
  );

  r.patch(
    '/marketplace/offer/accept',
    { config: { access: 'signedIn' }, schema: { tags, body: ZAcceptOfferRequest, response: item } },
    async (request) => ok(await acceptOffer(ctx, currentUser(request), request.body), MSG.offerAcceptedToast),
  );

  // Declared last for readability; the router always prefers the static paths above.
  r.get(
    '/marketplace/:id',
    { config: { access: 'public', cache: 'viewer' }, schema: { tags, params: ZIdParam, response: item } },
    async (request) => ok(await getListing(ctx, request.user, request.params.id)),
  );
}
