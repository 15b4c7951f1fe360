import { SEARCH_COUNT_CAP } from '@campus/shared/constants';
import type { LibraryStatus } from '@campus/shared/enums';
import type { TLibraryCategoryTableQuery, TLibraryTableQuery } from '@campus/shared/schemas/elibrary';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgErrorOf } from '../../db/pg-error';
import { libraryCategories, libraryItems, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import { dayRange, pageOffset, searchAny, searchLowered } from '../../http/query';

export type NewLibraryItem = typeof libraryItems.$inferInsert;
export type NewLibraryCategory = typeof libraryCategories.$inferInsert;

const itemWithRefs = {
  item: libraryItems,
  author: {
    id: users.id,
    fullName: users.fullName,
    profilePic: sql<string | null>`coalesce(${users.profilePic}, ${users.gmailPic})`,
  },
  category: { id: libraryCategories.id, name: libraryCategories.name },
};

/** Items joined with their author and category in ONE statement. */
function selectItemsWithRefs(db: DbOrTx) {
  return db
    .select(itemWithRefs)
    .from(libraryItems)
    .innerJoin(users, eq(users.id, libraryItems.authorId))
    .innerJoin(libraryCategories, eq(libraryCategories.id, libraryItems.categoryId));
}
export interface LibraryItemRow {
  item: typeof libraryItems.$inferSelect;
  author: { id: number; fullName: string; profilePic: string | null };
  category: { id: number; name: string };
}

export interface ItemFilter extends Pick<TLibraryTableQuery, 'status' | 'categoryId' | 'createdAt' | 'searchTerm'> {
  /** Set for non-managers: they only ever see this status, whatever else they ask for. */
  onlyStatus?: LibraryStatus;
}

function itemWhere(filter: ItemFilter): SQL | undefined {
  const day = dayRange(filter.createdAt);
  return and(
    filter.onlyStatus ? eq(libraryItems.status, filter.onlyStatus) : undefined,
    filter.status ? eq(libraryItems.status, filter.status) : undefined,
    filter.categoryId ? eq(libraryItems.categoryId, filter.categoryId) : undefined,
    day ? and(gte(libraryItems.createdAt, day.from), lt(libraryItems.createdAt, day.to)) : undefined,
    searchLowered(filter.searchTerm, libraryItems.title),
  );
}

/** Where a title-ordered search's matches begin: the first match's sort key (decision 055). */
export interface TitleBound {
  key: string;
  id: number;
}

/**
 * The first item in title order (`asc` or `desc`) that `where` matches, or undefined when none does. A walk of the
 * (status, lower(title)) index until the first match: as long as the alphabet before it, once per version.
 */
export async function findFirstTitle(
  db: DbOrTx,
  where: SQL | undefined,
  sortOrder: 'asc' | 'desc',
): Promise<TitleBound | undefined> {
  const direction = sortOrder === 'asc' ? asc : desc;
  const key = sql<string>`lower(${libraryItems.title})`;
  const [row] = await db
    .select({ key, id: libraryItems.id })
    .from(libraryItems)
    .where(where)
    .orderBy(direction(key), direction(libraryItems.id))
    .limit(1);
  return row;
}

export interface PageOptions {
  /** Answers the total, or reuses one counted earlier at the same version (db/count-cache). */
  countWith?: (where: SQL | undefined, count: () => Promise<number>) => Promise<number>;
  /** Answers where a title-ordered search's matches begin, or reuses it (db/count-cache's rememberPerFilter). */
  boundWith?: (
    where: SQL | undefined,
    sortOrder: 'asc' | 'desc',
    load: () => Promise<TitleBound | undefined>,
  ) => Promise<TitleBound | undefined>;
}

/**
 * One page of items plus the total: two statements whatever the page size. `countWith` may answer the total
 * without a statement (db/count-cache: the same filter counted earlier at the same version). The page is a
 * deferred join like the marketplace's (decision 015): the page's ids are chosen from the items alone (the
 * (status, created_at) index for the default order), then only those rows are joined to author and category.
 */
export async function findItemPage(
  db: DbOrTx,
  query: TLibraryTableQuery,
  filter: ItemFilter,
  { countWith = (_, c) => c(), boundWith = (_, __, load) => load() }: PageOptions = {},
) {
  const where = itemWhere(filter);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // Titles sort case-insensitively so PGlite (C collation) and PostgreSQL agree.
  const titleKey = sql`lower(${libraryItems.title})`;
  const primary = query.sortBy === 'title' ? direction(titleKey) : direction(libraryItems.createdAt);
  const order = [primary, direction(libraryItems.id)];
  // A search in title order starts its walk where its matches begin (decision 055). The bound is the first match
  // of the status and the words alone, so it is at or before the first match of any narrower filter (a category,
  // a day), and no matching row is skipped: OFFSET still counts only matches.
  let seek: SQL | undefined;
  if (query.sortBy === 'title' && filter.searchTerm) {
    const wide = itemWhere({ onlyStatus: filter.onlyStatus, status: filter.status, searchTerm: filter.searchTerm });
    const bound = await boundWith(wide, query.sortOrder, () => findFirstTitle(db, wide, query.sortOrder));
    if (bound) {
      seek =
        query.sortOrder === 'asc'
          ? sql`(${titleKey}, ${libraryItems.id}) >= (${bound.key}, ${bound.id})`
          : sql`(${titleKey}, ${libraryItems.id}) <= (${bound.key}, ${bound.id})`;
    }
  }
  const pageIds = db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(where, seek))
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  const [rows, total] = await Promise.all([
    selectItemsWithRefs(db)
      .where(inArray(libraryItems.id, pageIds))
      .orderBy(...order),
    countWith(where, async () => {
      // A search's total counts no further than SEARCH_COUNT_CAP + 1 (decision 045). It counts a column that no
      // index holds with the status and the title: counting `*`, the planner walked the whole (status, title)
      // index testing every title (37–79 ms at 10× the data) where the trigram index finds the matches (4–11 ms).
      if (!filter.searchTerm) {
        const [row] = await db.select({ total: count() }).from(libraryItems).where(where);
        return row.total;
      }
      const matches = db
        .select({ authorId: libraryItems.authorId })
        .from(libraryItems)
        .where(where)
        .limit(SEARCH_COUNT_CAP + 1)
        .as('matches');
      const [row] = await db.select({ total: count(matches.authorId) }).from(matches);
      return row.total;
    }),
  ]);
  return { rows, total };
}

