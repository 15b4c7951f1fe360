import type { ListingStatus, ListingType } from '@campus/shared/enums';
import { and, asc, count, eq, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PageSeek, readBounds } from '../../db/page-bounds';
import { marketplaceCategories, marketplaceItems, marketplaceOffers, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import { orderBy, pageOffset, searchAny } from '../../http/query';

export type ItemRow = typeof marketplaceItems.$inferSelect;
export type NewItem = typeof marketplaceItems.$inferInsert;
export type OfferRow = typeof marketplaceOffers.$inferSelect;
export type NewOffer = typeof marketplaceOffers.$inferInsert;
export type CategoryRow = typeof marketplaceCategories.$inferSelect;

/** One row per item with its seller, category and offer facts, in ONE statement. */
const itemSelection = {
  item: marketplaceItems,
  seller: { id: users.id, fullName: users.fullName, profilePic: users.profilePic, contactNo: users.contactNo },
  category: {
    id: marketplaceCategories.id,
    name: marketplaceCategories.name,
    coverPic: marketplaceCategories.coverPic,
  },
  offerCount: sql<number>`(select count(*)::int from ${marketplaceOffers} oc where oc.marketplace_id = ${marketplaceItems.id})`,
  acceptedBuyerId: sql<
    number | null
  >`(select ab.buyer_id from ${marketplaceOffers} ab where ab.marketplace_id = ${marketplaceItems.id} and ab.status = 'ACCEPTED' limit 1)`,
};

export type ItemWithRefs = {
  item: ItemRow;
  seller: { id: number; fullName: string; profilePic: string | null; contactNo: string | null };
  category: { id: number; name: string; coverPic: string } | null;
  offerCount: number;
  acceptedBuyerId: number | null;
};

function selectItems(db: DbOrTx) {
  return db
    .select(itemSelection)
    .from(marketplaceItems)
    .innerJoin(users, eq(users.id, marketplaceItems.sellerId))
    .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, marketplaceItems.categoryId));
}

const SORT_COLUMNS = {
  createdAt: marketplaceItems.createdAt,
  updatedAt: marketplaceItems.updatedAt,
  title: marketplaceItems.title,
  price: marketplaceItems.price,
  status: marketplaceItems.status,
  type: marketplaceItems.type,
} as const;

export interface ItemPage {
  where: SQL | undefined;
  page: number;
  limit: number;
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
  /** Start after this row and skip `offset` more (deep pages, db/page-bounds.ts); default: OFFSET of the page. */
  seek?: PageSeek;
}

/**
 * One page in ONE statement, as a deferred join: the page's ids are found first from the (status, created_at,
 * id) index alone — skipping `offset` index entries, not `offset` joined rows sorted in memory — and only those
 * rows are joined to their seller and category. A deep page of 50k listings went from a sequential scan and a
 * 31k-row sort (140 ms) to an index-only walk (decision 015).
 */
/** What a marketplace list asks for; every field optional (`types`: any of these listing types). */
export interface ListingFilter {
  sellerId?: number;
  status?: ListingStatus;
  categoryId?: number;
  type?: ListingType;
  types?: ListingType[];
  searchTerm?: string;
}

/** A marketplace list's filters as one condition (also the key of its cached total). */
export function listingWhere(filter: ListingFilter): SQL | undefined {
  return and(
    filter.sellerId ? eq(marketplaceItems.sellerId, filter.sellerId) : undefined,
    filter.status ? eq(marketplaceItems.status, filter.status) : undefined,
    filter.categoryId ? eq(marketplaceItems.categoryId, filter.categoryId) : undefined,
    filter.type ? eq(marketplaceItems.type, filter.type) : undefined,
    filter.types ? inArray(marketplaceItems.type, filter.types) : undefined,
    searchAny(filter.searchTerm, [marketplaceItems.title]),
  );
}

function pageOrder(q: ItemPage) {
  return [orderBy(SORT_COLUMNS[q.sortBy], q.sortOrder), orderBy(marketplaceItems.id, q.sortOrder)];
}

function pageIds(db: DbOrTx, q: ItemPage) {
  const bound = q.seek?.bound;
  const after = bound
    ? q.sortOrder === 'desc'
      ? sql`(${marketplaceItems.createdAt}, ${marketplaceItems.id}) < (${bound.key}::timestamptz, ${bound.id})`
      : sql`(${marketplaceItems.createdAt}, ${marketplaceItems.id}) > (${bound.key}::timestamptz, ${bound.id})`
    : undefined;
  return db
    .select({ id: marketplaceItems.id })
    .from(marketplaceItems)
    .where(and(q.where, after))
    .orderBy(...pageOrder(q))
    .limit(q.limit)
    .offset(q.seek ? q.seek.offset : pageOffset(q.page, q.limit));
}

