/**
 * One URL rule for the whole API (issue 16 finding 9): links are http(s) only; identity pictures (gmailPic,
 * the emulator's photoURL) any https address; image fields the app's forms fill only this app's /uploads/…
 * or the configured image host. Anything else is a 400 that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDirectory, createTestApp, createUser, idTokenFor, type TestApp, type TestUser } from '../helpers';
import { changedTables, snapshot } from './db-snapshot';

export const HOSTILE_IMAGE_URLS = [
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/uploads/../api/v1/user/table',
  '/uploads/%2e%2e/secrets.json',
  '/uploads//evil.webp',
  '//evil.example/x.png',
  'https://evil.example/x.png',
  'http://example.com/x.png',
  'https://example.com/../x.png',
  'https://user:pass@example.com/x.png',
  'https://[',
];

let t: TestApp;
let member: TestUser;
let dir: Awaited<ReturnType<typeof createDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { role: 'MEMBER' });
  dir = await createDirectory(t);
});
afterAll(() => t.close());

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'ftp://x.example/a', 'https://[', 'http://'])(
    'refuses the profile link %s with 400',
    async (link) => {
      const res = await call(t.app, 'PATCH', '/user/update', { token: member.token, body: { link } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Link must start with http:// or https://');
    },
  );

  it('keeps an http(s) profile link, and clears it with an empty one', async () => {
    for (const link of ['https://www.linkedin.com/in/nadia', 'http://nadia.example.org/', '']) {
      const res = await call(t.app, 'PATCH', '/user/update', { token: member.token, body: { link } });
      expect(res.status, link).toBe(200);
      expect(res.body.data).toMatchObject({ link });
    }
  });
});

describe('identity pictures', () => {
  it("refuses a javascript: photoURL on the emulator's token", async () => {
    const res = await call(t.app, 'POST', '/identity-emulator/token', {
      body: { email: 'pic@test.campus', photoURL: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Photo URL must be an https link');
  });

  it('refuses a javascript: gmailPic on registration and accepts any https picture', async () => {
    const email = 'gmailpic@test.campus';
    const token = await idTokenFor(t, email);
    const body = {
      profilePic: '/uploads/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b.webp',
      fullName: 'Nadia Rahman',
      contactNo: '01712345678',
      session: '2022-23',
      departmentId: dir.uniDept.id,
      email,
      token,
    };
    const before = await snapshot(t.db);
    for (const gmailPic of ['javascript:alert(1)', 'http://lh3.googleusercontent.com/a', 'data:image/png;base64,AA']) {
      const bad = await call(t.app, 'POST', '/auth/register', { body: { ...body, gmailPic } });
      expect(bad.status, gmailPic).toBe(400);
      expect(bad.body.message).toBe('Gmail Picture must be an https link');
    }
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
    const good = await call(t.app, 'POST', '/auth/register', {
      body: { ...body, gmailPic: 'https://lh3.googleusercontent.com/a/photo=s96' },
    });
    expect(good.status).toBe(201);
  });
});

describe('app images', () => {
  it.each(HOSTILE_IMAGE_URLS)('refuses %s as a listing cover with 400 and writes nothing', async (coverPic) => {
    const before = await snapshot(t.db);
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: member.token,
      body: { title: 't', description: 'd', coverPic, type: 'EXCHANGE', exchangeFor: 'x', categoryId: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Cover Image must be an image uploaded to this app');
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });

  it('accepts an upload of this app and a picture on the configured image host', async () => {
    for (const profilePic of ['/uploads/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b.webp', 'https://example.com/me.webp']) {
      const res = await call(t.app, 'PATCH', '/user/update', { token: member.token, body: { profilePic } });
      expect(res.status, profilePic).toBe(200);
      expect(res.body.data).toMatchObject({ profilePic });
    }
  });
});
