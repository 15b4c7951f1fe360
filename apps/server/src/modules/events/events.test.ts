import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { EventItem } from '@campus/shared/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import { ALL_ROLES, call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import type { NotifyInput } from '../push/notifier';

let t: TestApp;
let admin: TestUser;
const byRole = new Map<Role, TestUser>();
const notified: NotifyInput[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ALL_ROLES) byRole.set(role, await createUser(t, { role, fullName: `The ${role}` }));
  admin = byRole.get('ADMIN') as TestUser;
  const notifier = t.app.ctx.notifier;
  const original = notifier.notify.bind(notifier);
  notifier.notify = async (input, tx) => {
    notified.push(input);
    await original(input, tx);
  };
});
afterAll(() => t.close());

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'EVENT',
    title: 'Freshers Reception 2026',
    coverPic: 'https://example.com/cover.png',
    subtitle: 'Welcome to the society',
    description: 'Join us at the TSC auditorium. Details: https://example.com/details',
    startTime: '2026-12-01T10:00:00.000Z',
    endTime: '2026-12-01T14:00:00.000Z',
    isCancel: false,
    isTopBanner: false,
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}, token = admin.token) {
  const res = await call<{ data: EventItem }>(t.app, 'POST', '/event/create', { token, body: eventBody(overrides) });
  expect(res.status).toBe(201);
  return res.body.data as EventItem;
}

async function countAll() {
  return (await t.db.select({ id: events.id }).from(events)).length;
}

