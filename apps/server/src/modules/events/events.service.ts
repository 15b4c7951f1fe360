import { MSG } from '@campus/shared/messages';
import type {
  EventItem,
  TCreateEventRequest,
  TEventTableQuery,
  TNewEventsQuery,
  TUpdateEventRequest,
} from '@campus/shared/schemas/events';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { dayRange, orderBy, pageOffset, searchAny } from '../../http/query';
import { presentEvent } from './events.presenter';
import {
  countEvents,
  findEventRow,
  findEventWithHost,
  insertEvent,
  selectEventsWithHost,
  updateEventById,
  userExists,
  within,
} from './events.repository';

const SORT_COLUMNS = {
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  startTime: events.startTime,
  endTime: events.endTime,
  title: events.title,
  type: events.type,
} as const;

/** hostId comes from the token, except that an admin may name another existing member (ARCHITECTURE §5). */
async function resolveHostId(db: DbOrTx, caller: AuthUser, requested: number | undefined): Promise<number> {
  if (caller.role !== 'ADMIN' || !requested || requested === caller.id) return caller.id;
  if (!(await userExists(db, requested))) throw badRequest(MSG.hostNotFound, 'hostId');
  return requested;
}

async function announceTopBanner(ctx: AppContext, event: { id: number; title: string; subtitle: string }, tx: DbOrTx) {
  await ctx.notifier.notify(
    {
      to: 'everyone',
      category: 'TOP_BANNER_EVENT',
      title: event.title,
      body: event.subtitle,
      url: `/news/${event.id}`,
    },
    tx,
  );
}

export async function getEvent(ctx: AppContext, id: number): Promise<EventItem> {
  const row = await findEventWithHost(ctx.db, id);
  if (!row) throw notFound('Event');
  return presentEvent(row);
}

export async function createEvent(ctx: AppContext, caller: AuthUser, input: TCreateEventRequest): Promise<EventItem> {
  const { hostId: requestedHost, guests, ...fields } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const hostId = await resolveHostId(tx, caller, requestedHost);
    const row = await insertEvent(tx, { ...fields, hostId, guests: guests ?? [] });
    if (row.isTopBanner && !row.isCancel) await announceTopBanner(ctx, row, tx);
    return row.id;
  });
  return getEvent(ctx, id);
}

export async function updateEvent(ctx: AppContext, caller: AuthUser, input: TUpdateEventRequest): Promise<EventItem> {
  const { id, hostId: requestedHost, ...fields } = input;
  await ctx.db.transaction(async (tx) => {
    const existing = await findEventRow(tx, id);
    if (!existing) throw notFound('Event');
    const start = fields.startTime ?? existing.startTime;
    const end = fields.endTime ?? existing.endTime;
    if (end.getTime() < start.getTime()) throw badRequest(MSG.eventEndBeforeStart, 'endTime');
    const values: Parameters<typeof updateEventById>[2] = { ...fields };
    if (requestedHost !== undefined && caller.role === 'ADMIN')
      values.hostId = await resolveHostId(tx, caller, requestedHost);
    const row = await updateEventById(tx, id, values);
    if (row.isTopBanner && !row.isCancel && !existing.isTopBanner) await announceTopBanner(ctx, row, tx);
  });
  return getEvent(ctx, id);
}

export async function findEventTable(ctx: AppContext, query: TEventTableQuery) {
  const where = and(
    searchAny(query.searchTerm, [events.title, events.subtitle]),
    query.type ? eq(events.type, query.type) : undefined,
    query.isCancel === undefined ? undefined : eq(events.isCancel, query.isCancel),
    query.isTopBanner === undefined ? undefined : eq(events.isTopBanner, query.isTopBanner),
    within(events.startTime, dayRange(query.startTime)),
    within(events.endTime, dayRange(query.endTime)),
    within(events.createdAt, dayRange(query.createdAt)),
    within(events.updatedAt, dayRange(query.updatedAt)),
  );
  const sortColumn = SORT_COLUMNS[query.sortBy];
  const [rows, total] = await Promise.all([
    selectEventsWithHost(ctx.db)
      .where(where)
      .orderBy(orderBy(sortColumn, query.sortOrder), query.sortOrder === 'asc' ? asc(events.id) : desc(events.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    countEvents(ctx.db, where),
  ]);
  return { rows: rows.map(presentEvent), meta: { page: query.page, limit: query.limit, total } };
}

/** Newest first, optionally of one type (the member app's news feed). */
export async function findNewEvents(ctx: AppContext, query: TNewEventsQuery) {
  const where = query.type ? eq(events.type, query.type) : undefined;
  const [rows, total] = await Promise.all([
    selectEventsWithHost(ctx.db).where(where).orderBy(desc(events.createdAt), desc(events.id)).limit(query.limit),
    countEvents(ctx.db, where),
  ]);
  return { rows: rows.map(presentEvent), meta: { page: 1, limit: query.limit, total } };
}
