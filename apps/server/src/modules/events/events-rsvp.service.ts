import { TIME_ZONE } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { EVENT_MSG } from '@campus/shared/messages-events';
import { can } from '@campus/shared/permissions';
import type {
  EventRsvpSummary,
  TAttendanceCounts,
  TAttendee,
  TAttendeeQuery,
  TCheckInRequest,
  TCheckInResult,
  TMyRsvp,
  TMyTicket,
  TRsvpRequest,
  TRsvpResult,
  TTicket,
} from '@campus/shared/schemas/rsvp';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset } from '../../http/query';
import { awardPoints } from '../leaderboard/points';
import { longCode, parseTicketCode, qrSvg, shortCode, type TicketKeys, ticketKeys } from './event-tickets';
import {
  type AttendeeRow,
  bumpSequence,
  clearReminders,
  codeExistsElsewhere,
  countCheckIns,
  deleteRsvp,
  type EventRow,
  findAttendees,
  findCheckIn,
  findEvent,
  findGoingEvents,
  findPublicUser,
  findRsvp,
  findRsvpByCode,
  insertCheckIn,
  lockEvent,
  promoteWaitlisted,
  type RsvpRow,
  saveCounters,
  upsertRsvp,
  userIdsWithStatus,
  waitlistPosition,
} from './events-rsvp.repository';

const keysBySecret = new Map<string, TicketKeys>();
function keysOf(ctx: AppContext): TicketKeys {
  let keys = keysBySecret.get(ctx.config.jwtSecret);
  if (!keys) {
    keys = ticketKeys(ctx.config.jwtSecret);
    keysBySecret.set(ctx.config.jwtSecret, keys);
  }
  return keys;
}

/** The RSVP fields every event answer carries (from the event row's counters: no extra query per event). */
export function presentRsvpSummary(
  event: Pick<EventRow, 'location' | 'capacity' | 'rsvpEnabled' | 'rsvpDeadline' | 'goingCount' | 'waitlistCount'>,
): EventRsvpSummary {
  return {
    location: event.location,
    capacity: event.capacity,
    rsvpEnabled: event.rsvpEnabled,
    rsvpDeadline: event.rsvpDeadline?.toISOString() ?? null,
    goingCount: event.goingCount,
    spotsLeft: event.capacity === null ? null : Math.max(0, event.capacity - event.goingCount),
    waitlistCount: event.waitlistCount,
  };
}

async function presentMyRsvp(db: DbOrTx, row: RsvpRow | undefined): Promise<TMyRsvp | null> {
  if (!row) return null;
  if (row.status !== 'WAITLISTED' || row.waitlistOrder === null) return { status: row.status };
  return { status: row.status, position: await waitlistPosition(db, row.eventId, row.waitlistOrder) };
}

export async function getMyRsvp(ctx: AppContext, eventId: number, userId: number): Promise<TMyRsvp | null> {
  return presentMyRsvp(ctx.db, await findRsvp(ctx.db, eventId, userId));
}

function assertOpenForRsvp(event: EventRow, now: Date) {
  if (event.isCancel) throw conflict(EVENT_MSG.rsvpEventCanceled);
  if (!event.rsvpEnabled) throw conflict(EVENT_MSG.rsvpNotOpen);
  if (now.getTime() >= event.startTime.getTime()) throw conflict(EVENT_MSG.rsvpEventStarted);
  if (event.rsvpDeadline && now.getTime() > event.rsvpDeadline.getTime()) throw conflict(EVENT_MSG.rsvpDeadlinePassed);
}

type Counters = Pick<EventRow, 'goingCount' | 'waitlistCount' | 'interestedCount' | 'waitlistSeq'>;
const COUNTER = { GOING: 'goingCount', WAITLISTED: 'waitlistCount', INTERESTED: 'interestedCount' } as const;

