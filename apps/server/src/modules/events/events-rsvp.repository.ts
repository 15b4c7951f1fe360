import type { RsvpStatus } from '@campus/shared/enums';
import type { TAttendeeQuery } from '@campus/shared/schemas/rsvp';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, eventCheckIns, eventReminders, eventRsvps, events, users } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';
import { containsPattern } from '../../http/query';

export type EventRow = typeof events.$inferSelect;
export type RsvpRow = typeof eventRsvps.$inferSelect;

/** Locks the event row: every RSVP change of one event queues here, so its counters and capacity stay exact. */
export async function lockEvent(tx: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  return row;
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function saveCounters(
  tx: DbOrTx,
  event: EventRow,
  counts: Pick<EventRow, 'goingCount' | 'waitlistCount' | 'interestedCount' | 'waitlistSeq'>,
) {
  // updatedAt stays: an RSVP is not an edit of the event ("Last Update").
  await tx
    .update(events)
    .set({ ...counts, updatedAt: event.updatedAt })
    .where(eq(events.id, event.id));
}

/** iCalendar SEQUENCE: calendars replace their copy when it grows. */
export async function bumpSequence(tx: DbOrTx, id: number) {
  await tx
    .update(events)
    .set({ sequence: sql`${events.sequence} + 1`, updatedAt: sql`${events.updatedAt}` })
    .where(eq(events.id, id));
}

const rsvpOfMember = builtOnce((db) =>
  db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, sql.placeholder('eventId')), eq(eventRsvps.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare(STATEMENT.eventRsvpOfMember),
);

export async function findRsvp(db: DbOrTx, eventId: number, userId: number): Promise<RsvpRow | undefined> {
  const [row] = await rsvpOfMember(db).execute({ eventId, userId });
  return row;
}

export async function findRsvpByCode(db: DbOrTx, eventId: number, code: string): Promise<RsvpRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.ticketCode, code)))
    .limit(1);
  return row;
}

export async function codeExistsElsewhere(db: DbOrTx, eventId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.ticketCode, code), ne(eventRsvps.eventId, eventId)))
    .limit(1);
  return Boolean(row);
}

export async function upsertRsvp(
  tx: DbOrTx,
  values: { eventId: number; userId: number; status: RsvpStatus; waitlistOrder: number | null; ticketCode: string },
) {
  await tx
    .insert(eventRsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status: values.status, waitlistOrder: values.waitlistOrder, updatedAt: new Date() },
    });
}

export async function deleteRsvp(tx: DbOrTx, eventId: number, userId: number) {
  await tx.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
}

/** Rank on the waitlist: 1 for the first one waiting. */
export async function waitlistPosition(db: DbOrTx, eventId: number, order: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, 'WAITLISTED'),
        sql`${eventRsvps.waitlistOrder} <= ${order}`,
      ),
    );
  return row.n;
}

/** The first `n` waiting, set GOING; answers their user ids in waitlist order. */
export async function promoteWaitlisted(tx: DbOrTx, eventId: number, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const first = await tx
    .select({ id: eventRsvps.id, userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'WAITLISTED')))
    .orderBy(asc(eventRsvps.waitlistOrder))
    .limit(n);
  if (first.length === 0) return [];
  await tx
    .update(eventRsvps)
    .set({ status: 'GOING', waitlistOrder: null, updatedAt: new Date() })
    .where(
      inArray(
        eventRsvps.id,
        first.map((r) => r.id),
      ),
    );
  return first.map((r) => r.userId);
}

export async function userIdsWithStatus(db: DbOrTx, eventId: number, statuses: RsvpStatus[]): Promise<number[]> {
  const rows = await db
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), inArray(eventRsvps.status, statuses)));
  return rows.map((r) => r.userId);
}

export async function findPublicUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, profilePic: users.profilePic })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Inserts the check-in, or answers undefined when this person was already checked in. */
export async function insertCheckIn(
  db: DbOrTx,
  values: { eventId: number; userId: number; checkedInBy: number; admitted: boolean },
) {
  const [row] = await db.insert(eventCheckIns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCheckIn(db: DbOrTx, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.eventId, eventId), eq(eventCheckIns.userId, userId)))
    .limit(1);
  return row;
}

export async function countCheckIns(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventCheckIns)
    .where(eq(eventCheckIns.eventId, eventId));
  return row.n;
}

export interface AttendeeRow {
  id: number;
  fullName: string;
  profilePic: string | null;
  status: RsvpStatus | null;
  waitlistOrder: number | null;
  rsvpAt: Date | null;
  checkedInAt: Date | null;
  admitted: boolean;
  position: number | null;
}

