import { MSG } from '@campus/shared/messages';
import { EVENT_MSG } from '@campus/shared/messages-events';
import type {
  EventWithRsvp,
  TCreateEventRequest,
  TEventTableQuery,
  TNewEventsQuery,
  TUpdateEventRequest,
} from '@campus/shared/schemas/events';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { cachedCount } from '../../db/count-cache';
import { pageSeek } from '../../db/page-bounds';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset } from '../../http/query';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { presentEvent } from './events.presenter';
import {
  countEvents,
  eventTableWhere,
  eventTypeWhere,
  findEventBounds,
  findEventPage,
  findEventRow,
  findEventWithHost,
  findNewestEvents,
  insertEvent,
  TIME_SORTS,
  updateEventById,
  userExists,
} from './events.repository';
import { getMyRsvp, onEventUpdated } from './events-rsvp.service';

/** hostId comes from the token, except that an admin may name another existing member (architecture §5). */
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

export async function getEvent(ctx: AppContext, id: number, viewerId?: number): Promise<EventWithRsvp> {
  // The event and the viewer's RSVP at once: one wait for the database instead of two.
  const [row, myRsvp] = await Promise.all([
    findEventWithHost(ctx.db, id),
    viewerId ? getMyRsvp(ctx, id, viewerId) : undefined,
  ]);
  if (!row) throw notFound('Event');
  const event = presentEvent(row);
  return viewerId ? { ...event, myRsvp: myRsvp ?? null } : event;
}

export async function createEvent(
  ctx: AppContext,
  caller: AuthUser,
  actor: AuditActor,
  input: TCreateEventRequest,
): Promise<EventWithRsvp> {
  const { hostId: requestedHost, guests, ...fields } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const hostId = await resolveHostId(tx, caller, requestedHost);
    const row = await insertEvent(tx, {
      ...fields,
      rsvpEnabled: fields.rsvpEnabled ?? fields.type === 'EVENT',
      hostId,
      guests: guests ?? [],
    });
    await recordAudit(tx, {
      actor,
      action: 'event.create',
      target: { kind: 'event', id: row.id, title: row.title },
      changes: diffChanges(null, { type: row.type, startTime: row.startTime, isTopBanner: row.isTopBanner, hostId }),
    });
    if (row.isTopBanner && !row.isCancel) await announceTopBanner(ctx, row, tx);
    return row.id;
  });
  return getEvent(ctx, id);
}

export async function updateEvent(
  ctx: AppContext,
  caller: AuthUser,
  actor: AuditActor,
  input: TUpdateEventRequest,
): Promise<EventWithRsvp> {
  const { id, hostId: requestedHost, ...fields } = input;
  await ctx.db.transaction(async (tx) => {
    const existing = await findEventRow(tx, id);
    if (!existing) throw notFound('Event');
    const start = fields.startTime ?? existing.startTime;
    const end = fields.endTime ?? existing.endTime;
    if (end.getTime() < start.getTime()) throw badRequest(MSG.eventEndBeforeStart, 'endTime');
    const deadline = fields.rsvpDeadline === undefined ? existing.rsvpDeadline : fields.rsvpDeadline;
    if (deadline && deadline.getTime() > start.getTime())
      throw badRequest(EVENT_MSG.rsvpDeadlineAfterStart, 'rsvpDeadline');
    const values: Parameters<typeof updateEventById>[2] = { ...fields };
    if (requestedHost !== undefined && caller.role === 'ADMIN')
      values.hostId = await resolveHostId(tx, caller, requestedHost);
    const row = await updateEventById(tx, id, values);
    const changes = diffChanges(existing, values);
    if (changes.length) {
      await recordAudit(tx, {
        actor,
        action: 'event.update',
        target: { kind: 'event', id, title: existing.title },
        changes,
      });
    }
    if (row.isTopBanner && !row.isCancel && !existing.isTopBanner) await announceTopBanner(ctx, row, tx);
    await onEventUpdated(ctx, tx, existing);
  });
  return getEvent(ctx, id);
}

export async function findEventTable(ctx: AppContext, query: TEventTableQuery) {
  const where = eventTableWhere(query);
  // Any event write moves the events area, so a remembered row of any time order stays exact (decision 036).
  const seek = TIME_SORTS.has(query.sortBy)
    ? await pageSeek(
        ctx.changes,
        ['events'],
        `events ${query.sortBy} ${query.sortOrder}`,
        where,
        pageOffset(query.page, query.limit),
        () => findEventBounds(ctx.db, where, query.sortBy, query.sortOrder),
      )
    : undefined;
  const [rows, total] = await Promise.all([
    findEventPage(ctx.db, where, query, seek),
    cachedCount(ctx.changes, 'events', 'events', where, () => countEvents(ctx.db, where)),
  ]);
  return { rows: rows.map(presentEvent), meta: { page: query.page, limit: query.limit, total } };
}

/** Newest first, optionally of one type (the member app's news feed). */
export async function findNewEvents(ctx: AppContext, query: TNewEventsQuery) {
  const where = eventTypeWhere(query.type);
  const [rows, total] = await Promise.all([
    findNewestEvents(ctx.db, where, query.limit),
    cachedCount(ctx.changes, 'events', 'events', where, () => countEvents(ctx.db, where)),
  ]);
  return { rows: rows.map(presentEvent), meta: { page: 1, limit: query.limit, total } };
}