/** Fills free seats from the waitlist (in waitlist order) and tells each promoted member, in the caller's tx. */
async function fillFreeSeats(ctx: AppContext, tx: DbOrTx, event: EventRow, counts: Counters) {
  const free = event.capacity === null ? counts.waitlistCount : event.capacity - counts.goingCount;
  const promoted = await promoteWaitlisted(tx, event.id, Math.min(free, counts.waitlistCount));
  counts.goingCount += promoted.length;
  counts.waitlistCount -= promoted.length;
  if (promoted.length > 0) {
    await ctx.notifier.notify(
      {
        to: promoted,
        category: 'EVENT_RSVP',
        title: EVENT_MSG.spotOpened(event.title),
        body: `${whenText(event.startTime)}${event.location ? ` · ${event.location}` : ''}`,
        url: `/news/${event.id}`,
      },
      tx,
    );
  }
}

/**
 * "Going" or "Interested". Every RSVP of one event runs under that event's row lock, so the seat count read here
 * is the truth: GOING while seats are left, else WAITLISTED with the next number.
 */
export async function rsvpToEvent(
  ctx: AppContext,
  caller: AuthUser,
  eventId: number,
  input: TRsvpRequest,
  now = new Date(),
): Promise<TRsvpResult> {
  if (caller.status !== 'ACTIVE') throw forbidden(EVENT_MSG.rsvpActiveOnly);
  return ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound('Event');
    assertOpenForRsvp(event, now);
    const existing = await findRsvp(tx, eventId, caller.id);
    if (
      existing &&
      (existing.status === input.status || (existing.status === 'WAITLISTED' && input.status === 'GOING'))
    )
      return (await presentMyRsvp(tx, existing)) as TRsvpResult;

    const counts: Counters = {
      goingCount: event.goingCount,
      waitlistCount: event.waitlistCount,
      interestedCount: event.interestedCount,
      waitlistSeq: event.waitlistSeq,
    };
    if (existing) counts[COUNTER[existing.status]]--;
    let result: TRsvpResult;
    let waitlistOrder: number | null = null;
    if (input.status === 'INTERESTED') {
      result = { status: 'INTERESTED' };
    } else if (event.capacity === null || counts.goingCount < event.capacity) {
      result = { status: 'GOING' };
    } else {
      waitlistOrder = ++counts.waitlistSeq;
      result = { status: 'WAITLISTED', position: counts.waitlistCount + 1 };
    }
    counts[COUNTER[result.status]]++;
    await upsertRsvp(tx, {
      eventId,
      userId: caller.id,
      status: result.status,
      waitlistOrder,
      ticketCode: shortCode(keysOf(ctx), eventId, caller.id),
    });
    // Someone going who steps down to "Interested" frees a seat.
    if (existing?.status === 'GOING') await fillFreeSeats(ctx, tx, event, counts);
    await saveCounters(tx, event, counts);
    return result;
  });
}

/** Cancel: a freed seat goes to the first on the waitlist in the same transaction. */
export async function cancelRsvp(ctx: AppContext, caller: AuthUser, eventId: number): Promise<{ status: null }> {
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound('Event');
    const existing = await findRsvp(tx, eventId, caller.id);
    if (!existing) throw notFound('RSVP');
    const counts: Counters = {
      goingCount: event.goingCount,
      waitlistCount: event.waitlistCount,
      interestedCount: event.interestedCount,
      waitlistSeq: event.waitlistSeq,
    };
    counts[COUNTER[existing.status]]--;
    await deleteRsvp(tx, eventId, caller.id);
    if (existing.status === 'GOING' && !event.isCancel && event.startTime.getTime() > Date.now())
      await fillFreeSeats(ctx, tx, event, counts);
    await saveCounters(tx, event, counts);
  });
  return { status: null };
}

async function buildTicket(ctx: AppContext, eventId: number, userId: number): Promise<TTicket> {
  const keys = keysOf(ctx);
  const code = longCode(keys, eventId, userId);
  return { eventId, code, shortCode: shortCode(keys, eventId, userId), qrSvg: await qrSvg(code) };
}

export async function getTicket(ctx: AppContext, caller: AuthUser, eventId: number): Promise<TTicket> {
  const rsvp = await findRsvp(ctx.db, eventId, caller.id);
  if (rsvp?.status !== 'GOING') throw notFound('Ticket');
  return buildTicket(ctx, eventId, caller.id);
}

