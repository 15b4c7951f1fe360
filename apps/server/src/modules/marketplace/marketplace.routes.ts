import { MSG } from '@campus/shared/messages';
import { can } from '@campus/shared/permissions';
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
  ZMarketplaceIdParam,
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
import {
  acceptOffer,
  createCategory,
  createListing,
  createOffer,
  findCategories,
  findListings,
  findListingsBySellerEmail,
  getListing,
  getSummary,
  updateCategory,
  updateListing,
  updateOwnListing,
} from './marketplace.service';

const tags = ['marketplace'];

/** Marketplace listings, offers and categories (product §7). */
export async function marketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/marketplace/create',
    { config: { access: 'signedIn' }, schema: { tags, body: ZCreateListingRequest } },
    async (request, reply) => {
      const caller = currentUser(request);
      const item = await createListing(ctx, caller, request.body);
      const message = can(caller.role, 'manageMarketplace') ? MSG.marketplaceItemAdded : MSG.bookListed;
      return reply.status(201).send(ok(item, message));
    },
  );

  r.patch(
    '/marketplace/member-update/book/:marketplaceId',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZMarketplaceIdParam, body: ZMemberUpdateListingRequest },
    },
    async (request) =>
      ok(
        await updateOwnListing(ctx, currentUser(request), request.params.marketplaceId, request.body),
        MSG.bookUpdated,
      ),
  );

  r.patch(
    '/marketplace/update',
    { config: { access: 'manageMarketplace' }, schema: { tags, body: ZAdminUpdateListingRequest } },
    async (request) =>
      ok(
        await updateListing(ctx, currentUser(request), auditActorOf(request), request.body),
        MSG.marketplaceItemUpdated,
      ),
  );

  r.get(
    '/marketplace/table',
    { config: { access: 'public', cache: 'viewer' }, schema: { tags, querystring: ZListingTableQuery } },
    async (request) => {
      const { items, total } = await findListings(ctx, request.user, request.query);
      return okList(items, { page: request.query.page, limit: request.query.limit, total });
    },
  );

  r.get(
    '/marketplace/summary',
    { config: { access: 'manageMarketplace', cache: 'shared' }, schema: { tags } },
    async () => ok(await getSummary(ctx)),
  );

  r.get(
    '/marketplace/public/fromEmail/:email',
    {
      config: { access: 'public', cache: 'viewer' },
      schema: { tags, params: ZSellerEmailParam, querystring: ZFromEmailQuery },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await findListingsBySellerEmail(ctx, request.user, request.params.email, page, limit);
      return okList(items, { page, limit, total });
    },
  );

  r.post(
    '/marketplace/category/create',
    { config: { access: 'manageMarketplace' }, schema: { tags, body: ZCreateMarketplaceCategoryRequest } },
    async (request, reply) =>
      reply.status(201).send(ok(await createCategory(ctx, auditActorOf(request), request.body), MSG.categoryAdded)),
  );

  r.patch(
    '/marketplace/category/update',
    { config: { access: 'manageMarketplace' }, schema: { tags, body: ZUpdateMarketplaceCategoryRequest } },
    async (request) => ok(await updateCategory(ctx, auditActorOf(request), request.body), MSG.categoryUpdated),
  );

  r.get(
    '/marketplace/category/table',
    { config: { access: 'public', cache: 'shared' }, schema: { tags, querystring: ZCategoryTableQuery } },
    async (request) => {
      const { page, limit } = request.query;
      const { categories, total } = await findCategories(ctx, page, limit);
      return okList(categories, { page, limit, total });
    },
  );

  r.post(
    '/marketplace/offer/create',
    { config: { access: 'signedIn' }, schema: { tags, body: ZCreateOfferRequest } },
    async (request, reply) => {
      const offer = await createOffer(ctx, currentUser(request), request.body);
      const message = offer.type === 'BUY' ? MSG.priceOfferSubmitted : MSG.exchangeOfferSubmitted;
      return reply.status(201).send(ok(offer, message));
    },
  );

  r.patch(
    '/marketplace/offer/accept',
    { config: { access: 'signedIn' }, schema: { tags, body: ZAcceptOfferRequest } },
    async (request) => ok(await acceptOffer(ctx, currentUser(request), request.body), MSG.offerAcceptedToast),
  );

  // Declared last for readability; the router always prefers the static paths above.
  r.get(
    '/marketplace/:id',
    { config: { access: 'public', cache: 'viewer' }, schema: { tags, params: ZIdParam } },
    async (request) => ok(await getListing(ctx, request.user, request.params.id)),
  );
}