/** A resource's page reads it by key: a named statement, parsed and planned once per connection (decision 039). */
const itemWithRefsById = builtOnce((db) =>
  selectItemsWithRefs(db)
    .where(eq(libraryItems.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.libraryItemWithRefs),
);

export async function findItem(db: DbOrTx, id: number): Promise<LibraryItemRow | undefined> {
  const [row] = await itemWithRefsById(db).execute({ id });
  return row;
}

export async function lockItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(libraryItems).where(eq(libraryItems.id, id)).for('update').limit(1);
  return row;
}

/** True when a write failed because its item's category does not exist (the category's foreign key). */
export function isMissingCategory(error: unknown): boolean {
  return pgErrorOf(error)?.constraint === 'library_items_category_id_library_categories_id_fk';
}

export async function insertItem(db: DbOrTx, values: NewLibraryItem) {
  const [row] = await db.insert(libraryItems).values(values).returning();
  return row;
}

export async function updateItem(db: DbOrTx, id: number, values: Partial<NewLibraryItem>) {
  const [row] = await db
    .update(libraryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryItems.id, id))
    .returning({ id: libraryItems.id });
  return row;
}

export async function countItemsByStatus(db: DbOrTx) {
  return db.select({ status: libraryItems.status, total: count() }).from(libraryItems).groupBy(libraryItems.status);
}

/** Every category with its item counts per status, in one statement. */
export async function countItemsByCategory(db: DbOrTx) {
  const byStatus = (status: LibraryStatus) =>
    sql<number>`count(${libraryItems.id}) filter (where ${libraryItems.status} = ${status})`.mapWith(Number);
  return db
    .select({
      id: libraryCategories.id,
      name: libraryCategories.name,
      total: count(libraryItems.id),
      pending: byStatus('PENDING'),
      approved: byStatus('APPROVED'),
      rejected: byStatus('REJECTED'),
    })
    .from(libraryCategories)
    .leftJoin(libraryItems, eq(libraryItems.categoryId, libraryCategories.id))
    .groupBy(libraryCategories.id, libraryCategories.name)
    .orderBy(asc(libraryCategories.name));
}

const categoryById = builtOnce((db) =>
  db
    .select()
    .from(libraryCategories)
    .where(eq(libraryCategories.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.libraryCategoryById),
);

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await categoryById(db).execute({ id });
  return row;
}

export async function findCategoryByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: libraryCategories.id })
    .from(libraryCategories)
    .where(sql`lower(${libraryCategories.name}) = lower(${name})`)
    .limit(1);
  return row;
}

export async function findCategoryPage(db: DbOrTx, query: TLibraryCategoryTableQuery) {
  const where = searchAny(query.searchTerm, [libraryCategories.name]);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const primary =
    query.sortBy === 'name' ? direction(sql`lower(${libraryCategories.name})`) : direction(libraryCategories.createdAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(libraryCategories)
      .where(where)
      .orderBy(primary, direction(libraryCategories.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ total: count() }).from(libraryCategories).where(where),
  ]);
  return { rows, total };
}

export async function insertCategory(db: DbOrTx, values: NewLibraryCategory) {
  const [row] = await db.insert(libraryCategories).values(values).returning();
  return row;
}

export async function updateCategory(db: DbOrTx, id: number, values: Partial<NewLibraryCategory>) {
  const [row] = await db
    .update(libraryCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(libraryCategories.id, id))
    .returning();
  return row;
}

export async function countItemsInCategory(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(libraryItems).where(eq(libraryItems.categoryId, categoryId));
  return row.n;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const [row] = await db.delete(libraryCategories).where(eq(libraryCategories.id, id)).returning();
  return row;
}