/** "My tickets": the member's upcoming GOING events, each with its ticket. */
export async function findMyTickets(ctx: AppContext, caller: AuthUser, now = new Date()): Promise<TMyTicket[]> {
  const rows = await findGoingEvents(ctx.db, caller.id, now, 50);
  return Promise.all(
    rows.map(async ({ event }) => ({
      ...(await buildTicket(ctx, event.id, caller.id)),
      event: {
        id: event.id,
        title: event.title,
        coverPic: event.coverPic,
        startTime: event.startTime.toISOString(),
        endTime: event.endTime.toISOString(),
        location: event.location,
        isCancel: event.isCancel,
      },
    })),
  );
}

/** Organizers of an event: its host, and holders of checkInEvents (ADMIN, MENTOR, TOP_TEN, TEAM_HEAD). */
export function isOrganizer(caller: AuthUser, event: Pick<EventRow, 'hostId'>): boolean {
  return event.hostId === caller.id || can(caller.role, 'checkInEvents');
}

async function organizedEvent(ctx: AppContext, caller: AuthUser, eventId: number): Promise<EventRow> {
  const event = await findEvent(ctx.db, eventId);
  // Someone who organizes no event at all is refused before we say whether the event exists.
  if (!event) throw can(caller.role, 'checkInEvents') ? notFound('Event') : forbidden(MSG.forbidden);
  if (!isOrganizer(caller, event)) throw forbidden(MSG.forbidden);
  return event;
}

/** '18:02' in the society's time zone. */
export function hourMinute(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(date)
    .replace(/\s/g, '');
}

function whenText(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(date)
    .replace(/\s/g, ' ');
}

/**
 * Check-in — the one function through which anybody is let in (a later leaderboard award hooks here).
 * A GOING ticket is checked in; anyone else only when the organizer admits them explicitly (recorded as admitted).
 */
export async function checkInAttendee(
  ctx: AppContext,
  organizer: AuthUser,
  eventId: number,
  input: TCheckInRequest,
): Promise<TCheckInResult> {
  await organizedEvent(ctx, organizer, eventId);
  let userId: number;
  let rsvp: RsvpRow | undefined;
  if (input.code) {
    const parsed = parseTicketCode(keysOf(ctx), input.code);
    if (parsed.kind === 'invalid') throw badRequest(EVENT_MSG.ticketInvalid, 'code');
    if (parsed.kind === 'long') {
      if (parsed.eventId !== eventId) throw conflict(EVENT_MSG.ticketOtherEvent);
      userId = parsed.userId;
      rsvp = await findRsvp(ctx.db, eventId, userId);
    } else {
      rsvp = await findRsvpByCode(ctx.db, eventId, parsed.code);
      if (!rsvp) {
        if (await codeExistsElsewhere(ctx.db, eventId, parsed.code)) throw conflict(EVENT_MSG.ticketOtherEvent);
        throw new AppError('NOT_FOUND', EVENT_MSG.notOnList);
      }
      userId = rsvp.userId;
    }
  } else {
    userId = input.userId as number;
    rsvp = await findRsvp(ctx.db, eventId, userId);
  }
  const user = await findPublicUser(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', EVENT_MSG.notOnList);
  const admitted = rsvp?.status !== 'GOING';
  if (admitted && input.admit !== true) {
    if (rsvp?.status === 'WAITLISTED') throw conflict(EVENT_MSG.onWaitlistNotGoing);
    if (rsvp?.status === 'INTERESTED') throw conflict(EVENT_MSG.interestedNotGoing);
    throw new AppError('NOT_FOUND', EVENT_MSG.notOnList);
  }
  // Checked in and +5 leaderboard points in one transaction (the ledger keeps one award per event and member).
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertCheckIn(tx, { eventId, userId, checkedInBy: organizer.id, admitted });
    if (inserted) await awardPoints(tx, { kind: 'EVENT_CHECK_IN', sourceId: eventId, userId });
    return inserted;
  });
  if (!row) {
    const earlier = await findCheckIn(ctx.db, eventId, userId);
    throw conflict(EVENT_MSG.alreadyCheckedIn(hourMinute(earlier?.checkedInAt ?? new Date())));
  }
  return { user, checkedInAt: row.checkedInAt.toISOString(), admitted };
}