/** The creation time and id of every BOUND_STRIDE-th row of a filter, in page order (db/page-bounds.ts). */
export function findCreatedBounds(db: DbOrTx, where: SQL | undefined, sortOrder: 'asc' | 'desc') {
  return readBounds(
    db,
    marketplaceItems,
    { key: marketplaceItems.createdAt, id: marketplaceItems.id, sortOrder },
    where,
  );
}

/** A page of full rows (offer facts included): a member's own listings and the managers' table. */
export async function findItemPage(db: DbOrTx, q: ItemPage): Promise<ItemWithRefs[]> {
  return selectItems(db)
    .where(inArray(marketplaceItems.id, pageIds(db, q)))
    .orderBy(...pageOrder(q));
}

/** What a public tile shows (decision 034): no description, offer facts or contact number. */
const tileSelection = {
  item: {
    id: marketplaceItems.id,
    title: marketplaceItems.title,
    coverPic: marketplaceItems.coverPic,
    type: marketplaceItems.type,
    price: marketplaceItems.price,
    status: marketplaceItems.status,
    sellerId: marketplaceItems.sellerId,
    categoryId: marketplaceItems.categoryId,
    createdAt: marketplaceItems.createdAt,
    updatedAt: marketplaceItems.updatedAt,
  },
  seller: { id: users.id, fullName: users.fullName, profilePic: users.profilePic },
  category: {
    id: marketplaceCategories.id,
    name: marketplaceCategories.name,
    coverPic: marketplaceCategories.coverPic,
  },
};

export type TileRow = {
  item: Pick<
    ItemRow,
    'id' | 'title' | 'coverPic' | 'type' | 'price' | 'status' | 'sellerId' | 'categoryId' | 'createdAt' | 'updatedAt'
  >;
  seller: { id: number; fullName: string; profilePic: string | null };
  category: { id: number; name: string; coverPic: string } | null;
};

/**
 * A page of public tiles. Without the two per-row offer subqueries and the description, a 100-row page costs
 * about a sixth of the full row's statement on the large dataset (0.9 ms against 5.6 ms, planning included).
 */
export async function findTilePage(db: DbOrTx, q: ItemPage): Promise<TileRow[]> {
  return db
    .select(tileSelection)
    .from(marketplaceItems)
    .innerJoin(users, eq(users.id, marketplaceItems.sellerId))
    .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, marketplaceItems.categoryId))
    .where(inArray(marketplaceItems.id, pageIds(db, q)))
    .orderBy(...pageOrder(q));
}

export async function countItems(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(marketplaceItems).where(where);
  return row.total;
}

/** How many items match, counting no further than `upTo` (a search's total, decision 045). */
export async function countItemsUpTo(db: DbOrTx, where: SQL | undefined, upTo: number): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(marketplaceItems).where(where).limit(upTo).as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row.total;
}

const itemWithRefs = builtOnce((db) =>
  selectItems(db)
    .where(eq(marketplaceItems.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.marketplaceItemWithRefs),
);

export async function findItemWithRefs(db: DbOrTx, id: number): Promise<ItemWithRefs | undefined> {
  const [row] = await itemWithRefs(db).execute({ id });
  return row;
}

const itemById = builtOnce((db) =>
  db
    .select()
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.marketplaceItemById),
);

export async function findItem(db: DbOrTx, id: number): Promise<ItemRow | undefined> {
  const [row] = await itemById(db).execute({ id });
  return row;
}

/** Locks the item row so offer creation (share) and acceptance (update) on one item serialize. */
export async function lockItem(tx: DbOrTx, id: number, mode: 'share' | 'update') {
  const query = tx.select().from(marketplaceItems).where(eq(marketplaceItems.id, id)).limit(1);
  const [row] = await (mode === 'update' ? query.for('update') : query.for('share'));
  return row as ItemRow | undefined;
}

/**
 * The item an offer is made on, share-locked, with whether an offer on it was accepted: one statement where two were
 * (a round trip less on every offer). A concurrent accept holds the row; once it commits, the row read here is the
 * accepted one, RESERVED.
 */
