import { bnDigits } from '@campus/shared/i18n/lang';
import { EVENT_MSG } from '@campus/shared/messages-events';
import type { EventWithRsvp } from '@campus/shared/schemas/events';
import type { TAttendanceCounts, TAttendee, TCalendarFeed, TCheckInResult, TTicket } from '@campus/shared/schemas/rsvp';
import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCheckIns, eventRsvps, events, notifications } from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import { sendDueReminders } from './events-reminders';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ eventReminderIntervalMs: 0 });
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Admin Organizer' });
  mentor = await createUser(t, { role: 'MENTOR', fullName: 'Mentor Scanner' });
  member = await createUser(t, { role: 'MEMBER', fullName: 'Plain Member' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'EVENT',
    title: 'Robotics Workshop',
    coverPic: 'https://example.com/cover.png',
    subtitle: 'Build a line follower',
    description: 'Bring a laptop.',
    startTime: '2030-03-01T10:00:00.000Z',
    endTime: '2030-03-01T13:00:00.000Z',
    isCancel: false,
    isTopBanner: false,
    location: 'TSC Auditorium',
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}, token = admin.token): Promise<EventWithRsvp> {
  const res = await call<{ data: EventWithRsvp }>(t.app, 'POST', '/event/create', {
    token,
    body: eventBody(overrides),
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as EventWithRsvp;
}

const rsvp = (user: TestUser, eventId: number, status = 'GOING') =>
  call<{ data: { status: string; position?: number } }>(t.app, 'POST', `/event/${eventId}/rsvp`, {
    token: user.token,
    body: { status },
  });

async function users(n: number, prefix = 'Member') {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++) out.push(await createUser(t, { fullName: `${prefix} ${i + 1}` }));
  return out;
}

async function eventAnswer(id: number, token?: string) {
  const res = await call<{ data: EventWithRsvp }>(t.app, 'GET', `/event/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as EventWithRsvp;
}

/** The VEVENTs of an iCalendar text, read by node-ical (not the library that wrote it). */
function vevents(text: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
}

async function inbox(userId: number, category?: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((n) => !category || n.category === category);
}

describe('event RSVP fields', () => {
  it('an EVENT takes RSVPs by default, an ARTICLE does not; answers carry the counts', async () => {
    const ev = await createEvent({ capacity: 30 });
    expect(ev).toMatchObject({
      location: 'TSC Auditorium',
      capacity: 30,
      rsvpEnabled: true,
      rsvpDeadline: null,
      goingCount: 0,
      spotsLeft: 30,
      waitlistCount: 0,
    });
    const article = await createEvent({ type: 'ARTICLE', capacity: '' });
    expect(article).toMatchObject({ rsvpEnabled: false, capacity: null, spotsLeft: null });
    const res = await rsvp(member, article.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EVENT_MSG.rsvpNotOpen);
  });

  it('without the field, RSVP follows the type (on for EVENT only); a sent value wins either way', async () => {
    const byType: Record<string, boolean> = {};
    for (const type of ['EVENT', 'ARTICLE', 'PODCAST', 'CAMPUS']) {
      byType[type] = (await createEvent({ type })).rsvpEnabled;
    }
    expect(byType).toEqual({ EVENT: true, ARTICLE: false, PODCAST: false, CAMPUS: false });
    expect((await createEvent({ type: 'PODCAST', rsvpEnabled: true })).rsvpEnabled).toBe(true);
    expect((await createEvent({ type: 'EVENT', rsvpEnabled: false })).rsvpEnabled).toBe(false);
  });

  it.each([
    [{ capacity: 0 }, EVENT_MSG.capacityInvalid],
    [{ capacity: 2.5 }, EVENT_MSG.capacityInvalid],
    [{ capacity: 'many' }, EVENT_MSG.capacityInvalid],
    [{ rsvpDeadline: '2030-03-02T10:00:00Z' }, EVENT_MSG.rsvpDeadlineAfterStart],
    [{ rsvpEnabled: 'yes' }, 'RSVP Enabled must be true or false'],
  ])('refuses %j with 400 and writes nothing', async (fields, message) => {
    const before = (await t.db.select({ id: events.id }).from(events)).length;
    const res = await call(t.app, 'POST', '/event/create', { token: admin.token, body: eventBody(fields) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.db.select({ id: events.id }).from(events)).length).toBe(before);
  });

  it('refuses an update that moves the deadline after the stored start', async () => {
    const ev = await createEvent();
    const res = await call(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: { id: ev.id, rsvpDeadline: '2030-03-01T11:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EVENT_MSG.rsvpDeadlineAfterStart);
  });
});

describe('POST/DELETE /event/:id/rsvp', () => {
  it('Going, Interested and Cancel, with myRsvp on the event for the caller only', async () => {
    const ev = await createEvent({ capacity: 2 });
    const [a, b, c] = await users(3, 'Rsvp');
    expect((await rsvp(a, ev.id)).body).toMatchObject({ message: EVENT_MSG.rsvpGoing, data: { status: 'GOING' } });
    expect((await rsvp(b, ev.id, 'INTERESTED')).body.data).toEqual({ status: 'INTERESTED' });
    expect((await rsvp(b, ev.id)).body.data).toEqual({ status: 'GOING' });
    const full = await rsvp(c, ev.id);
    expect(full.body).toMatchObject({
      message: EVENT_MSG.rsvpWaitlisted(1),
      data: { status: 'WAITLISTED', position: 1 },
    });
    expect(await eventAnswer(ev.id, c.token)).toMatchObject({
      goingCount: 2,
      spotsLeft: 0,
      waitlistCount: 1,
      myRsvp: { status: 'WAITLISTED', position: 1 },
    });
    expect((await eventAnswer(ev.id, a.token)).myRsvp).toEqual({ status: 'GOING' });
    expect((await eventAnswer(ev.id)).myRsvp).toBeUndefined();
    // A second "Going" changes nothing.
    expect((await rsvp(a, ev.id)).body.data).toEqual({ status: 'GOING' });

    const cancel = await call(t.app, 'DELETE', `/event/${ev.id}/rsvp`, { token: a.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe(EVENT_MSG.rsvpCanceled);
    expect((await eventAnswer(ev.id, c.token)).myRsvp).toEqual({ status: 'GOING' });
    expect((await inbox(c.id, 'EVENT_RSVP')).map((n) => n.title)).toEqual([EVENT_MSG.spotOpened('Robotics Workshop')]);
    expect(await eventAnswer(ev.id)).toMatchObject({ goingCount: 2, waitlistCount: 0, spotsLeft: 0 });
    const again = await call(t.app, 'DELETE', `/event/${ev.id}/rsvp`, { token: a.token });
    expect(again.status).toBe(404);
  });

  it('200 concurrent "Going" on a 50-seat event: 50 GOING, 150 WAITLISTED numbered 1..150 once each', async () => {
    const ev = await createEvent({ capacity: 50, title: 'Hackathon Finals' });
    const crowd = await users(200, 'Crowd');
    const results = await Promise.all(crowd.map((u) => rsvp(u, ev.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const going = results.filter((r) => r.body.data?.status === 'GOING');
    const waiting = results.filter((r) => r.body.data?.status === 'WAITLISTED');
    expect(going).toHaveLength(50);
    expect(waiting).toHaveLength(150);
    const positions = waiting.map((r) => r.body.data?.position).sort((x, y) => (x ?? 0) - (y ?? 0));
    expect(positions).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    const rows = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, ev.id));
    expect(rows.filter((r) => r.status === 'GOING')).toHaveLength(50);
    expect(await eventAnswer(ev.id)).toMatchObject({ goingCount: 50, waitlistCount: 150, spotsLeft: 0 });

    // One going member cancels: exactly the first on the waitlist is promoted; the others move up by one.
    const leaver = crowd[results.findIndex((r) => r.body.data?.status === 'GOING')];
    const first = crowd[results.findIndex((r) => r.body.data?.position === 1)];
    const second = crowd[results.findIndex((r) => r.body.data?.position === 2)];
    await call(t.app, 'DELETE', `/event/${ev.id}/rsvp`, { token: leaver.token });
    const after = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, ev.id));
    expect(after.filter((r) => r.status === 'GOING')).toHaveLength(50);
    expect(after.filter((r) => r.status === 'WAITLISTED')).toHaveLength(149);
    expect((await eventAnswer(ev.id, first.token)).myRsvp).toEqual({ status: 'GOING' });
    expect((await eventAnswer(ev.id, second.token)).myRsvp).toEqual({ status: 'WAITLISTED', position: 1 });
    expect((await inbox(first.id, 'EVENT_RSVP')).map((n) => n.title)).toEqual([
      EVENT_MSG.spotOpened('Hackathon Finals'),
    ]);
    expect(await inbox(second.id, 'EVENT_RSVP')).toEqual([]);
  });

  it('refuses after the deadline, after the start and on a canceled event with 409, writing nothing', async () => {
    const late = await createEvent({ rsvpDeadline: '2020-01-01T00:00:00Z' });
    const started = await createEvent({ startTime: '2020-01-01T10:00:00Z', endTime: '2099-01-01T10:00:00Z' });
    const canceled = await createEvent({ isCancel: true });
    for (const [ev, message] of [
      [late, EVENT_MSG.rsvpDeadlinePassed],
      [started, EVENT_MSG.rsvpEventStarted],
      [canceled, EVENT_MSG.rsvpEventCanceled],
    ] as const) {
      const res = await rsvp(member, ev.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message });
      expect((await eventAnswer(ev.id)).goingCount).toBe(0);
    }
  });

  it('answers 400 for a bad status, 404 for an unknown event, 401 to a guest, 403 to a pending account', async () => {
    const ev = await createEvent();
    for (const body of [{}, { status: 'MAYBE' }, { status: 'WAITLISTED' }]) {
      const res = await call(t.app, 'POST', `/event/${ev.id}/rsvp`, { token: member.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Status must be GOING or INTERESTED');
    }
    expect(
      (await call(t.app, 'POST', '/event/abc/rsvp', { token: member.token, body: { status: 'GOING' } })).status,
    ).toBe(400);
    expect((await rsvp(member, 999_999)).status).toBe(404);
    expect((await call(t.app, 'POST', `/event/${ev.id}/rsvp`, { body: { status: 'GOING' } })).status).toBe(401);
    const pending = await createUser(t, { status: 'PENDING' });
    const res = await rsvp(pending, ev.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(EVENT_MSG.rsvpActiveOnly);
    expect((await eventAnswer(ev.id)).goingCount).toBe(0);
  });

  it('more seats on an update promote from the waitlist; cancel and a new time reach going and waitlisted', async () => {
    const ev = await createEvent({ capacity: 1, title: 'Debate Night' });
    const [a, b, c] = await users(3, 'Debater');
    await rsvp(a, ev.id);
    await rsvp(b, ev.id);
    await rsvp(c, ev.id);
    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id: ev.id, capacity: 2 } });
    expect((await eventAnswer(ev.id, b.token)).myRsvp).toEqual({ status: 'GOING' });
    expect((await eventAnswer(ev.id, c.token)).myRsvp).toEqual({ status: 'WAITLISTED', position: 1 });

    await call(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: { id: ev.id, startTime: '2030-03-01T12:00:00Z', endTime: '2030-03-01T15:00:00Z' },
    });
    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id: ev.id, isCancel: true } });
    for (const u of [a, b, c]) {
      const titles = (await inbox(u.id, 'EVENT_RSVP')).map((n) => n.title);
      expect(titles).toContain(EVENT_MSG.eventUpdatedNotice('Debate Night'));
      expect(titles).toContain(EVENT_MSG.eventCanceledNotice('Debate Night'));
    }
  });
});

describe('tickets and check-in', () => {
  let ev: EventWithRsvp;
  let other: EventWithRsvp;
  let goer: TestUser;
  let waiter: TestUser;
  let curious: TestUser;
  let ticket: TTicket;

  beforeAll(async () => {
    ev = await createEvent({ capacity: 1, title: 'Career Fair' });
    other = await createEvent({ title: 'Other Fair' });
    [goer, waiter, curious] = await users(3, 'Ticket');
    await rsvp(goer, ev.id);
    await rsvp(goer, other.id);
    await rsvp(waiter, ev.id);
    await rsvp(curious, ev.id, 'INTERESTED');
    const res = await call<{ data: TTicket }>(t.app, 'GET', `/event/${ev.id}/ticket`, { token: goer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeDefined();
    ticket = res.body.data as TTicket;
  });

  const checkIn = (body: Record<string, unknown>, token = mentor.token, eventId = ev.id) =>
    call<{ data: TCheckInResult }>(t.app, 'POST', `/event/${eventId}/check-in`, { token, body });

  it('a going member gets a signed ticket with a QR and an 8-character code; others get 404', async () => {
    expect(ticket.code).toMatch(new RegExp(`^CT1\\.${ev.id}\\.${goer.id}\\.`));
    expect(ticket.shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(ticket.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const res = await call(t.app, 'GET', `/event/${ev.id}/ticket`, { token: goer.token });
    expect(res.status).toBe(200);
    for (const u of [waiter, curious, member]) {
      const none = await call(t.app, 'GET', `/event/${ev.id}/ticket`, { token: u.token });
      expect(none.status).toBe(404);
    }
    const mine = await call<{ data: { event: { id: number } }[] }>(t.app, 'GET', '/user/tickets', {
      token: goer.token,
    });
    expect((mine.body.data as { event: { id: number } }[]).map((x) => x.event.id).sort()).toEqual(
      [ev.id, other.id].sort(),
    );
  });

  it('refuses a forged ticket and an altered ticket with 400, and writes nothing', async () => {
    const forged = `CT1.${ev.id}.${member.id}.${'A'.repeat(43)}`;
    const [prefix, evId, , mac] = ticket.code.split('.');
    const altered = [prefix, evId, String(waiter.id), mac].join('.');
    const flipped = ticket.code.slice(0, -1) + (ticket.code.endsWith('A') ? 'B' : 'A');
    for (const code of [forged, altered, flipped, 'hello', '1234567']) {
      const res = await checkIn({ code });
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe(EVENT_MSG.ticketInvalid);
    }
    expect(await t.db.select().from(eventCheckIns).where(eq(eventCheckIns.eventId, ev.id))).toEqual([]);
  });

  it('refuses the ticket of another event (QR or short code) with 409', async () => {
    const otherTicket = (
      await call<{ data: TTicket }>(t.app, 'GET', `/event/${other.id}/ticket`, { token: goer.token })
    ).body.data as TTicket;
    for (const code of [otherTicket.code, otherTicket.shortCode]) {
      const res = await checkIn({ code });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(EVENT_MSG.ticketOtherEvent);
    }
  });

  it('checks in by QR code once; a second check-in answers 409 with the time', async () => {
    const res = await checkIn({ code: ticket.code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(EVENT_MSG.checkedIn);
    expect(res.body.data).toMatchObject({
      user: { id: goer.id, fullName: goer.fullName, profilePic: null },
      admitted: false,
    });
    const at = new Date((res.body.data as TCheckInResult).checkedInAt);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    const again = await checkIn({ code: ticket.shortCode.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EVENT_MSG.alreadyCheckedIn(hhmm));
    expect(again.body.message).toMatch(/^Already checked in at \d\d:\d\d$/);
    const bangla = await call(t.app, 'POST', `/event/${ev.id}/check-in`, {
      token: mentor.token,
      body: { code: ticket.shortCode },
      headers: { 'accept-language': 'bn' },
    });
    expect(bangla.status).toBe(409);
    // '18:02' reads '৬:০২ অপরাহ্ন' in Bangla: Bengali digits, a 12-hour clock and the day period.
    const hour = Number(hhmm.slice(0, 2));
    const banglaTime = `${bnDigits(hour % 12 || 12)}:${bnDigits(hhmm.slice(3))} ${hour < 12 ? 'পূর্বাহ্ন' : 'অপরাহ্ন'}`;
    expect(bangla.body.message).toBe(`${banglaTime}-এ আগেই চেক-ইন হয়েছে`);
    // The leaderboard counts the check-in once: +5 for the member, whatever the number of scans.
    const history = await call<{ data: { kind: string; points: number }[] }>(
      t.app,
      'GET',
      `/leaderboard/history/${goer.id}`,
    );
    const checkIns = (history.body.data as { kind: string; points: number }[]).filter(
      (r) => r.kind === 'EVENT_CHECK_IN',
    );
    expect(checkIns).toEqual([expect.objectContaining({ kind: 'EVENT_CHECK_IN', points: 5 })]);
  });

  it('concurrent check-ins of one ticket: one 200, the rest 409', async () => {
    const ev2 = await createEvent({ title: 'Concurrent door' });
    const u = (await users(1, 'Door'))[0];
    await rsvp(u, ev2.id);
    const tk = (await call<{ data: TTicket }>(t.app, 'GET', `/event/${ev2.id}/ticket`, { token: u.token })).body
      .data as TTicket;
    const results = await Promise.all(Array.from({ length: 8 }, () => checkIn({ code: tk.code }, admin.token, ev2.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses a waitlisted, an interested and a stranger with the reason; the organizer may admit them', async () => {
    const waitRes = await checkIn({ userId: waiter.id });
    expect(waitRes.status).toBe(400);
    expect(waitRes.body.message).toBe(EVENT_MSG.checkInCodeMissing);
    const unknown = await checkIn({ code: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EVENT_MSG.notOnList);
    const admitted = await checkIn({ userId: waiter.id, admit: true });
    expect(admitted.status).toBe(200);
    expect(admitted.body).toMatchObject({
      message: EVENT_MSG.admitted,
      data: { admitted: true, user: { id: waiter.id } },
    });
    const stranger = await checkIn({ userId: member.id, admit: true });
    expect(stranger.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(eventCheckIns)
      .where(and(eq(eventCheckIns.eventId, ev.id), eq(eventCheckIns.userId, member.id)));
    expect(row).toMatchObject({ admitted: true, checkedInBy: mentor.id });
  });

  it('tells the reason for a waitlisted or interested member scanned by code', async () => {
    const ev3 = await createEvent({ capacity: 1, title: 'Reasons' });
    const [a, w, i] = await users(3, 'Reason');
    await rsvp(a, ev3.id);
    await rsvp(w, ev3.id);
    await rsvp(i, ev3.id, 'INTERESTED');
    const codes = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, ev3.id));
    const codeOf = (u: TestUser) => codes.find((c) => c.userId === u.id)?.ticketCode as string;
    const w1 = await checkIn({ code: codeOf(w) }, admin.token, ev3.id);
    expect([w1.status, w1.body.message]).toEqual([409, EVENT_MSG.onWaitlistNotGoing]);
    const i1 = await checkIn({ code: codeOf(i) }, admin.token, ev3.id);
    expect([i1.status, i1.body.message]).toEqual([409, EVENT_MSG.interestedNotGoing]);
  });

  it('only organizers check in: a member gets 403, the event host (a MEMBER) may', async () => {
    const res = await checkIn({ code: ticket.code }, member.token);
    expect(res.status).toBe(403);
    const host = await createUser(t, { role: 'MEMBER', fullName: 'Host Member' });
    const [hosted] = await t.db
      .insert(events)
      .values({
        ...eventBody(),
        startTime: new Date('2030-01-01T10:00:00Z'),
        endTime: new Date('2030-01-01T12:00:00Z'),
        type: 'EVENT',
        hostId: host.id,
        rsvpEnabled: true,
        guests: [],
      })
      .returning();
    t.app.ctx.changes.bump();
    await rsvp(goer, hosted.id);
    const tk = (await call<{ data: TTicket }>(t.app, 'GET', `/event/${hosted.id}/ticket`, { token: goer.token })).body
      .data as TTicket;
    const byHost = await checkIn({ code: tk.shortCode }, host.token, hosted.id);
    expect(byHost.status).toBe(200);
    const list = await call(t.app, 'GET', `/event/${hosted.id}/attendees`, { token: host.token });
    expect(list.status).toBe(200);
    expect((await call(t.app, 'GET', `/event/${hosted.id}/attendees`, { token: member.token })).status).toBe(403);
  });

  it('lists attendees with counts, search and status filter, and exports a CSV with a BOM', async () => {
    const bangla = await createUser(t, { fullName: 'রহিম উদ্দিন' });
    await t.db.update(events).set({ capacity: 5 }).where(eq(events.id, ev.id));
    await rsvp(bangla, ev.id);
    const res = await call<{ data: TAttendee[]; meta: { counts: TAttendanceCounts; total: number } }>(
      t.app,
      'GET',
      `/event/${ev.id}/attendees`,
      { token: admin.token, query: { limit: 50 } },
    );
    expect(res.status).toBe(200);
    expect(res.body.meta?.counts).toEqual({ going: 2, waitlisted: 1, interested: 1, checkedIn: 3, capacity: 5 });
    expect(res.body.meta?.total).toBe(5);
    const search = await call<{ data: TAttendee[] }>(t.app, 'GET', `/event/${ev.id}/attendees`, {
      token: admin.token,
      query: { searchTerm: 'রহিম' },
    });
    expect((search.body.data as TAttendee[]).map((a) => a.user.fullName)).toEqual(['রহিম উদ্দিন']);
    const checked = await call<{ data: TAttendee[] }>(t.app, 'GET', `/event/${ev.id}/attendees`, {
      token: admin.token,
      query: { status: 'CHECKED_IN', sortBy: 'fullName', sortOrder: 'asc' },
    });
    expect((checked.body.data as TAttendee[]).map((a) => [a.user.id, a.admitted])).toEqual(
      [
        [goer.id, false],
        [waiter.id, true],
        [member.id, true],
      ].sort((x, y) => {
        const name = (id: unknown) => [goer, waiter, member].find((u) => u.id === id)?.fullName ?? '';
        return name(x[0]).localeCompare(name(y[0]));
      }),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/email|contactNo/);
    const bad = await call(t.app, 'GET', `/event/${ev.id}/attendees`, { token: admin.token, query: { status: 'X' } });
    expect(bad.status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/event/${ev.id}/attendees.csv`,
      headers: { authorization: admin.token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Status","Waitlist position","RSVP at","Checked in at","Admitted at the door"');
    expect(lines.find((l) => l.startsWith('"রহিম উদ্দিন"'))).toMatch(/^"রহিম উদ্দিন","GOING","",/);
    expect(lines).toHaveLength(6);
  });
});

