import type { EventType } from '@campus/shared/enums';
import type { TEventTableQuery } from '@campus/shared/schemas/events';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PageSeek, readBounds } from '../../db/page-bounds';
import { events, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import { dayRange, orderBy, pageOffset, searchAny } from '../../http/query';

export type NewEvent = typeof events.$inferInsert;

const withHost = {
  event: events,
  host: { id: users.id, fullName: users.fullName, profilePic: users.profilePic },
};
export type EventWithHost = {
  event: typeof events.$inferSelect;
  host: { id: number; fullName: string; profilePic: string | null } | null;
};

/** Events joined with their host's public fields, in ONE statement. */
export function selectEventsWithHost(db: DbOrTx) {
  return db.select(withHost).from(events).leftJoin(users, eq(users.id, events.hostId));
}

/** An event's page reads it by key: a named statement, parsed and planned once per connection (decision 039). */
const eventWithHost = builtOnce((db) =>
  selectEventsWithHost(db)
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare(STATEMENT.eventWithHost),
);

export async function findEventWithHost(db: DbOrTx, id: number): Promise<EventWithHost | undefined> {
  const [row] = await eventWithHost(db).execute({ id });
  return row;
}

export async function findEventRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function insertEvent(db: DbOrTx, values: NewEvent) {
  const [row] = await db.insert(events).values(values).returning();
  return row;
}

export async function updateEventById(db: DbOrTx, id: number, values: Partial<NewEvent>) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function countEvents(db: DbOrTx, where?: SQL) {
  const [row] = await db.select({ total: count() }).from(events).where(where);
  return row.total;
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** A [from, to) instant range on a timestamp column. */
export function within(column: AnyColumn, range: { from: Date; to: Date } | undefined) {
  return range ? and(gte(column, range.from), lt(column, range.to)) : undefined;
}

export type HomeEventList = 'banner' | 'campus' | 'podcasts' | 'all';

/** Home lists: newest first; not canceled unless it is the banner (architecture §7). */
export function homeEventFilter(list: HomeEventList): SQL | undefined {
  const notCanceled = eq(events.isCancel, false);
  const ofTypes = (types: EventType[]) =>
    types.length === 1 ? eq(events.type, types[0]) : inArray(events.type, types);
  switch (list) {
    case 'banner':
      return eq(events.isTopBanner, true);
    case 'campus':
      return and(notCanceled, ofTypes(['CAMPUS']));
    case 'podcasts':
      return and(notCanceled, ofTypes(['PODCAST']));
    case 'all':
      return and(notCanceled, ofTypes(['EVENT', 'ARTICLE']));
  }
}

/** An event card's columns (decision 056): every column but the description and the guests. */
const { description: _description, guests: _guests, ...cardColumns } = getTableColumns(events);
export type EventCardRow = {
  list: HomeEventList;
  event: Omit<typeof events.$inferSelect, 'description' | 'guests'>;
  host: EventWithHost['host'];
};

/** One Home list of cards, newest first, tagged with its name; its limit is the statement's one placeholder. */
function homeListQuery(db: DbOrTx, list: HomeEventList) {
  return db
    .select({ list: sql<HomeEventList>`${sql.raw(`'${list}'`)}`.as('list'), event: cardColumns, host: withHost.host })
    .from(events)
    .leftJoin(users, eq(users.id, events.hostId))
    .where(homeEventFilter(list))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(sql.placeholder('limit'));
}

/**
 * Home's four event lists as ONE named statement (decision 056): each list is its own limited index walk, joined by
 * UNION ALL and told apart by its tag. Four statements cost four socket writes and four reads a request; the text
 * never changes, so it is built and planned once (decision 053).
 */
const homeEventCards = builtOnce((db) =>
  homeListQuery(db, 'banner')
    .unionAll(homeListQuery(db, 'campus'))
    .unionAll(homeListQuery(db, 'podcasts'))
    .unionAll(homeListQuery(db, 'all'))
    .prepare(STATEMENT.homeEventCards),
);

type HomeLists = Record<HomeEventList, Omit<EventCardRow, 'list'>[]>;

/** Home's event lists, at most `limit` cards each, in one statement. */
export async function findHomeEventCards(db: DbOrTx, limit: number): Promise<HomeLists> {
  const lists: HomeLists = { banner: [], campus: [], podcasts: [], all: [] };
  for (const { list, ...row } of (await homeEventCards(db).execute({ limit })) as EventCardRow[]) lists[list].push(row);
  return lists;
}

const SORT_COLUMNS = {
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  startTime: events.startTime,
  endTime: events.endTime,
  title: events.title,
  type: events.type,
} as const;

/** The filters of GET /event/table as one condition (also the key of its cached total). */
export function eventTableWhere(query: TEventTableQuery): SQL | undefined {
  return and(
    searchAny(query.searchTerm, [events.title, events.subtitle]),
    query.type ? eq(events.type, query.type) : undefined,
    query.isCancel === undefined ? undefined : eq(events.isCancel, query.isCancel),
    query.isTopBanner === undefined ? undefined : eq(events.isTopBanner, query.isTopBanner),
    within(events.startTime, dayRange(query.startTime)),
    within(events.endTime, dayRange(query.endTime)),
    within(events.createdAt, dayRange(query.createdAt)),
    within(events.updatedAt, dayRange(query.updatedAt)),
  );
}

export function eventTypeWhere(type: EventType | undefined): SQL | undefined {
  return type ? eq(events.type, type) : undefined;
}

/**
 * One page of the event table in the requested order (ties broken by id, so pages never overlap), in ONE
 * statement as a deferred join (decision 015): the page's ids are chosen from the events alone, then only those
 * rows are joined to their host, instead of joining every skipped row.
 */
export function findEventPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: Pick<TEventTableQuery, 'sortBy' | 'sortOrder' | 'page' | 'limit'>,
  seek?: PageSeek,
) {
  const order = [
    orderBy(SORT_COLUMNS[page.sortBy], page.sortOrder),
    page.sortOrder === 'asc' ? asc(events.id) : desc(events.id),
  ];
  const bound = seek?.bound;
  const column = SORT_COLUMNS[page.sortBy];
  const after = bound
    ? page.sortOrder === 'desc'
      ? sql`(${column}, ${events.id}) < (${bound.key}::timestamptz, ${bound.id})`
      : sql`(${column}, ${events.id}) > (${bound.key}::timestamptz, ${bound.id})`
    : undefined;
  const pageIds = db
    .select({ id: events.id })
    .from(events)
    .where(and(where, after))
    .orderBy(...order)
    .limit(page.limit)
    .offset(seek ? seek.offset : pageOffset(page.page, page.limit));
  return selectEventsWithHost(db)
    .where(inArray(events.id, pageIds))
    .orderBy(...order);
}

/** Orders whose key is a time: deep pages of these start from a remembered row (db/page-bounds.ts). */
export const TIME_SORTS = new Set<keyof typeof SORT_COLUMNS>(['createdAt', 'updatedAt', 'startTime', 'endTime']);

/** The sort key and id of every BOUND_STRIDE-th event of a filter, in page order (a time sort only). */
export function findEventBounds(
  db: DbOrTx,
  where: SQL | undefined,
  sortBy: keyof typeof SORT_COLUMNS,
  sortOrder: 'asc' | 'desc',
) {
  return readBounds(db, events, { key: SORT_COLUMNS[sortBy], id: events.id, sortOrder }, where);
}

/** The newest events first (the member app's news feed). */
export function findNewestEvents(db: DbOrTx, where: SQL | undefined, limit: number) {
  return selectEventsWithHost(db).where(where).orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
}