export async function lockItemForOffer(tx: DbOrTx, id: number) {
  // The subquery is built by drizzle, which names each column with its table there (a column in a raw select-list
  // fragment is written bare, and "id" would then be the offer's own).
  const accepted = tx
    .select({ one: sql`1` })
    .from(marketplaceOffers)
    .where(and(eq(marketplaceOffers.marketplaceId, marketplaceItems.id), eq(marketplaceOffers.status, 'ACCEPTED')));
  const [row] = await tx
    .select({ item: marketplaceItems, accepted: sql<boolean>`exists (${accepted})` })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, id))
    .limit(1)
    .for('share');
  return row ? { ...row.item, hasAcceptedOffer: row.accepted } : undefined;
}

export async function hasAcceptedOffer(db: DbOrTx, marketplaceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: marketplaceOffers.id })
    .from(marketplaceOffers)
    .where(and(eq(marketplaceOffers.marketplaceId, marketplaceId), eq(marketplaceOffers.status, 'ACCEPTED')))
    .limit(1);
  return rows.length > 0;
}

export async function hasOffers(db: DbOrTx, marketplaceId: number): Promise<boolean> {
  const rows = await db
    .select({ id: marketplaceOffers.id })
    .from(marketplaceOffers)
    .where(eq(marketplaceOffers.marketplaceId, marketplaceId))
    .limit(1);
  return rows.length > 0;
}

export async function hasPendingListing(db: DbOrTx, sellerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: marketplaceItems.id })
    .from(marketplaceItems)
    .where(and(eq(marketplaceItems.sellerId, sellerId), eq(marketplaceItems.status, 'PENDING')))
    .limit(1);
  return rows.length > 0;
}

