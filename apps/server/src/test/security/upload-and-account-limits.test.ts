/**
 * Who may upload, what happens to uploads nobody uses, and per-account limits (issue 16 findings 3 and 10).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { eq, getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { users } from '../../db/schema/index';
import { IMAGE_COLUMNS } from '../../storage/image-columns';
import { sweepUploads } from '../../storage/upload-sweep';
import { call, createDirectory, createTestApp, createUser, idTokenFor, type TestApp } from '../helpers';

const LIMITS = { writesPerMinute: 5, uploadsPerHour: 3, registrationUploadsPerHour: 2 };
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ accountLimits: LIMITS });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function upload(app: TestApp, headers: Record<string, string>) {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { 'content-type': request.headers.get('content-type') as string, ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('[finding 3] who may upload', () => {
  it("refuses a REJECTED account's app token and its ID token", async () => {
    const rejected = await createUser(t, { status: 'REJECTED' });
    const withToken = await upload(t, { authorization: rejected.token });
    expect(withToken.status).toBe(401);
    const withIdToken = await upload(t, { 'x-id-token': await idTokenFor(t, rejected.email) });
    expect(withIdToken.status).toBe(401);
    expect(withIdToken.body.message).toBe(MSG.uploadNeedsSignIn);
  });

  it('refuses the ID token of an active account: it signs in instead', async () => {
    const member = await createUser(t);
    const res = await upload(t, { 'x-id-token': await idTokenFor(t, member.email) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.uploadNeedsSignIn);
  });

  it('takes the ID token of an email with no account only while registration is open, with a tighter limit', async () => {
    const idToken = await idTokenFor(t, `newcomer.${randomBytes(3).toString('hex')}@test.campus`);
    const closed = await upload(t, { 'x-id-token': idToken });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(MSG.registrationClosed);
    await createDirectory(t, { openWindow: true });
    for (let i = 0; i < LIMITS.registrationUploadsPerHour; i++) {
      expect((await upload(t, { 'x-id-token': idToken })).status).toBe(201);
    }
    const over = await upload(t, { 'x-id-token': idToken });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: MSG.tooManyRequests });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
  });
});

describe('[finding 3] the upload sweep', () => {
  it('names every picture column of every table in its one registry', () => {
    const registered = new Set(IMAGE_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`));
    const missing: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, Table)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        const key = `${getTableName(table)}.${column.name}`;
        // gmail_pic is the identity provider's own picture, never a file of ours.
        if (/pic|image|guests/i.test(column.name) && column.name !== 'gmail_pic' && !registered.has(key))
          missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('deletes uploads no row references once the grace period has passed, keeping used and recent ones', async () => {
    const member = await createUser(t);
    const stored: string[] = [];
    for (let i = 0; i < 3; i++) stored.push((await upload(t, { authorization: member.token })).body.data.url);
    const [used, orphan, fresh] = stored;
    await t.db.update(users).set({ profilePic: used }).where(eq(users.id, member.id));
    const dir = t.app.ctx.uploads.localDir;
    const file = (url: string) => path.join(dir, path.basename(url));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const url of [used, orphan]) utimesSync(file(url), twoDaysAgo, twoDaysAgo);
    // A thumbnail of the orphan goes with it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/thumbs/320/${path.basename(orphan)}` })).statusCode,
    ).toBe(200);

    const deleted = await sweepUploads(t.db, dir);
    expect(deleted).toEqual([path.basename(orphan)]);
    expect(existsSync(file(orphan))).toBe(false);
    expect(existsSync(path.join(dir, 'thumbs', '320', path.basename(orphan)))).toBe(false);
    expect(existsSync(file(used))).toBe(true);
    expect(existsSync(file(fresh))).toBe(true);
  });
});

describe('[finding 10] per-account limits', () => {
  it('answers the 31st upload of an hour (here the 4th) with 429, the envelope and Retry-After', async () => {
    const member = await createUser(t);
    for (let i = 0; i < LIMITS.uploadsPerHour; i++) {
      expect((await upload(t, { authorization: member.token })).status).toBe(201);
    }
    const over = await upload(t, { authorization: member.token });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: MSG.tooManyRequests });
    expect(Number(over.retryAfter)).toBeGreaterThan(60);
  });

  it('refuses the writes of one account beyond its minute budget, and only that account', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    for (let i = 0; i < LIMITS.writesPerMinute; i++) {
      const res = await call(t.app, 'PATCH', '/user/update', { token: a.token, body: { session: `2020-2${i}` } });
      expect(res.status).toBe(200);
    }
    const over = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update',
      headers: { authorization: a.token },
      payload: { session: '2021-22' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: MSG.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'PATCH', '/user/update', { token: b.token, body: { session: '2022-23' } })).status).toBe(
      200,
    );
    // Reads are not counted.
    expect((await call(t.app, 'GET', '/user/details', { token: a.token })).status).toBe(200);
  });

  it('shares the budget between two processes through Redis', async () => {
    const prefix = `campus-test:${randomBytes(4).toString('hex')}`;
    const overrides = { accountLimits: LIMITS, redisUrl: 'redis://127.0.0.1:6379', limitKeyPrefix: prefix };
    const one = await createTestApp(overrides);
    const two = await createTestApp(overrides);
    try {
      // Fresh databases: the first user of each has the same id, so both count against one account.
      const a1 = await createUser(one);
      const a2 = await createUser(two);
      expect(a1.id).toBe(a2.id);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        for (const [app, user] of [
          [one, a1],
          [two, a2],
        ] as const) {
          statuses.push(
            (await call(app.app, 'PATCH', '/user/update', { token: user.token, body: { session: '2022-23' } })).status,
          );
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
