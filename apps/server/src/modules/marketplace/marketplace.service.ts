import { ADMIN_MARKETPLACE_SELLER_ID, SEARCH_COUNT_CAP } from '@campus/shared/constants';
import type { ListingStatus, ListingType, OfferType } from '@campus/shared/enums';
import { LISTING_STATUSES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { NOTICE_MSG } from '@campus/shared/messages-notices';
import { can } from '@campus/shared/permissions';
import {
  listingRuleViolation,
  type TAcceptOfferRequest,
  type TAdminUpdateListingRequest,
  type TCreateListingRequest,
  type TCreateMarketplaceCategoryRequest,
  type TCreateOfferRequest,
  type TListingTableQuery,
  type TMarketplaceSummary,
  type TMemberUpdateListingRequest,
  type TUpdateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { cachedCount } from '../../db/count-cache';
import { pageSeek } from '../../db/page-bounds';
import { pgErrorCode } from '../../db/pg-error';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { pageOffset } from '../../http/query';
import { listTotal } from '../../http/reply';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { createAuditedCategory, deleteUnusedCategory, updateAuditedCategory } from '../categories/category.service';
import { awardPoints, reverseAcceptedOfferPoints } from '../leaderboard/points';
import { presentCategory, presentItem, presentListItem, presentOffer, presentTile } from './marketplace.presenter';
import * as repo from './marketplace.repository';

/** Who may look at what: the guard's user on public routes may be null. */
type Caller = Pick<AuthUser, 'id' | 'role' | 'fullName' | 'profilePic'>;

const itemNotFound = () => new AppError('NOT_FOUND', MSG.itemNotFound);
const isManager = (caller: Caller | null) => Boolean(caller && can(caller.role, 'manageMarketplace'));

/** Statuses the whole campus may look at; PENDING and REJECTED listings stay with their seller and managers. */
const PUBLIC_STATUSES: readonly ListingStatus[] = ['AVAILABLE', 'RESERVED', 'SOLD'];

/** The remembered totals' key names the table (decision 015). */
// Stryker disable next-line StringLiteral: equivalent, the key's rendered filter names the table's columns as well
const COUNTED_TABLE = 'marketplace_items';

async function ensureCategory(ctx: AppContext, id: number | undefined) {
  if ((await findNamedCategory(ctx, id)) === null) throw badRequest(MSG.chooseCategory, 'categoryId');
}

/** The category a write names: undefined when it names none, null when it names one that does not exist. */
async function findNamedCategory(ctx: AppContext, id: number | undefined, db: DbOrTx = ctx.db) {
  if (id === undefined) return undefined;
  return (await repo.findCategory(db, id)) ?? null;
}

async function ensureSeller(ctx: AppContext, id: number | undefined) {
  if (id === undefined) return;
  if (!(await repo.userExists(ctx.db, id))) throw badRequest(MSG.chooseSeller, 'sellerId');
}

function assertListingRules(merged: { type: ListingType; price: number | null; exchangeFor: string | null }) {
  const violation = listingRuleViolation(merged);
  if (violation) throw badRequest(violation.message, violation.path);
}

async function presentOne(ctx: AppContext, id: number, viewer: Caller | null, db: DbOrTx = ctx.db) {
  // Issued together: two pooled connections at once outside a transaction, one pipelined round trip inside one
  // on the write lane (decision 046).
  const [row, offers] = await Promise.all([
    repo.findItemWithRefs(db, id),
    repo.findVisibleOffers(db, [id], viewer?.id ?? null),
  ]);
  if (!row) throw itemNotFound();
  return { row, item: presentItem(row, offers, viewer) };
}

// Listings

/**
 * Members list as themselves and start PENDING (one pending listing at a time). Managers list AVAILABLE
 * items. Only an ADMIN lists for someone else: product §9's fixed seller 1 is for admin-created items, so an
 * ADMIN who names no seller gets ADMIN_MARKETPLACE_SELLER_ID (or themself where that account does not
 * exist). Any other manager sells as themself: naming a seller would hand them that member's offers.
 */
export async function createListing(ctx: AppContext, caller: Caller, input: TCreateListingRequest) {
  await ensureCategory(ctx, input.categoryId);
  const manager = isManager(caller);
  let sellerId = caller.id;
  if (caller.role === 'ADMIN') {
    if (input.sellerId) {
      await ensureSeller(ctx, input.sellerId);
      sellerId = input.sellerId;
    } else if (await repo.userExists(ctx.db, ADMIN_MARKETPLACE_SELLER_ID)) {
      sellerId = ADMIN_MARKETPLACE_SELLER_ID;
    }
  }
  const values = {
    title: input.title,
    description: input.description,
    coverPic: input.coverPic,
    type: input.type,
    price: input.price ?? null,
    exchangeFor: input.exchangeFor || null,
    categoryId: input.categoryId,
    sellerId,
    status: (manager ? 'AVAILABLE' : 'PENDING') as ListingStatus,
  };
  const row = await ctx.db.transaction(async (tx) => {
    if (!manager) {
      await repo.lockSellerListings(tx, sellerId);
      if (await repo.hasPendingListing(tx, sellerId)) throw conflict(MSG.pendingListingExists);
    }
    return repo.insertItem(tx, values);
  });
  return (await presentOne(ctx, row.id, caller)).item;
}

/** The seller edits their own AVAILABLE listing (product §4). */
export async function updateOwnListing(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: TMemberUpdateListingRequest,
) {
  // One transaction for the reads, the write and the answer: it runs on the write lane's connection from start to
  // end (decision 044). That connection pipelines (decision 046): the statements issued together below share a
  // round trip, and PostgreSQL runs them in the order given, so the answer's reads see the update.
  return ctx.db.transaction(async (tx) => {
    const [item, category] = await Promise.all([repo.findItem(tx, id), findNamedCategory(ctx, input.categoryId, tx)]);
    if (!item) throw itemNotFound();
    if (item.sellerId !== caller.id) throw forbidden(MSG.onlySellerEdits);
    const merged = {
      type: input.type ?? item.type,
      price: input.price !== undefined ? input.price : item.price,
      // The schema already turned an empty wish into null (clear it).
      exchangeFor: input.exchangeFor !== undefined ? input.exchangeFor : item.exchangeFor,
    };
    assertListingRules(merged);
    if (category === null) throw badRequest(MSG.chooseCategory, 'categoryId');
    // Only an AVAILABLE listing is edited: the condition is part of the write, so an offer accepted (or a manager's
    // move) between the read above and this write is refused the same way as a listing that was never AVAILABLE.
    // The update is sent first (updateItem sends in the call) and the answer's reads after it, in one round trip;
    // when the update changed nothing, the same read tells why.
    const [updated, answer] = await Promise.all([
      repo.updateItem(tx, id, { ...input, ...merged }, 'AVAILABLE'),
      presentOne(ctx, id, caller, tx),
    ]);
    if (!updated) {
      const { status } = answer.row.item;
      throw conflict(status === 'PENDING' ? MSG.pendingListingNotEditable : MSG.onlyAvailableEditable);
    }
    return answer.item;
  });
}

/**
 * Managers edit anything, any status. Approving or rejecting a listing tells its seller. The seller is
 * who offers and contact numbers go to, so only an ADMIN moves a listing to another seller, and never
 * once it has offers (the buyers offered to that person).
 */
export async function updateListing(
  ctx: AppContext,
  caller: Caller,
  actor: AuditActor,
  input: TAdminUpdateListingRequest,
) {
  const { id, ...changes } = input;
  const item = await repo.findItem(ctx.db, id);
  if (!item) throw itemNotFound();
  if (changes.sellerId === item.sellerId) delete changes.sellerId;
  if (changes.sellerId !== undefined) {
    if (caller.role !== 'ADMIN') throw forbidden(MSG.onlyAdminChangesSeller);
  }
  const merged = {
    type: changes.type ?? item.type,
    price: changes.price !== undefined ? changes.price : item.price,
    exchangeFor: changes.exchangeFor !== undefined ? changes.exchangeFor : item.exchangeFor,
  };
  assertListingRules(merged);
  await ensureCategory(ctx, changes.categoryId);
  await ensureSeller(ctx, changes.sellerId);
  const values = { ...changes, ...merged };
  const approved = item.status === 'PENDING' && values.status === 'AVAILABLE';
  const rejected = item.status !== 'REJECTED' && values.status === 'REJECTED';
  const updated = await ctx.db.transaction(async (tx) => {
    if (changes.sellerId !== undefined) {
      // The row lock makes an offer being made right now wait, so it cannot land on the old seller's item.
      await repo.lockItem(tx, id, 'update');
      if (await repo.hasOffers(tx, id)) throw conflict(MSG.sellerFixedOnceOffered);
    }
    const row = await repo.updateItem(tx, id, values);
    if (!row) throw itemNotFound();
    const audited = diffChanges(item, values);
    if (audited.length) {
      await recordAudit(tx, {
        actor,
        action: approved ? 'marketplace.approve' : rejected ? 'marketplace.reject' : 'marketplace.update',
        target: { kind: 'listing', id, title: item.title },
        changes: audited,
      });
    }
    // An admin re-listing an item whose offer was accepted takes back the points of that acceptance.
    if (item.status !== 'AVAILABLE' && row.status === 'AVAILABLE') await reverseAcceptedOfferPoints(tx, id);
    return row;
  });

  if (approved || rejected) {
    await ctx.notifier.notify({
      to: [updated.sellerId],
      category: 'LISTING_REVIEWED',
      title: approved ? NOTICE_MSG.listingLiveTitle : NOTICE_MSG.listingRejectedTitle,
      body: approved ? NOTICE_MSG.listingLiveBody(updated.title) : NOTICE_MSG.listingRejectedBody(updated.title),
      url: `/marketplace/${updated.id}`,
    });
  }
  return (await presentOne(ctx, id, caller)).item;
}

/**
 * The marketplace cache's scope for a list (decision 025): a member's own listings (`sellerId` = their id) carry
 * their offers and are theirs alone; managers see every status; everyone else — members and guests — gets the
 * same rows, so one cached answer per (filters, page) serves them all.
 */
export function listingAudience(viewer: Caller | null, sellerId: number | undefined): 'own' | 'managers' | 'public' {
  if (viewer && sellerId === viewer.id) return 'own';
  // Stryker disable next-line StringLiteral: equivalent, any text but 'own' and 'public' is the managers' audience
  return isManager(viewer) ? 'managers' : 'public';
}

/**
 * Public: AVAILABLE items. Other statuses only for managers, or for a member asking for their own listings.
 * Rows are the same for every viewer of an audience; only a member's own listings carry offers (every offer:
 * they are the seller), for "View Offers" on their listings (product §2).
 */
export async function findListings(ctx: AppContext, viewer: Caller | null, query: TListingTableQuery) {
  const audience = listingAudience(viewer, query.sellerId);
  const privileged = audience !== 'public';
  if (query.status && query.status !== 'AVAILABLE' && !privileged) throw forbidden(MSG.listingStatusHidden);
  const status = query.status ?? (privileged ? undefined : 'AVAILABLE');
  const acceptedTypes: ListingType[] | undefined =
    query.accepts === 'BUY' ? ['SALE', 'BOTH'] : query.accepts === 'EXCHANGE' ? ['EXCHANGE', 'BOTH'] : undefined;

  const where = repo.listingWhere({
    sellerId: query.sellerId,
    status,
    categoryId: query.categoryId,
    type: query.type,
    types: acceptedTypes,
    searchTerm: query.searchTerm,
  });
  const offset = pageOffset(query.page, query.limit);
  // A deep page in creation order starts from the nearest remembered row (decision 036).
  // Stryker disable ArrowFunction: equivalent, without remembered bounds the page is read by OFFSET: the same rows
  const seek =
    // Stryker disable next-line ConditionalExpression,StringLiteral: `false` (no seek) reads the same rows by OFFSET
    query.sortBy === 'createdAt'
      ? await pageSeek(ctx.changes, ['marketplace'], `marketplace_items ${query.sortOrder}`, where, offset, () =>
          repo.findCreatedBounds(ctx.db, where, query.sortOrder),
        )
      : undefined;
  // Stryker restore ArrowFunction
  const page = { where, page: query.page, limit: query.limit, sortBy: query.sortBy, sortOrder: query.sortOrder, seek };
  const searched = Boolean(query.searchTerm);
  const counted = cachedCount(ctx.changes, 'marketplace', COUNTED_TABLE, where, () =>
    searched ? repo.countItemsUpTo(ctx.db, where, SEARCH_COUNT_CAP + 1) : repo.countItems(ctx.db, where),
  ).then((n) => listTotal(n, searched));
  if (audience === 'public') {
    const [tiles, total] = await Promise.all([repo.findTilePage(ctx.db, page), counted]);
    return { items: tiles.map(presentTile), ...total };
  }
  const [rows, total] = await Promise.all([repo.findItemPage(ctx.db, page), counted]);
  if (audience !== 'own' || !viewer) return { items: rows.map(presentListItem), ...total };
  const itemIds = rows.map((r) => r.item.id);
  const offers = await repo.findVisibleOffers(ctx.db, itemIds, viewer.id);
  return { items: rows.map((r) => presentItem(r, offers, viewer)), ...total };
}

/** One item with the offers this viewer may see; PENDING/REJECTED listings only for their seller and managers. */
export async function getListing(ctx: AppContext, viewer: Caller | null, id: number) {
  const { row, item } = await presentOne(ctx, id, viewer);
  const visible = PUBLIC_STATUSES.includes(row.item.status) || viewer?.id === row.item.sellerId || isManager(viewer);
  if (!visible) throw itemNotFound();
  return item;
}

/**
 * A seller's AVAILABLE items by email; the email itself never comes back. Unknown emails answer an empty list.
 * The rows are the public ones whoever asks (no offers, even for the seller), so the answer is shared.
 */
export async function findListingsBySellerEmail(ctx: AppContext, email: string, page: number, limit: number) {
  const seller = await repo.findSellerByEmail(ctx.db, email);
  if (!seller) return { items: [], total: 0 };
  return findListings(ctx, null, {
    sellerId: seller.id,
    status: 'AVAILABLE',
    page,
    limit,
    sortBy: 'createdAt',
    // Stryker disable next-line StringLiteral: equivalent, the repository reads anything but 'asc' as newest first
    sortOrder: 'desc',
  });
}

export async function getSummary(ctx: AppContext): Promise<TMarketplaceSummary> {
  const [byStatusRows, byCategory] = await Promise.all([repo.countByStatus(ctx.db), repo.countByCategory(ctx.db)]);
  const byStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  for (const r of byStatusRows) byStatus[r.status] = Number(r.total);
  return {
    total: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    byCategory: byCategory.map((c) => ({ categoryId: c.categoryId, name: c.name, total: Number(c.total) })),
  };
}

// Offers

const FITS: Record<OfferType, readonly ListingType[]> = { BUY: ['SALE', 'BOTH'], EXCHANGE: ['EXCHANGE', 'BOTH'] };

/**
 * A signed-in member offers on someone else's AVAILABLE item. The item row is share-locked so an
 * acceptance cannot slip in between the check and the insert; the (item, buyer) unique index makes
 * concurrent duplicates store exactly one. The seller's notification commits with the offer.
 */
export async function createOffer(ctx: AppContext, caller: Caller, input: TCreateOfferRequest) {
  const offer = await ctx.db.transaction(async (tx) => {
    const item = await repo.lockItemForOffer(tx, input.marketplaceId);
    if (!item) throw itemNotFound();
    if (item.sellerId === caller.id) throw forbidden(MSG.ownItemOffer);
    if (item.status !== 'AVAILABLE' || item.hasAcceptedOffer) {
      throw conflict(MSG.noLongerAvailable);
    }
    if (!FITS[input.type].includes(item.type)) throw badRequest(MSG.offerTypeMismatch, 'type');
    const isBuy = input.type === 'BUY';
    const values = {
      marketplaceId: item.id,
      buyerId: caller.id,
      buyerName: caller.fullName,
      buyerProfilePic: caller.profilePic,
      type: input.type,
      offerPrice: isBuy ? (input.offerPrice ?? null) : null,
      offerItemTitle: isBuy ? null : (input.offerItemTitle ?? null),
      offerItemDescription: input.offerItemDescription ?? null,
      offerItemImage: isBuy ? null : (input.offerItemImage ?? null),
    };
    // The offer and the seller's notice go out together on the write lane's pipelined connection (decision 046):
    // the notice is written from what the offer will hold, and rolls back with it when the offer is refused.
    const [offer] = await Promise.all([
      repo.insertOfferOnce(tx, values),
      ctx.notifier.notify(
        {
          to: [item.sellerId],
          category: 'OFFER_RECEIVED',
          title: isBuy ? NOTICE_MSG.priceOfferTitle : NOTICE_MSG.exchangeOfferTitle,
          body: isBuy
            ? NOTICE_MSG.priceOfferBody(caller.fullName, values.offerPrice, item.title)
            : NOTICE_MSG.exchangeOfferBody(caller.fullName, values.offerItemTitle, item.title),
          url: `/marketplace/${item.id}`,
        },
        tx,
      ),
    ]);
    if (!offer) throw conflict(MSG.alreadyOffered);
    return offer;
  });
  return presentOffer(offer, { showBuyerContact: false });
}

/**
 * architecture §7: in ONE transaction the chosen offer becomes ACCEPTED, every other PENDING offer
 * REJECTED and the item RESERVED. The item row lock serializes accepts on one item; the conditional
 * update and the one-ACCEPTED-per-item index make a second winner impossible even without it.
 * The buyers' notifications commit (or roll back) with the decision.
 */
export async function acceptOffer(ctx: AppContext, caller: Caller, input: TAcceptOfferRequest) {
  let itemId: number;
  try {
    itemId = await ctx.db.transaction(async (tx) => {
      const item = await repo.lockItem(tx, input.marketplaceId, 'update');
      if (!item) throw itemNotFound();
      if (item.sellerId !== caller.id) throw forbidden(MSG.onlySellerAccepts);
      const offer = await repo.findOffer(tx, input.offerId);
      if (!offer || offer.marketplaceId !== item.id) throw new AppError('NOT_FOUND', MSG.offerNotFound);
      if (offer.status === 'ACCEPTED' || (await repo.hasAcceptedOffer(tx, item.id))) {
        throw conflict(MSG.offerAlreadyAccepted);
      }
      if (item.status !== 'AVAILABLE') throw conflict(MSG.noLongerAvailable);
      const accepted = await repo.acceptOfferIfNoneAccepted(tx, item.id, offer.id);
      if (!accepted) throw conflict(MSG.offerAlreadyAccepted);
      const rejected = await repo.rejectOtherPendingOffers(tx, item.id, accepted.id);
      await repo.updateItem(tx, item.id, { status: 'RESERVED' });
      for (const userId of [item.sellerId, accepted.buyerId]) {
        await awardPoints(tx, { kind: 'OFFER_ACCEPTED', sourceId: accepted.id, userId });
      }

      const url = `/marketplace/${item.id}`;
      await ctx.notifier.notify(
        {
          to: [accepted.buyerId],
          category: 'OFFER_DECIDED',
          title: MSG.yourOfferAccepted,
          body: NOTICE_MSG.offerAcceptedBody(caller.fullName, item.title),
          url,
        },
        tx,
      );
      // Stryker disable next-line ConditionalExpression: equivalent, the notifier sends nothing to no recipients
      if (rejected.length) {
        await ctx.notifier.notify(
          {
            to: rejected.map((r) => r.buyerId),
            category: 'OFFER_DECIDED',
            title: NOTICE_MSG.offerNotAcceptedTitle,
            body: NOTICE_MSG.offerNotAcceptedBody(item.title),
            url,
          },
          tx,
        );
      }
      return item.id;
    });
  } catch (error) {
    // 23505: the one-ACCEPTED index refused a concurrent winner; 40P01/40001: the database chose a loser.
    const code = pgErrorCode(error);
    if (code === '23505' || code === '40P01' || code === '40001') throw conflict(MSG.offerAlreadyAccepted);
    throw error;
  }
  return (await presentOne(ctx, itemId, caller)).item;
}

// Categories

/** Category writes are privileged (manageMarketplace): each is audited in its own transaction (issue 22). */
const CATEGORY_WRITES = {
  insert: repo.insertCategory,
  find: repo.findCategory,
  update: repo.updateCategory,
  kind: 'marketplace-category',
  nameTaken: MSG.categoryTaken,
  notFound: MSG.notFound('Category'),
} as const;

export async function createCategory(ctx: AppContext, actor: AuditActor, input: TCreateMarketplaceCategoryRequest) {
  return presentCategory(await createAuditedCategory(ctx, actor, CATEGORY_WRITES, input));
}

export async function updateCategory(ctx: AppContext, actor: AuditActor, input: TUpdateMarketplaceCategoryRequest) {
  const { id, ...values } = input;
  return presentCategory(await updateAuditedCategory(ctx, actor, CATEGORY_WRITES, id, values));
}

/** ADMIN only (deleteCategories): refused with 409 and the count while listings use it. */
export async function deleteCategory(ctx: AppContext, actor: AuditActor, id: number) {
  return deleteUnusedCategory(ctx, actor, id, {
    countUses: repo.countItemsInCategory,
    remove: repo.deleteCategory,
    things: ['listing', 'listings'],
    action: 'category.delete',
    kind: 'marketplace-category',
  });
}

export async function findCategories(ctx: AppContext, page: number, limit: number) {
  const [rows, total] = await Promise.all([repo.findCategoryPage(ctx.db, page, limit), repo.countCategories(ctx.db)]);
  return { categories: rows.map(presentCategory), total };
}