function presentAttendee(row: AttendeeRow): TAttendee {
  return {
    user: { id: row.id, fullName: row.fullName, profilePic: row.profilePic },
    status: row.status,
    position: row.position,
    rsvpAt: row.rsvpAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    admitted: row.admitted,
  };
}

export async function findAttendeeList(ctx: AppContext, caller: AuthUser, eventId: number, query: TAttendeeQuery) {
  const event = await organizedEvent(ctx, caller, eventId);
  const [{ rows, total }, checkedIn] = await Promise.all([
    findAttendees(ctx.db, eventId, query, { limit: query.limit, offset: pageOffset(query.page, query.limit) }),
    countCheckIns(ctx.db, eventId),
  ]);
  const counts: TAttendanceCounts = {
    going: event.goingCount,
    waitlisted: event.waitlistCount,
    interested: event.interestedCount,
    checkedIn,
    capacity: event.capacity,
  };
  return { rows: rows.map(presentAttendee), meta: { page: query.page, limit: query.limit, total, counts } };
}

/** A CSV cell: quoted, and a leading =,+,-,@ neutralised so a spreadsheet does not run it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function dhakaDateTime(date: Date | null): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '');
}

/** UTF-8 with a byte-order mark, so Excel shows Bangla names; times in Asia/Dhaka. */
export async function exportAttendeesCsv(
  ctx: AppContext,
  caller: AuthUser,
  eventId: number,
  query: Pick<TAttendeeQuery, 'status' | 'searchTerm'>,
): Promise<{ filename: string; body: string }> {
  const event = await organizedEvent(ctx, caller, eventId);
  const { rows } = await findAttendees(
    ctx.db,
    eventId,
    { ...query, sortBy: 'fullName', sortOrder: 'asc' },
    { limit: 20_000, offset: 0 },
  );
  const header = ['Name', 'Status', 'Waitlist position', 'RSVP at', 'Checked in at', 'Admitted at the door'];
  const lines = rows.map((r) =>
    [
      r.fullName,
      r.status ?? '',
      r.position === null ? '' : String(r.position),
      dhakaDateTime(r.rsvpAt),
      dhakaDateTime(r.checkedInAt),
      r.admitted ? 'yes' : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return {
    filename: `event-${event.id}-attendees.csv`,
    body: `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`,
  };
}

/**
 * Called by updateEvent inside its transaction: the calendar SEQUENCE moves, a new start time re-arms the reminders,
 * more seats promote from the waitlist, and the people coming hear about a cancellation or a new time or place.
 */
export async function onEventUpdated(ctx: AppContext, tx: DbOrTx, before: EventRow) {
  const event = await lockEvent(tx, before.id);
  if (!event) return;
  const counts: Counters = {
    goingCount: event.goingCount,
    waitlistCount: event.waitlistCount,
    interestedCount: event.interestedCount,
    waitlistSeq: event.waitlistSeq,
  };
  const timeChanged =
    event.startTime.getTime() !== before.startTime.getTime() || event.endTime.getTime() !== before.endTime.getTime();
  const placeChanged = (event.location ?? '') !== (before.location ?? '');
  if (event.startTime.getTime() !== before.startTime.getTime()) await clearReminders(tx, event.id);
  if (!event.isCancel && counts.waitlistCount > 0) await fillFreeSeats(ctx, tx, event, counts);
  await saveCounters(tx, event, counts);
  await bumpSequence(tx, event.id);
  const coming = await userIdsWithStatus(tx, event.id, ['GOING', 'WAITLISTED']);
  if (event.isCancel && !before.isCancel) {
    await ctx.notifier.notify(
      {
        to: coming,
        category: 'EVENT_RSVP',
        title: EVENT_MSG.eventCanceledNotice(event.title),
        body: EVENT_MSG.rsvpEventCanceled,
        url: `/news/${event.id}`,
      },
      tx,
    );
  } else if (!event.isCancel && (timeChanged || placeChanged)) {
    await ctx.notifier.notify(
      {
        to: coming,
        category: 'EVENT_RSVP',
        title: EVENT_MSG.eventUpdatedNotice(event.title),
        body: `${whenText(event.startTime)}${event.location ? ` · ${event.location}` : ''}`,
        url: `/news/${event.id}`,
      },
      tx,
    );
  }
}
