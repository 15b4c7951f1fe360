import { MSG } from '@campus/shared/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, notifications, registrationWindows } from '../../db/schema/index';
import {
  ALL_ROLES,
  call,
  createDirectory,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let dir: Awaited<ReturnType<typeof createDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  dir = await createDirectory(t, { openWindow: false });
});
afterAll(() => t.close());

const NON_ADMIN_ROLES = ALL_ROLES.filter((r) => r !== 'ADMIN');
const DAY = 86_400_000;

type Window = {
  id: number;
  isOpen: boolean;
  isOpenNow: boolean;
  openForId: number;
  openFor: { id: number; name: string } | null;
  imageUrl: string;
  deadline: string;
  updatedAt: string;
};

function announcement(overrides: Record<string, unknown> = {}) {
  return {
    isOpen: true,
    openForId: dir.institution.id,
    imageUrl: '/uploads/registration.webp',
    deadline: new Date(Date.now() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

async function windowCount() {
  const [row] = await t.db.select({ n: count() }).from(registrationWindows);
  return row.n;
}

const post = (body: unknown, token: string | undefined = admin.token) =>
  call(t.app, 'POST', '/auth/announcement', { token, body });

describe('POST /auth/announcement', () => {
  it("creates a window and answers 'Registration Info Updated' with the presented window", async () => {
    const body = announcement();
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.registrationInfoUpdated,
      data: {
        isOpen: true,
        isOpenNow: true,
        openForId: dir.institution.id,
        openFor: { id: dir.institution.id, name: dir.institution.name },
        imageUrl: body.imageUrl,
        deadline: body.deadline,
      },
    });
  });

  it('updates the window named by id instead of adding one', async () => {
    const created = (await post(announcement())).body.data as Window;
    const before = await windowCount();
    const res = await post(announcement({ id: created.id, isOpen: false }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, isOpen: false, isOpenNow: false });
    expect(await windowCount()).toBe(before);
  });

  it('answers 404 when the id names no window', async () => {
    const res = await post(announcement({ id: 999_999 }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound('Registration window'));
  });

  it.each([
    ['isOpen', undefined, 'Is Open must be true or false'],
    ['isOpen', 'yes', 'Is Open must be true or false'],
    ['openForId', undefined, 'Please fill out the Open For field.'],
    ['openForId', 'abc', 'Please fill out the Open For field.'],
    ['imageUrl', undefined, 'Please fill out the Image field.'],
    ['imageUrl', '', 'Please fill out the Image field.'],
    ['imageUrl', 'data:image/png;base64,AAAA', 'Image must be an image uploaded to this app'],
    ['deadline', undefined, 'Please fill out the Deadline field.'],
    ['deadline', 'next tuesday', 'Please fill out the Deadline field.'],
  ])('refuses %s = %j with 400 "%s" and writes nothing', async (field, value, message) => {
    const before = await windowCount();
    const res = await post(announcement({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await windowCount()).toBe(before);
  });

  it('refuses an institution that does not exist with 400 and writes nothing', async () => {
    const before = await windowCount();
    const res = await post(announcement({ openForId: 999_999 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose an institution from the list');
    expect(await windowCount()).toBe(before);
  });

  it('tells everyone when a window opens, and nobody when a closed one is saved', async () => {
    const spy = vi.spyOn(t.app.ctx.notifier, 'notify');
    await post(announcement());
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'everyone', category: 'REGISTRATION_OPENED', url: '/sign-up' }),
    );
    spy.mockClear();
    await post(announcement({ isOpen: false }));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers with the window it saved, not the newest one', async () => {
    const older = (await post(announcement({ isOpen: false }))).body.data as Window;
    const newer = (await post(announcement({ isOpen: false }))).body.data as Window;
    expect(newer.id).toBeGreaterThan(older.id);
    const res = await post(announcement({ id: older.id, isOpen: false, imageUrl: '/uploads/older.webp' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: older.id, imageUrl: '/uploads/older.webp' });
  });

  it('audits a create with every field and an update with only what changed; an unchanged save writes none', async () => {
    const deadline = '2099-03-05T10:00:00.000Z';
    const created = (await post(announcement({ isOpen: false, deadline }))).body.data as Window;
    const rowsOf = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetKind, 'registration-window'), eq(auditLog.targetId, created.id)))
        .orderBy(auditLog.id);
    const [create] = await rowsOf();
    expect(create).toMatchObject({
      actorId: admin.id,
      action: 'registration.create',
      targetTitle: 'Registration until 2099-03-05',
    });
    expect(create.changes.map((c) => c.field).sort()).toEqual(['deadline', 'imageUrl', 'isOpen', 'openForId']);

    await post(announcement({ id: created.id, isOpen: false, deadline, imageUrl: '/uploads/new-banner.webp' }));
    const [, update] = await rowsOf();
    expect(update).toMatchObject({ action: 'registration.update', targetTitle: 'Registration until 2099-03-05' });
    expect(update.changes).toEqual([
      { field: 'imageUrl', from: '/uploads/registration.webp', to: '/uploads/new-banner.webp' },
    ]);

    await post(announcement({ id: created.id, isOpen: false, deadline, imageUrl: '/uploads/new-banner.webp' }));
    expect(await rowsOf()).toHaveLength(2);
  });

  it("tells every member 'Registration is open' with the deadline; not for an open window whose deadline passed", async () => {
    const latest = async () => {
      const [row] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.category, 'REGISTRATION_OPENED')))
        .orderBy(desc(notifications.id))
        .limit(1);
      return row;
    };
    const deadline = new Date(Date.now() + 3 * DAY);
    await post(announcement({ deadline: deadline.toISOString() }));
    const told = await latest();
    expect(told).toMatchObject({
      title: 'Registration is open',
      body: `Registration is open until ${deadline.toDateString()}. Tell your friends!`,
      url: '/sign-up',
    });
    await post(announcement({ deadline: new Date(Date.now() - DAY).toISOString() }));
    expect((await latest()).id).toBe(told.id);
  });

  it('tells a member who chose Bangla in Bangla, the deadline written in Bangla', async () => {
    const bangla = await createUser(t, { language: 'bn' });
    // 06:00 UTC is 15 January in every time zone the tests run in.
    await post(announcement({ deadline: '2099-01-15T06:00:00.000Z' }));
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bangla.id), eq(notifications.category, 'REGISTRATION_OPENED')));
    expect(row).toMatchObject({
      title: 'নিবন্ধন চলছে',
      body: 'বৃহস্পতিবার, ১৫ জানুয়ারি ২০৯৯ পর্যন্ত নিবন্ধন চলবে। বন্ধুদের জানিয়ে দিন!',
      url: '/sign-up',
    });
  });

  it('shows the saved window on Home at once, although Home is cached', async () => {
    const home = async () => (await call(t.app, 'GET', '/user/home')).body.data as { registrationInfo: unknown[] };
    const before = (await home()).registrationInfo.length;
    const saved = (await post(announcement({ isOpen: false }))).body.data as { id: number };
    const after = (await home()).registrationInfo;
    expect(after).toHaveLength(before + 1);
    expect(after).toContainEqual(expect.objectContaining({ id: saved.id, isOpen: false }));
  });

  it('answers 401 to a guest and writes nothing', async () => {
    const before = await windowCount();
    const res = await call(t.app, 'POST', '/auth/announcement', { body: announcement() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
    expect(await windowCount()).toBe(before);
  });

  it.each(NON_ADMIN_ROLES)('answers 403 to a %s and writes nothing', async (role) => {
    const user = await createUser(t, { role });
    const before = await windowCount();
    const res = await post(announcement(), user.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect(await windowCount()).toBe(before);
  });
});

describe('GET /auth/announcement', () => {
  let fresh: TestApp;
  let boss: TestUser;
  let institutionId: number;

  beforeAll(async () => {
    fresh = await createTestApp();
    boss = await createUser(fresh, { role: 'ADMIN' });
    institutionId = (await createDirectory(fresh, { openWindow: false })).institution.id;
  });
  afterAll(() => fresh.close());

  const save = async (body: Record<string, unknown>) => {
    const res = await call(fresh.app, 'POST', '/auth/announcement', {
      token: boss.token,
      body: { isOpen: true, openForId: institutionId, imageUrl: 'https://example.com/r.png', ...body },
    });
    expect(res.status).toBe(200);
    return res.body.data as Window;
  };

  it('answers an empty list before any window exists', async () => {
    const res = await call(fresh.app, 'GET', '/auth/announcement');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [], meta: { total: 0 } });
  });

  it('is public and lists the windows newest first with meta.total', async () => {
    const first = await save({ deadline: new Date(Date.now() + DAY).toISOString() });
    const second = await save({ deadline: new Date(Date.now() + 2 * DAY).toISOString() });
    const third = await save({ deadline: new Date(Date.now() + 3 * DAY).toISOString() });
    const res = await call(fresh.app, 'GET', '/auth/announcement');
    expect(res.status).toBe(200);
    expect((res.body.data as Window[]).map((w) => w.id)).toEqual([third.id, second.id, first.id]);
    expect(res.body.meta?.total).toBe(3);
  });

  it('says isOpenNow false once the deadline has passed, and for a closed window', async () => {
    const past = await save({ deadline: new Date(Date.now() - 60_000).toISOString() });
    const closed = await save({ isOpen: false, deadline: new Date(Date.now() + DAY).toISOString() });
    const open = await save({ deadline: new Date(Date.now() + DAY).toISOString() });
    const rows = (await call(fresh.app, 'GET', '/auth/announcement')).body.data as Window[];
    const byId = new Map(rows.map((w) => [w.id, w]));
    expect(byId.get(past.id)).toMatchObject({ isOpen: true, isOpenNow: false });
    expect(byId.get(closed.id)).toMatchObject({ isOpen: false, isOpenNow: false });
    expect(byId.get(open.id)).toMatchObject({ isOpen: true, isOpenNow: true });
  });

  it('issues the same number of SQL statements however many windows exist', async () => {
    fresh.app.ctx.changes.bump(); // a cold cache: count what the query path costs
    const before = fresh.dbHandle.queries.count;
    await call(fresh.app, 'GET', '/auth/announcement');
    const few = fresh.dbHandle.queries.count - before;
    for (let i = 0; i < 10; i++) await save({ deadline: new Date(Date.now() + DAY).toISOString() });
    fresh.app.ctx.changes.bump(); // a cold cache: count what the query path costs
    const mid = fresh.dbHandle.queries.count;
    await call(fresh.app, 'GET', '/auth/announcement');
    expect(fresh.dbHandle.queries.count - mid).toBe(few);
  });
});
