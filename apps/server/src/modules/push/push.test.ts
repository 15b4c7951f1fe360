import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_CATEGORIES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { EVENT_MSG } from '@campus/shared/messages-events';
import { PUSH_MAX_DEVICES, type TNotification, type TNotificationListMeta } from '@campus/shared/schemas/push';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema/index';
import { call, createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../../test/helpers';
import type { NotifyInput } from './notifier';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Keep pushes queued: these tests look at the outbox, the delivery tests send them.
  await t.app.ctx.notifier.close();
});
afterAll(() => t.close());

function subscription(endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const notice = (to: NotifyInput['to'], title = 'Your offer was accepted'): NotifyInput => ({
  to,
  category: 'OFFER_DECIDED',
  title,
  body: 'Contact the seller to meet.',
  url: '/marketplace/my-offers',
});

async function inbox(user: TestUser, query: Record<string, string | number | boolean> = {}) {
  const res = await call<{ data: TNotification[]; meta: TNotificationListMeta }>(t.app, 'GET', '/notifications', {
    token: user.token,
    query,
  });
  return {
    status: res.status,
    rows: res.body.data as TNotification[],
    meta: res.body.meta as TNotificationListMeta,
    body: res.body,
  };
}

describe('GET /push/public-key', () => {
  it('answers the VAPID public key generated once and saved in DATA_DIR', async () => {
    const first = await call(t.app, 'GET', '/push/public-key');
    expect(first.status).toBe(200);
    const { publicKey } = first.body.data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const saved = JSON.parse(readFileSync(path.join(t.config.dataDir, 'vapid.json'), 'utf8'));
    expect(saved.publicKey).toBe(publicKey);
    expect((await call(t.app, 'GET', '/push/public-key')).body.data).toEqual({ publicKey });
  });

  it('uses VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are configured', async () => {
    const keys = webpush.generateVAPIDKeys();
    const other = await createTestApp({ vapid: { ...keys, subject: 'mailto:ops@campus.test' } });
    try {
      const res = await call(other.app, 'GET', '/push/public-key');
      expect(res.body.data).toEqual({ publicKey: keys.publicKey });
    } finally {
      await other.close();
    }
  });
});

describe('POST /push/subscribe and DELETE /push/subscribe', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await call(t.app, 'POST', '/push/subscribe', { body: subscription() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it.each([
    [
      'an http endpoint',
      { ...subscription(), endpoint: 'http://push.example.com/x' },
      'The push endpoint must be an https link',
    ],
    [
      'a NUL byte in the endpoint',
      { ...subscription(), endpoint: 'https://push.example.com/a\u0000b' },
      'The push endpoint must be an https link',
    ],
    ['a missing endpoint', { keys: subscription().keys }, 'The push endpoint is missing'],
    [
      'a short p256dh key',
      { ...subscription(), keys: { ...subscription().keys, p256dh: 'abc' } },
      'The p256dh key is not a valid key',
    ],
    ['missing keys', { endpoint: subscription().endpoint }, 'The subscription keys are missing'],
  ])('answers 400 for %s and stores nothing', async (_name, body, message) => {
    const user = await createUser(t);
    const res = await call(t.app, 'POST', '/push/subscribe', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it('in production accepts only the browsers’ push services as endpoints', async () => {
    const prod = await createTestApp({ isProduction: true });
    try {
      const user = await createUser(prod);
      const internal = await call(prod.app, 'POST', '/push/subscribe', {
        token: user.token,
        body: subscription('https://10.0.0.5/admin/reset'),
      });
      expect(internal.status).toBe(400);
      expect(internal.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The push endpoint is not a known push service',
      });
      for (const endpoint of ['https://[', 'https://[::1', 'https://a b', 'https://:80/x']) {
        const broken = await call(prod.app, 'POST', '/push/subscribe', {
          token: user.token,
          body: subscription(endpoint),
        });
        expect(broken.status, endpoint).toBe(400);
        expect(broken.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'The push endpoint must be an https link',
        });
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
        'https://web.push.apple.com/QGd',
        'https://wns2-par02p.notify.windows.com/w/?token=x',
      ]) {
        const res = await call(prod.app, 'POST', '/push/subscribe', {
          token: user.token,
          body: subscription(endpoint),
        });
        expect(res.status).toBe(201);
      }
    } finally {
      await prod.close();
    }
  });

  it('stores one subscription per device and updates it when the same endpoint subscribes again', async () => {
    const user = await createUser(t);
    const phone = subscription();
    const laptop = subscription();
    const first = await call(t.app, 'POST', '/push/subscribe', {
      token: user.token,
      body: phone,
      headers: { 'user-agent': 'Phone' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      message: MSG.pushSubscribed,
      data: { endpoint: phone.endpoint },
    });
    await call(t.app, 'POST', '/push/subscribe', { token: user.token, body: laptop });
    const renewed = { ...phone, keys: subscription().keys };
    const again = await call(t.app, 'POST', '/push/subscribe', {
      token: user.token,
      body: renewed,
      headers: { 'user-agent': 'Phone 2' },
    });
    expect(again.status).toBe(201);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(rows.find((r) => r.endpoint === phone.endpoint)).toMatchObject({
      p256dh: renewed.keys.p256dh,
      userAgent: 'Phone 2',
    });
  });

  it('moves a device’s subscription to the account that signed in on it last', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const device = subscription();
    await call(t.app, 'POST', '/push/subscribe', { token: a.token, body: device });
    await call(t.app, 'POST', '/push/subscribe', { token: b.token, body: device });
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(b.id);
  });

  it(`keeps only the newest ${PUSH_MAX_DEVICES} devices of an account`, async () => {
    const user = await createUser(t);
    const devices = Array.from({ length: PUSH_MAX_DEVICES + 2 }, () => subscription());
    for (const d of devices) await call(t.app, 'POST', '/push/subscribe', { token: user.token, body: d });
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(PUSH_MAX_DEVICES);
    expect(rows.map((r) => r.endpoint)).not.toContain(devices[0].endpoint);
    expect(rows.map((r) => r.endpoint)).toContain(devices.at(-1)?.endpoint);
  });

  it('deletes only the caller’s own subscription (someone else’s endpoint → 404)', async () => {
    const [owner, stranger] = [await createUser(t), await createUser(t)];
    const device = subscription();
    await call(t.app, 'POST', '/push/subscribe', { token: owner.token, body: device });

    const denied = await call(t.app, 'DELETE', '/push/subscribe', {
      token: stranger.token,
      body: { endpoint: device.endpoint },
    });
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Push subscription not found' });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(1);

    const res = await call(t.app, 'DELETE', '/push/subscribe', {
      token: owner.token,
      body: { endpoint: device.endpoint },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.pushUnsubscribed });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(0);
  });
});

describe('GET and PATCH /push/preferences', () => {
  it('starts with every category on', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'GET', '/push/preferences', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ categories: Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, true])) });
  });

  it('switches only the named categories and remembers them', async () => {
    const user = await createUser(t);
    const off = await call(t.app, 'PATCH', '/push/preferences', {
      token: user.token,
      body: { categories: { OFFER_RECEIVED: false, TOP_BANNER_EVENT: false } },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(MSG.pushPreferencesSaved);
    const on = await call(t.app, 'PATCH', '/push/preferences', {
      token: user.token,
      body: { categories: { TOP_BANNER_EVENT: true } },
    });
    const expected = { ...Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, true])), OFFER_RECEIVED: false };
    expect(on.body.data).toEqual({ categories: expected });
    expect((await call(t.app, 'GET', '/push/preferences', { token: user.token })).body.data).toEqual({
      categories: expected,
    });
  });

  it('answers 400 for a value that is not true or false', async () => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', '/push/preferences', {
      token: user.token,
      body: { categories: { OFFER_RECEIVED: 'no' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OFFER_RECEIVED must be true or false');
  });

  it('queues no push for a category the user switched off, but the inbox still gets it', async () => {
    const [quiet, loud] = [await createUser(t), await createUser(t)];
    for (const u of [quiet, loud])
      await call(t.app, 'POST', '/push/subscribe', { token: u.token, body: subscription() });
    await call(t.app, 'PATCH', '/push/preferences', {
      token: quiet.token,
      body: { categories: { OFFER_DECIDED: false } },
    });

    await t.app.ctx.notifier.notify(notice([quiet.id, loud.id]));

    const queued = await t.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(inArray(pushSubscriptions.userId, [quiet.id, loud.id]));
    expect(queued).toEqual([{ userId: loud.id }]);
    expect((await inbox(quiet)).meta.total).toBe(1);
    expect((await inbox(loud)).meta.total).toBe(1);
  });
});

