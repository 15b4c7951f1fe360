import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The statements PostgreSQL keeps prepared on each pooled connection: parsed once, and after five runs planned once
 * for all values (bench results, session 11). Only for a statement of one fixed text whose best plan cannot depend
 * on its values: a lookup by key or by a foreign key's index, or a keyset page whose every part is one index range
 * read in the index's order (the leaderboard's pages; their generic plan is tested). Never a list, search or filter
 * statement whose values vary: its generic plan ignores the values, and the marketplace page ran 3× slower that way.
 * Home's lists are named because nothing in them varies but the limit (decisions 053, 056). One name, one
 * text: node-postgres refuses a name reused for another text, so every name lives here. On PostgreSQL a named
 * statement outside a transaction runs in the key lane (db/lanes.ts, decision 044) unless NAMED_IN_READS_LANE lists
 * it: keep them fast.
 */
export const STATEMENT = {
  guardUserRow: 'guard_user_row',
  /** The same read for a request that writes: it runs in the write lane (db/lanes.ts). */
  guardUserRowOfWrite: 'guard_user_row_of_write',
  marketplaceItemById: 'marketplace_item_by_id',
  marketplaceCategoryById: 'marketplace_category_by_id',
  libraryCategoryById: 'library_category_by_id',
  libraryItemWithRefs: 'library_item_with_refs',
  marketplaceItemWithRefs: 'marketplace_item_with_refs',
  marketplaceVisibleOffersOnItem: 'marketplace_visible_offers_on_item',
  eventWithHost: 'event_with_host',
  userWithRefs: 'user_with_refs',
  eventRsvpOfMember: 'event_rsvp_of_member',
  notificationsPage: 'notifications_page',
  notificationsUnreadPage: 'notifications_unread_page',
  notificationsCount: 'notifications_count',
  leaderboardPage: 'leaderboard_page',
  leaderboardPageWithMine: 'leaderboard_page_with_mine',
  homeEventCards: 'home_event_cards',
  homeMembers: 'home_members',
} as const;

export type StatementName = (typeof STATEMENT)[keyof typeof STATEMENT];

/**
 * Named, so PostgreSQL plans them once, but run in the reads' lane with the rest of their screens' reads (db/lanes.ts):
 * the key lane's few connections are for the lookups every request makes first (the guard's row, a listing, a
 * member). Sending an opened event's or library resource's read there too queued it behind those (its route's
 * share of answers over 50 ms rose from 10-49 % to 55-93 % in session 20's runs).
 */
export const NAMED_IN_READS_LANE: ReadonlySet<string> = new Set<StatementName>([
  STATEMENT.marketplaceVisibleOffersOnItem,
  STATEMENT.eventWithHost,
  STATEMENT.libraryItemWithRefs,
  // The inbox came after the guard's own key-lane read: two waits in that lane made it the slowest route (65-69 %
  // of its answers over 50 ms).
  STATEMENT.notificationsPage,
  STATEMENT.notificationsUnreadPage,
  STATEMENT.notificationsCount,
  // Home's lists: their text and values never change (only the limit is a placeholder), so the generic plan is the
  // plan; the four event lists are one statement and the three member lists another (decisions 053, 056).
  STATEMENT.homeEventCards,
  STATEMENT.homeMembers,
]);

/**
 * A named statement's query, built once per database handle and then only executed with its placeholders' values.
 * drizzle builds the SQL text anew on every `prepare()` (walking the selection, the joins and the conditions), which
 * took a tenth of the server's CPU under the campus mix (profile, bench results session 19); these statements'
 * text never changes. A transaction is a handle of its own, so its statements are built for it (and dropped with it).
 */
export function builtOnce<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Runs raw SQL (a `sql` template) as the named statement: drizzle names only the statements of its query builder.
 * PGlite ignores the name; its answer has the same `rows` as `db.execute`.
 */
export function executeNamed<Row>(db: DbOrTx, name: StatementName, query: SQL): Promise<{ rows: Row[] }> {
  const built = db.execute(query).getQuery();
  return db._.session.prepareQuery(built, undefined, name, false).execute() as Promise<{ rows: Row[] }>;
}