describe('POST /event/create', () => {
  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'POST', '/event/create', { body: eventBody() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: MSG.notSignedIn });
  });

  it.each(ALL_ROLES.filter((r) => r !== 'ADMIN'))('answers 403 to %s (no manageEvents)', async (role) => {
    const before = await countAll();
    const res = await call(t.app, 'POST', '/event/create', { token: byRole.get(role)?.token, body: eventBody() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.forbidden });
    expect(await countAll()).toBe(before);
  });

  it('creates an event hosted by the caller, with guests, and shows the host as public fields only', async () => {
    const guests = [
      { name: 'Prof. Anisur Rahman', profilePic: 'https://example.com/anis.png', description: 'Keynote speaker' },
      { name: 'Shirin Akter' },
    ];
    const res = await call<{ data: EventItem }>(t.app, 'POST', '/event/create', {
      token: admin.token,
      body: eventBody({ guests, hostId: undefined, updatedAt: '2000-01-01' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.eventPosted);
    const event = res.body.data as EventItem;
    expect(event).toMatchObject({
      type: 'EVENT',
      title: 'Freshers Reception 2026',
      hostId: admin.id,
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2026-12-01T14:00:00.000Z',
      isCancel: false,
      isTopBanner: false,
      guests,
    });
    expect(event.host).toEqual({ id: admin.id, fullName: admin.fullName, profilePic: null });
    expect(JSON.stringify(res.body)).not.toMatch(/email|contactNo/);
  });

  it('accepts guests sent as a JSON-encoded string and drops blank guest fields', async () => {
    const event = await createEvent({
      guests: JSON.stringify([{ name: 'Dr. Salma', profilePic: '', description: '' }]),
    });
    expect(event.guests).toEqual([{ name: 'Dr. Salma' }]);
  });

  it('lets an admin name another existing member as host', async () => {
    const mentor = byRole.get('MENTOR') as TestUser;
    const event = await createEvent({ hostId: mentor.id });
    expect(event.hostId).toBe(mentor.id);
    expect(event.host).toEqual({ id: mentor.id, fullName: mentor.fullName, profilePic: null });
  });

  it('refuses an unknown host with 400 and writes nothing', async () => {
    const before = await countAll();
    const res = await call(t.app, 'POST', '/event/create', {
      token: admin.token,
      body: eventBody({ hostId: 999_999 }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: MSG.hostNotFound });
    expect(await countAll()).toBe(before);
  });

  it.each([
    ['type', 'Type'],
    ['title', 'Title'],
    ['coverPic', 'Cover Picture'],
    ['subtitle', 'Subtitle'],
    ['description', 'Description'],
    ['startTime', 'Start Time'],
    ['endTime', 'End Time'],
  ])('answers 400 with the fill-out message when %s is missing, and writes nothing', async (field, label) => {
    const before = await countAll();
    const body = eventBody();
    delete (body as Record<string, unknown>)[field];
    const res = await call(t.app, 'POST', '/event/create', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Please fill out the ${label} field.`);
    expect(await countAll()).toBe(before);
  });

  it.each([
    ['title', '   ', 'Please fill out the Title field.'],
    ['type', 'WEBINAR', 'Please fill out the Type field.'],
    ['startTime', 'not a date', 'Please fill out the Start Time field.'],
    ['isCancel', undefined, 'Is Cancel must be true or false'],
    ['isTopBanner', 'yes', 'Is Top Banner must be true or false'],
    ['coverPic', 'javascript:alert(1)', 'Cover Picture must be an image uploaded to this app'],
    ['guests', '[{"name":', 'Guests must be a JSON list of entries'],
    ['guests', [{ description: 'no name' }], 'Please fill out the Guest Name field.'],
    ['guests', Array.from({ length: 51 }, (_, i) => ({ name: `Guest ${i}` })), MSG.tooManyGuests(50)],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const before = await countAll();
    const res = await call(t.app, 'POST', '/event/create', { token: admin.token, body: eventBody({ [field]: value }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countAll()).toBe(before);
  });

  it('refuses an end time before the start time with 400 and writes nothing', async () => {
    const before = await countAll();
    const res = await call(t.app, 'POST', '/event/create', {
      token: admin.token,
      body: eventBody({ startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T09:59:00Z' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: MSG.eventEndBeforeStart });
    expect(await countAll()).toBe(before);
  });

  it('reads a time without a zone as Dhaka time', async () => {
    const event = await createEvent({ startTime: '2026-12-05T18:30', endTime: '2026-12-05T20:00' });
    expect(event.startTime).toBe('2026-12-05T12:30:00.000Z');
    expect(event.endTime).toBe('2026-12-05T14:00:00.000Z');
  });

  it('tells everyone about a new top-banner event, but not about an ordinary one', async () => {
    notified.length = 0;
    await createEvent({ title: 'Ordinary' });
    expect(notified).toEqual([]);
    const banner = await createEvent({ title: 'Convocation 2026', subtitle: 'The big day', isTopBanner: true });
    expect(notified).toEqual([
      {
        to: 'everyone',
        category: 'TOP_BANNER_EVENT',
        title: 'Convocation 2026',
        body: 'The big day',
        url: `/news/${banner.id}`,
      },
    ]);
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event/create',
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.invalidJson });
  });
});

describe('PATCH /event/update', () => {
  let event: EventItem;
  beforeAll(async () => {
    event = await createEvent({ title: 'To be edited' });
  });

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'PATCH', '/event/update', { body: { id: event.id, title: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it.each(ALL_ROLES.filter((r) => r !== 'ADMIN'))('answers 403 to %s', async (role) => {
    const res = await call(t.app, 'PATCH', '/event/update', {
      token: byRole.get(role)?.token,
      body: { id: event.id, title: 'Hacked' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect((await call<{ data: EventItem }>(t.app, 'GET', `/event/${event.id}`)).body.data).toMatchObject({
      title: 'To be edited',
    });
  });

  it('updates the given fields, ignoring updatedAt and host sent back by the form', async () => {
    const res = await call<{ data: EventItem }>(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: {
        id: event.id,
        title: 'Edited title',
        isCancel: true,
        updatedAt: '2000-01-01T00:00:00Z',
        host: { id: 12345, fullName: 'Impostor', email: 'x@y.z' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.eventUpdated);
    const updated = res.body.data as EventItem;
    expect(updated).toMatchObject({
      id: event.id,
      title: 'Edited title',
      isCancel: true,
      hostId: admin.id,
      subtitle: event.subtitle,
    });
    expect(updated.host?.fullName).toBe(admin.fullName);
    expect(new Date(updated.updatedAt).getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses an end time before the stored start time', async () => {
    const res = await call(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: { id: event.id, endTime: '2026-11-30T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.eventEndBeforeStart);
  });

  it('answers 404 for an unknown event and 400 without an id', async () => {
    const missing = await call(t.app, 'PATCH', '/event/update', {
      token: admin.token,
      body: { id: 999_999, title: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: MSG.notFound('Event') });
    const noId = await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { title: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('Please fill out the Id field.');
  });

  it('announces an event when it becomes the top banner', async () => {
    notified.length = 0;
    const plain = await createEvent({ title: 'Promoted later' });
    await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id: plain.id, isTopBanner: true } });
    expect(notified.map((n) => n.title)).toEqual(['Promoted later']);
  });
});

describe('GET /event/table', () => {
  let fresh: TestApp;
  let host: TestUser;
  beforeAll(async () => {
    fresh = await createTestApp();
    host = await createUser(fresh, { role: 'ADMIN', fullName: 'Table Host', profilePic: '/uploads/demo/host.svg' });
    const rows = [
      { type: 'EVENT', title: 'Tree plantation drive', subtitle: 'Green campus', isTopBanner: true },
      { type: 'ARTICLE', title: 'How to write a CV', subtitle: 'Career 100% guide' },
      { type: 'PODCAST', title: 'Campus talk #1', subtitle: 'Alumni voices', isCancel: true },
      { type: 'CAMPUS', title: 'Library hours change', subtitle: 'From December' },
    ] as const;
    for (const [i, row] of rows.entries()) {
      await call(fresh.app, 'POST', '/event/create', {
        token: host.token,
        body: eventBody({ ...row, startTime: `2026-12-0${i + 1}T10:00:00Z`, endTime: `2026-12-0${i + 1}T12:00:00Z` }),
      });
    }
  });
  afterAll(() => fresh.close());

  const table = (query: Record<string, string | number>) =>
    call<{ data: EventItem[] }>(fresh.app, 'GET', '/event/table', { query });

  it('is public and answers a page with meta, newest first, host as public fields only', async () => {
    const res = await table({ page: 1, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 2, total: 4 });
    const data = res.body.data as EventItem[];
    expect(data.map((e) => e.title)).toEqual(['Library hours change', 'Campus talk #1']);
    expect(data[0].host).toEqual({ id: host.id, fullName: 'Table Host', profilePic: '/uploads/demo/host.svg' });
    expect(JSON.stringify(res.body)).not.toMatch(/email|contactNo/);
  });

  it.each([
    [{ type: 'ARTICLE' }, ['How to write a CV']],
    [{ isCancel: 'true' }, ['Campus talk #1']],
    [{ isTopBanner: 'true' }, ['Tree plantation drive']],
    [{ searchTerm: 'alumni' }, ['Campus talk #1']],
    [{ searchTerm: '100%' }, ['How to write a CV']],
    [{ searchTerm: '%' }, ['How to write a CV']],
    [{ startTime: '2026-12-02' }, ['How to write a CV']],
    [{ endTime: '2026-12-03' }, ['Campus talk #1']],
    [
      { sortBy: 'title', sortOrder: 'asc' },
      ['Campus talk #1', 'How to write a CV', 'Library hours change', 'Tree plantation drive'],
    ],
    [
      { sortBy: 'startTime', sortOrder: 'asc', type: '' },
      ['Tree plantation drive', 'How to write a CV', 'Campus talk #1', 'Library hours change'],
    ],
  ])('filters and sorts by %j', async (query, titles) => {
    const res = await table(query);
    expect(res.status).toBe(200);
    expect((res.body.data as EventItem[]).map((e) => e.title)).toEqual(titles);
    expect(res.body.meta?.total).toBe(titles.length);
  });

  it('matches the created day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await table({ createdAt: today })).body.meta?.total).toBe(4);
    expect((await table({ createdAt: '2001-01-01' })).body.meta?.total).toBe(0);
  });

  it.each([
    [{ sortBy: 'hostId' }, 'sortBy must be one of: createdAt, updatedAt, startTime, endTime, title, type'],
    [{ sortOrder: 'up' }, 'sortOrder must be asc or desc'],
    [{ type: 'WEBINAR' }, 'type must be one of: ARTICLE, EVENT, PODCAST, CAMPUS'],
    [{ isCancel: 'maybe' }, 'isCancel must be true or false'],
    [{ startTime: 'yesterday' }, 'startTime must be a date like 2026-11-22'],
    [{ limit: 0 }, 'limit must be between 1 and 1000'],
    [{ page: 0 }, 'page must be 1 or more'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await table(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('issues the same number of SQL statements for limit=1 and limit=50', async () => {
    const counter = fresh.dbHandle.queries;
    let start = counter.count;
    await table({ limit: 1 });
    const one = counter.count - start;
    start = counter.count;
    await table({ limit: 50 });
    expect(counter.count - start).toBe(one);
  });
});

describe('GET /event/new/newEvent and GET /event/:id', () => {
  it('answers the newest events, filtered by type and limited', async () => {
    const first = await createEvent({ type: 'PODCAST', title: 'Podcast A' });
    const second = await createEvent({ type: 'PODCAST', title: 'Podcast B' });
    const res = await call<{ data: EventItem[] }>(t.app, 'GET', '/event/new/newEvent', {
      query: { type: 'PODCAST', limit: 2 },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as EventItem[]).map((e) => e.id)).toEqual([second.id, first.id]);
    expect(res.body.meta).toMatchObject({ page: 1, limit: 2, total: 2 });
    const all = await call<{ data: EventItem[] }>(t.app, 'GET', '/event/new/newEvent');
    expect((all.body.data as EventItem[]).length).toBe(10);
    expect((await call(t.app, 'GET', '/event/new/newEvent', { query: { limit: 101 } })).body.message).toBe(
      'limit must be between 1 and 100',
    );
  });

  it('answers one event by id for the news page, 404 when missing, 400 for a bad id', async () => {
    const event = await createEvent({ title: 'News item' });
    const res = await call<{ data: EventItem }>(t.app, 'GET', `/event/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(event);
    const missing = await call(t.app, 'GET', '/event/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.notFound('Event'));
    const bad = await call(t.app, 'GET', '/event/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