describe('notify()', () => {
  it("writes the inbox and the push in each recipient's language (decision 030)", async () => {
    const [bangla, english, unset] = [await createUser(t), await createUser(t), await createUser(t)];
    await call(t.app, 'PATCH', '/user/update', { token: bangla.token, body: { language: 'bn' } });
    await call(t.app, 'PATCH', '/user/update', { token: english.token, body: { language: 'en' } });
    for (const u of [bangla, english, unset])
      await call(t.app, 'POST', '/push/subscribe', { token: u.token, body: subscription() });

    await t.app.ctx.notifier.notify({
      to: [bangla.id, english.id, unset.id],
      category: 'EVENT_RSVP',
      title: EVENT_MSG.eventCanceledNotice('Tech Fest'),
      body: EVENT_MSG.rsvpEventCanceled,
      url: '/news/1',
    });

    expect((await inbox(bangla)).rows[0]).toMatchObject({
      title: 'ইভেন্ট বাতিল: Tech Fest',
      body: 'এই ইভেন্টটি বাতিল করা হয়েছে',
    });
    for (const u of [english, unset]) {
      expect((await inbox(u)).rows[0]).toMatchObject({
        title: 'Event canceled: Tech Fest',
        body: EVENT_MSG.rsvpEventCanceled,
      });
    }
    const pushed = await t.db
      .select({ userId: pushSubscriptions.userId, payload: pushOutbox.payload })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(inArray(pushSubscriptions.userId, [bangla.id, english.id, unset.id]));
    const titleOf = (id: number) =>
      (pushed.find((p) => p.userId === id)?.payload as { title?: string } | undefined)?.title;
    expect(pushed).toHaveLength(3);
    expect(titleOf(bangla.id)).toBe('ইভেন্ট বাতিল: Tech Fest');
    expect(titleOf(english.id)).toBe('Event canceled: Tech Fest');
    expect(titleOf(unset.id)).toBe('Event canceled: Tech Fest');
  });

  it("reaches every ACTIVE and PENDING account for 'everyone', not disabled ones", async () => {
    const active = await createUser(t);
    const pending = await createUser(t, { status: 'PENDING' });
    const rejected = await createUser(t, { status: 'REJECTED' });
    const resigned = await createUser(t, { status: 'RESIGNED' });
    await t.app.ctx.notifier.notify({
      to: 'everyone',
      category: 'REGISTRATION_OPENED',
      title: 'Registration is open',
      body: 'Tell your friends!',
      url: '/sign-up',
    });
    const got = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [active.id, pending.id, rejected.id, resigned.id]));
    expect(got.map((r) => r.userId).sort()).toEqual([active.id, pending.id].sort());
  });

  it('sends each recipient one notification even when listed twice, and keeps links inside the app', async () => {
    const user = await createUser(t);
    await t.app.ctx.notifier.notify({ ...notice([user.id, user.id]), url: 'https://evil.example.com' });
    const { rows } = await inbox(user);
    expect(rows).toHaveLength(1);
    expect(rows[0].url).toBe('/');
  });
});