describe('calendar', () => {
  it('GET /event/:id/calendar.ics is an RFC 5545 event another library reads; SEQUENCE and STATUS follow edits', async () => {
    const ev = await createEvent({ title: 'Iftar Mahfil', location: 'Central Field, Gate 2' });
    const get = () => t.app.inject({ method: 'GET', url: `/api/v1/event/${ev.id}/calendar.ics` });
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/DTSTART:20300301T100000Z/);
    const parsed = vevents(res.body);
    expect(parsed).toHaveLength(1);
    const vevent = parsed[0];
    const host = new URL(t.config.publicUrl).host;
    expect(vevent.uid).toBe(`event-${ev.id}@${host}`);
    expect(vevent.summary).toBe('Iftar Mahfil');
    expect(vevent.location).toBe('Central Field, Gate 2');
    expect(new Date(vevent.start).toISOString()).toBe('2030-03-01T10:00:00.000Z');
    expect(new Date(vevent.end as Date).toISOString()).toBe('2030-03-01T13:00:00.000Z');
    const url = vevent.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toBe(new URL(`/news/${ev.id}`, t.config.publicUrl).toString());
    expect(String(vevent.description)).toContain('Bring a laptop.');
    expect(Number(vevent.sequence)).toBe(0);

    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id: ev.id, isCancel: true } });
    const [after] = vevents((await get()).body);
    expect(after.uid).toBe(vevent.uid);
    expect(after.status).toBe('CANCELLED');
    expect(Number(after.sequence)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/event/999999/calendar.ics' })).statusCode).toBe(404);
  });

  it('a personal feed at a secret URL lists the GOING events; reset retires the old URL', async () => {
    const u = await createUser(t, { fullName: 'Feed Reader' });
    const going = await createEvent({ title: 'Going To This' });
    const interested = await createEvent({ title: 'Only Interested' });
    await rsvp(u, going.id);
    await rsvp(u, interested.id, 'INTERESTED');
    const feed = await call<{ data: TCalendarFeed }>(t.app, 'GET', '/user/calendar-feed', { token: u.token });
    expect(feed.status).toBe(200);
    const { url, webcalUrl } = feed.body.data as TCalendarFeed;
    expect(url.startsWith(`${t.config.publicUrl.replace(/\/$/, '')}/api/v1/calendar/`)).toBe(true);
    expect(url).toMatch(/\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(
      (await call<{ data: TCalendarFeed }>(t.app, 'GET', '/user/calendar-feed', { token: u.token })).body.data,
    ).toEqual(feed.body.data);
    const path = new URL(url).pathname;
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = vevents(res.body).map((c) => c.summary);
    expect(summaries).toEqual(['Going To This']);
    // The single-event download and the feed name the same event with the same UID: calendars merge them.
    const [single] = vevents(
      (await t.app.inject({ method: 'GET', url: `/api/v1/event/${going.id}/calendar.ics` })).body,
    );
    const [inFeed] = vevents(res.body);
    expect(inFeed.uid).toBe(single.uid);

    const reset = await call<{ data: TCalendarFeed }>(t.app, 'POST', '/user/calendar-feed/reset', { token: u.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(EVENT_MSG.calendarFeedReset);
    expect((reset.body.data as TCalendarFeed).url).not.toBe(url);
    const old = await t.app.inject({ method: 'GET', url: path });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(EVENT_MSG.calendarFeedNotFound);
    const fresh = await t.app.inject({ method: 'GET', url: new URL((reset.body.data as TCalendarFeed).url).pathname });
    expect(fresh.statusCode).toBe(200);
    for (const bad of [
      '/api/v1/calendar/short.ics',
      '/api/v1/calendar/%00%00.ics',
      `/api/v1/calendar/${'x'.repeat(30)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EVENT_MSG.calendarFeedNotFound);
    }
  });
});

describe('reminders (controlled clock)', () => {
  it('sends the 24 h and the 1 h reminder once each to GOING members, even when two passes race', async () => {
    const start = new Date('2031-06-10T12:00:00Z');
    const ev = await createEvent({
      title: 'Blood Donation Camp',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * HOUR).toISOString(),
    });
    const [a, b, w] = await users(3, 'Donor');
    await rsvp(a, ev.id);
    await rsvp(b, ev.id);
    await rsvp(w, ev.id, 'INTERESTED');
    const at = (msBefore: number) => new Date(start.getTime() - msBefore);
    const reminders = async (u: TestUser) =>
      (await inbox(u.id, 'EVENT_REMINDER')).filter((n) => n.url === `/news/${ev.id}`).map((n) => n.title);

    expect(await sendDueReminders(t.app.ctx, at(25 * HOUR))).toBe(0);
    const raced = await Promise.all([
      sendDueReminders(t.app.ctx, at(23 * HOUR)),
      sendDueReminders(t.app.ctx, at(23 * HOUR)),
    ]);
    expect(raced.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await sendDueReminders(t.app.ctx, at(2 * HOUR))).toBe(0);
    expect(await sendDueReminders(t.app.ctx, at(HOUR / 2))).toBe(2);
    expect(await sendDueReminders(t.app.ctx, at(HOUR / 4))).toBe(0);
    for (const u of [a, b])
      expect(await reminders(u)).toEqual([
        EVENT_MSG.eventReminder24h('Blood Donation Camp'),
        EVENT_MSG.eventReminder1h('Blood Donation Camp'),
      ]);
    expect(await reminders(w)).toEqual([]);
  });

  it('a new start time re-arms the reminders; a canceled event sends none', async () => {
    const start = new Date('2031-07-10T12:00:00Z');
    const ev = await createEvent({
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    const [a] = await users(1, 'Rearm');
    await rsvp(a, ev.id);
    expect(await sendDueReminders(t.app.ctx, new Date(start.getTime() - HOUR / 2))).toBe(1);
    const later = new Date(start.getTime() + 24 * HOUR);
    await call(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: { id: ev.id, startTime: later.toISOString(), endTime: new Date(later.getTime() + HOUR).toISOString() },
    });
    expect(await sendDueReminders(t.app.ctx, new Date(later.getTime() - HOUR / 2))).toBe(1);
    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id: ev.id, isCancel: true } });
    const muchLater = new Date(later.getTime() + 48 * HOUR);
    await t.db.update(events).set({ startTime: muchLater }).where(eq(events.id, ev.id));
    expect(await sendDueReminders(t.app.ctx, new Date(muchLater.getTime() - HOUR / 2))).toBe(0);
  });
});