/** Transaction-scoped lock on one seller's listings, so two concurrent creates cannot both pass the pending check. */
export async function lockSellerListings(tx: DbOrTx, sellerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7270, ${sellerId}::int)`);
}

export async function insertItem(db: DbOrTx, values: NewItem): Promise<ItemRow> {
  const [row] = await db.insert(marketplaceItems).values(values).returning();
  return row;
}

/** Updates an item; `onlyWhenStatus` makes the write conditional so a concurrent status change wins cleanly. */
export async function updateItem(
  db: DbOrTx,
  id: number,
  values: Partial<NewItem>,
  onlyWhenStatus?: ListingStatus,
): Promise<ItemRow | undefined> {
  // `execute()` sends the statement now, in this call, not on a later tick as awaiting the builder does: statements
  // issued after this call in the same transaction run after it and see the update (updateOwnListing, decision 046).
  const [row] = await db
    .update(marketplaceItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(marketplaceItems.id, id), onlyWhenStatus ? eq(marketplaceItems.status, onlyWhenStatus) : undefined))
    .returning()
    .execute();
  return row;
}

/**
 * The viewer's own offers, and every offer on an item the viewer sells: the item row says who sells it, so the
 * caller passes no list of its own that a slip could widen (the presenter applies the same rule again).
 */
const selectVisibleOffers = (db: DbOrTx, onItems: SQL, viewerId: number | Placeholder) =>
  db
    .select({ offer: marketplaceOffers, buyerContact: users.contactNo })
    .from(marketplaceOffers)
    .innerJoin(users, eq(users.id, marketplaceOffers.buyerId))
    .innerJoin(marketplaceItems, eq(marketplaceItems.id, marketplaceOffers.marketplaceId))
    .where(and(onItems, or(eq(marketplaceOffers.buyerId, viewerId), eq(marketplaceItems.sellerId, viewerId))))
    .orderBy(asc(marketplaceOffers.createdAt), asc(marketplaceOffers.id));

/**
 * One item's, as its details ask for them on every opening: a named statement (decision 039). Planned anew each
 * time, it cost PostgreSQL ten times its run (bench results, session 20). A page of items keeps the unnamed
 * statement: PostgreSQL's generic plan for `= any($ids)` guesses ten ids and costs more than each custom plan, so
 * it would be planned every time anyway.
 */
const visibleOffersOnItem = builtOnce((db) =>
  selectVisibleOffers(
    db,
    eq(marketplaceOffers.marketplaceId, sql.placeholder('itemId')),
    sql.placeholder('viewerId'),
  ).prepare(STATEMENT.marketplaceVisibleOffersOnItem),
);

/** Offers on the given items that this viewer may see: all of them on items they sell, else only their own. */
export async function findVisibleOffers(
  db: DbOrTx,
  itemIds: number[],
  viewerId: number | null,
): Promise<(OfferRow & { buyerContact: string | null })[]> {
  if (viewerId === null || itemIds.length === 0) return [];
  const rows =
    itemIds.length === 1
      ? await visibleOffersOnItem(db).execute({ itemId: itemIds[0], viewerId })
      : await selectVisibleOffers(db, inArray(marketplaceOffers.marketplaceId, itemIds), viewerId);
  return rows.map((r) => ({ ...r.offer, buyerContact: r.buyerContact }));
}

/** Inserts unless this buyer already offered on this item (the unique index decides, so concurrent tries store one). */
export async function insertOfferOnce(db: DbOrTx, values: NewOffer): Promise<OfferRow | undefined> {
  const [row] = await db
    .insert(marketplaceOffers)
    .values(values)
    .onConflictDoNothing({ target: [marketplaceOffers.marketplaceId, marketplaceOffers.buyerId] })
    .returning();
  return row;
}

export async function findOffer(db: DbOrTx, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(marketplaceOffers).where(eq(marketplaceOffers.id, id)).limit(1);
  return row;
}

/**
 * PENDING → ACCEPTED only while no other offer on the item is ACCEPTED; the partial unique index
 * (one ACCEPTED per item) refuses whatever slips past this condition.
 */
export async function acceptOfferIfNoneAccepted(tx: DbOrTx, marketplaceId: number, offerId: number) {
  const [row] = await tx
    .update(marketplaceOffers)
    .set({ status: 'ACCEPTED', updatedAt: new Date() })
    .where(
      and(
        eq(marketplaceOffers.id, offerId),
        eq(marketplaceOffers.marketplaceId, marketplaceId),
        eq(marketplaceOffers.status, 'PENDING'),
        sql`not exists (select 1 from ${marketplaceOffers} other where other.marketplace_id = ${marketplaceId} and other.status = 'ACCEPTED')`,
      ),
    )
    .returning();
  return row;
}

export async function rejectOtherPendingOffers(tx: DbOrTx, marketplaceId: number, acceptedId: number) {
  return tx
    .update(marketplaceOffers)
    .set({ status: 'REJECTED', updatedAt: new Date() })
    .where(
      and(
        eq(marketplaceOffers.marketplaceId, marketplaceId),
        eq(marketplaceOffers.status, 'PENDING'),
        ne(marketplaceOffers.id, acceptedId),
      ),
    )
    .returning({ id: marketplaceOffers.id, buyerId: marketplaceOffers.buyerId });
}

export async function findSellerByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

export async function countByStatus(db: DbOrTx) {
  return db
    .select({ status: marketplaceItems.status, total: count() })
    .from(marketplaceItems)
    .groupBy(marketplaceItems.status);
}

export async function countByCategory(db: DbOrTx) {
  return db
    .select({
      categoryId: marketplaceCategories.id,
      name: marketplaceCategories.name,
      total: count(marketplaceItems.id),
    })
    .from(marketplaceCategories)
    .leftJoin(marketplaceItems, eq(marketplaceItems.categoryId, marketplaceCategories.id))
    .groupBy(marketplaceCategories.id, marketplaceCategories.name)
    .orderBy(asc(marketplaceCategories.name));
}

// Categories

const categoryById = builtOnce((db) =>
  db
    .select()
    .from(marketplaceCategories)
    .where(eq(marketplaceCategories.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.marketplaceCategoryById),
);

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await categoryById(db).execute({ id });
  return row;
}

export async function insertCategory(db: DbOrTx, values: typeof marketplaceCategories.$inferInsert) {
  const [row] = await db.insert(marketplaceCategories).values(values).returning();
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof marketplaceCategories.$inferInsert>,
) {
  const [row] = await db
    .update(marketplaceCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marketplaceCategories.id, id))
    .returning();
  return row;
}

export async function findCategoryPage(db: DbOrTx, page: number, limit: number) {
  return db
    .select()
    .from(marketplaceCategories)
    .orderBy(asc(marketplaceCategories.name), asc(marketplaceCategories.id))
    .limit(limit)
    .offset(pageOffset(page, limit));
}

export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(marketplaceCategories);
  return row.total;
}

export async function countItemsInCategory(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.categoryId, categoryId));
  return row.n;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const [row] = await db.delete(marketplaceCategories).where(eq(marketplaceCategories.id, id)).returning();
  return row;
}