/** Everyone who RSVPed or was let in, with their check-in; one statement for the page, one for the total. */
export async function findAttendees(
  db: DbOrTx,
  eventId: number,
  query: Pick<TAttendeeQuery, 'status' | 'searchTerm' | 'sortBy' | 'sortOrder'>,
  page: { limit: number; offset: number } | undefined,
): Promise<{ rows: AttendeeRow[]; total: number }> {
  const filters = [sql`true`];
  if (query.status === 'CHECKED_IN') filters.push(sql`c.user_id is not null`);
  else if (query.status) filters.push(sql`r.status = ${query.status}`);
  if (query.searchTerm) filters.push(sql`u.full_name ilike ${containsPattern(query.searchTerm)}`);
  const where = sql.join(filters, sql` and `);
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const order =
    query.sortBy === 'fullName'
      ? sql`u.full_name ${direction}, u.id`
      : sql`coalesce(r.created_at, c.checked_in_at) ${direction}, u.id`;
  const from = sql`
    from (
      select user_id from ${eventRsvps} where event_id = ${eventId}
      union
      select user_id from ${eventCheckIns} where event_id = ${eventId}
    ) a
    join ${users} u on u.id = a.user_id
    left join ${eventRsvps} r on r.event_id = ${eventId} and r.user_id = a.user_id
    left join ${eventCheckIns} c on c.event_id = ${eventId} and c.user_id = a.user_id
    where ${where}`;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const [list, count] = await Promise.all([
    db.execute(sql`
      select u.id, u.full_name, u.profile_pic, r.status, r.waitlist_order, r.created_at as rsvp_at,
        c.checked_in_at, coalesce(c.admitted, false) as admitted,
        case when r.status = 'WAITLISTED' then (
          select count(*)::int from ${eventRsvps} w
          where w.event_id = ${eventId} and w.status = 'WAITLISTED' and w.waitlist_order <= r.waitlist_order
        ) end as position
      ${from}
      order by ${order}
      ${paging}`),
    db.execute(sql`select count(*)::int as total ${from}`),
  ]);
  const rows = (list as unknown as { rows: Record<string, unknown>[] }).rows;
  const [{ total }] = (count as unknown as { rows: { total: number }[] }).rows;
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: Number(r.id),
      fullName: String(r.full_name),
      profilePic: (r.profile_pic as string | null) ?? null,
      status: (r.status as RsvpStatus | null) ?? null,
      waitlistOrder: r.waitlist_order === null ? null : Number(r.waitlist_order),
      rsvpAt: date(r.rsvp_at),
      checkedInAt: date(r.checked_in_at),
      admitted: Boolean(r.admitted),
      position: r.position === null || r.position === undefined ? null : Number(r.position),
    })),
  };
}

/** Upcoming (not yet ended) events the member is GOING to, soonest first. */
export async function findGoingEvents(db: DbOrTx, userId: number, since: Date, limit: number) {
  return db
    .select({ event: events, rsvp: eventRsvps })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(and(eq(eventRsvps.userId, userId), eq(eventRsvps.status, 'GOING'), gt(events.endTime, since)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(limit);
}

export async function findFeedToken(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row?.token;
}

/** Creates the member's feed token if there is none (a concurrent first call keeps the first one). */
export async function ensureFeedToken(db: DbOrTx, userId: number, token: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing({ target: calendarFeeds.userId });
  return (await findFeedToken(db, userId)) as string;
}

export async function replaceFeedToken(db: DbOrTx, userId: number, token: string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
}

export async function findUserIdByFeedToken(db: DbOrTx, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row?.userId;
}

/** The feed: events the member is GOING to, from 30 days back on (canceled ones stay, marked CANCELLED). */
export async function findFeedEvents(db: DbOrTx, userId: number, since: Date) {
  const rows = await db
    .select({ event: events })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(and(eq(eventRsvps.userId, userId), eq(eventRsvps.status, 'GOING'), gt(events.endTime, since)))
    .orderBy(asc(events.startTime))
    .limit(500);
  return rows.map((r) => r.event);
}

export async function clearReminders(tx: DbOrTx, eventId: number) {
  await tx.delete(eventReminders).where(eq(eventReminders.eventId, eventId));
}

/**
 * Claims the due reminders of one kind: events starting in (now, now + lead], not canceled, and every GOING member
 * of them without that reminder yet. The insert is the claim: a second process (or a retry after a restart) finds
 * the primary key taken and claims nothing.
 */
export async function claimDueReminders(
  tx: DbOrTx,
  kind: string,
  now: Date,
  lead: { from: number; to: number },
): Promise<{ eventId: number; userId: number; title: string; startTime: Date }[]> {
  const windowStart = new Date(now.getTime() + lead.from);
  const windowEnd = new Date(now.getTime() + lead.to);
  const result = await tx.execute(sql`
    with due as (
      insert into ${eventReminders} (event_id, user_id, kind, sent_at)
      select r.event_id, r.user_id, ${kind}, ${now.toISOString()}::timestamptz
      from ${eventRsvps} r join ${events} e on e.id = r.event_id
      where r.status = 'GOING' and e.is_cancel = false
        and e.start_time > ${windowStart.toISOString()}::timestamptz
        and e.start_time <= ${windowEnd.toISOString()}::timestamptz
      on conflict do nothing
      returning event_id, user_id
    )
    select d.event_id, d.user_id, e.title, e.start_time from due d join ${events} e on e.id = d.event_id
    order by d.event_id, d.user_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    eventId: Number(r.event_id),
    userId: Number(r.user_id),
    title: String(r.title),
    startTime: new Date(r.start_time as string),
  }));
}

/** Only one process runs a reminder pass at a time; the others skip this round (they do not wait). */
export async function tryReminderLock(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(7270, 19) as locked`);
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return Boolean(row?.locked);
}