describe('GET /notifications', () => {
  it('refuses anonymous callers with 401', async () => {
    const res = await call(t.app, 'GET', '/notifications');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it('lists only the caller’s notifications, newest first, paginated with total and unread count', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    for (let i = 1; i <= 12; i++) await t.app.ctx.notifier.notify(notice([me.id], `Note ${i}`));
    await t.app.ctx.notifier.notify(notice([other.id], 'Not yours'));

    const first = await inbox(me, { page: 1, limit: 5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true });
    expect(first.meta).toEqual({ page: 1, limit: 5, total: 12, unread: 12 });
    expect(first.rows.map((n) => n.title)).toEqual(['Note 12', 'Note 11', 'Note 10', 'Note 9', 'Note 8']);
    expect(first.rows[0]).toEqual({
      id: expect.any(Number),
      category: 'OFFER_DECIDED',
      title: 'Note 12',
      body: 'Contact the seller to meet.',
      url: '/marketplace/my-offers',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const last = await inbox(me, { page: 3, limit: 5 });
    expect(last.rows.map((n) => n.title)).toEqual(['Note 2', 'Note 1']);
    expect((await inbox(me, { page: 4, limit: 5 })).rows).toEqual([]);
  });

  it('answers 400 for a limit out of range', async () => {
    const me = await createUser(t);
    const res = await inbox(me, { limit: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('limit must be between 1 and 1000');
  });

  it('issues the same number of SQL statements for limit=1 and limit=50', async () => {
    const me = await createUser(t);
    for (let i = 0; i < 6; i++) await t.app.ctx.notifier.notify(notice([me.id], `N${i}`));
    const statements = async (limit: number) => {
      t.app.ctx.changes.bump(); // a cold cache: count what the query path costs
      const before = t.dbHandle.queries.count;
      await inbox(me, { limit });
      return t.dbHandle.queries.count - before;
    };
    expect(await statements(1)).toBe(await statements(50));
  });

  it('reads a page with its total and unread count in one statement; past the end the counts take one more', async () => {
    const me = await createUser(t);
    for (let i = 0; i < 3; i++) await t.app.ctx.notifier.notify(notice([me.id], `One ${i}`));
    await inbox(me); // on PGlite the guard now knows the member's row; on PostgreSQL it reads it on every request
    const guard = onPostgres ? 1 : 0;
    const counted = async (who: TestUser, query: Record<string, number | boolean>) => {
      const before = t.dbHandle.queries.count;
      const res = await inbox(who, query);
      return { res, statements: t.dbHandle.queries.count - before };
    };
    const first = await counted(me, { limit: 2 });
    expect(first.res.meta).toEqual({ page: 1, limit: 2, total: 3, unread: 3 });
    expect(first.statements).toBe(guard + 1);
    const unread = await counted(me, { limit: 2, unreadOnly: true });
    expect(unread.res.meta).toEqual({ page: 1, limit: 2, total: 3, unread: 3 });
    expect(unread.statements).toBe(guard + 1);
    const past = await counted(me, { page: 3, limit: 2 });
    expect(past.res.rows).toEqual([]);
    expect(past.res.meta).toEqual({ page: 3, limit: 2, total: 3, unread: 3 });
    expect(past.statements).toBe(guard + 2);

    const newcomer = await createUser(t);
    await inbox(newcomer);
    const empty = await counted(newcomer, {});
    expect(empty.res.rows).toEqual([]);
    expect(empty.res.meta).toMatchObject({ total: 0, unread: 0 });
    expect(empty.statements).toBe(guard + 1);
  });
});

describe('marking notifications read', () => {
  it('marks one of the caller’s notifications read; another user’s id answers 404 and changes nothing', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    await t.app.ctx.notifier.notify(notice([me.id], 'Mine'));
    await t.app.ctx.notifier.notify(notice([other.id], 'Theirs'));
    const mine = (await inbox(me)).rows[0];
    const theirs = (await inbox(other)).rows[0];

    const denied = await call(t.app, 'PATCH', `/notifications/${theirs.id}/read`, { token: me.token });
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Notification not found' });
    expect((await inbox(other)).meta.unread).toBe(1);

    const res = await call(t.app, 'PATCH', `/notifications/${mine.id}/read`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.notificationRead,
      data: { id: mine.id, isRead: true },
    });
    expect((await inbox(me)).meta).toMatchObject({ total: 1, unread: 0 });
  });

  it('answers 400 for an id that is not a number, and 404 for an unknown one', async () => {
    const me = await createUser(t);
    expect((await call(t.app, 'PATCH', '/notifications/abc/read', { token: me.token })).status).toBe(400);
    expect((await call(t.app, 'PATCH', '/notifications/999999/read', { token: me.token })).status).toBe(404);
  });

  it('marks all of the caller’s notifications read and nobody else’s; unreadOnly lists what is left', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    for (let i = 0; i < 3; i++) await t.app.ctx.notifier.notify(notice([me.id, other.id], `All ${i}`));
    const first = (await inbox(me)).rows[0];
    await call(t.app, 'PATCH', `/notifications/${first.id}/read`, { token: me.token });
    const unreadOnly = await inbox(me, { unreadOnly: true });
    expect(unreadOnly.rows.map((n) => n.title)).toEqual(['All 1', 'All 0']);
    expect(unreadOnly.meta).toMatchObject({ total: 2, unread: 2 });

    const res = await call(t.app, 'PATCH', '/notifications/read-all', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.notificationsAllRead, data: { updated: 2 } });
    expect((await call(t.app, 'GET', '/notifications/unread-count', { token: me.token })).body.data).toEqual({
      unread: 0,
    });
    expect((await call(t.app, 'GET', '/notifications/unread-count', { token: other.token })).body.data).toEqual({
      unread: 3,
    });
  });
});
