/**
 * Answers that depend on the caller are never stored by a browser or a shared proxy (issue 16 finding 8,
 * ASVS 8.2.1): every GET answered to a signed-in caller says `no-store`, or `private, no-cache` with
 * `Vary: authorization` where the response cache revalidates it by ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../helpers';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

function isPrivate(headers: Record<string, unknown>) {
  const cacheControl = String(headers['cache-control'] ?? '');
  const vary = String(headers.vary ?? '').toLowerCase();
  return cacheControl === 'no-store' || (cacheControl.includes('private') && vary.includes('authorization'));
}

describe('Cache-Control on answers for a signed-in caller', () => {
  it.each(['/user/details', `/user/details/1`, '/notifications', '/notifications/unread-count', '/push/preferences'])(
    'GET %s says no-store and varies on Authorization',
    async (url) => {
      // Twice: the own profile is kept in the server's memory, and its second answer comes from there.
      for (const _ of ['first', 'again']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1${url}`,
          headers: { authorization: admin.token },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(String(res.headers.vary)).toContain('authorization');
        expect(res.headers.etag).toBeUndefined();
      }
    },
  );

  it('every GET route answered to a signed-in caller is private, not stored, or the same for everyone', async () => {
    const leaks: string[] = [];
    const gets = t.app.routes.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.token } });
      // A public list everyone gets alike (categories, schedules) may be revalidated by anyone.
      const sameForAll = route.access === 'public' && res.headers['cache-control'] === 'no-cache';
      if (!isPrivate(res.headers) && !sameForAll)
        leaks.push(`${url} → ${res.statusCode} cache-control=${res.headers['cache-control']}`);
    }
    expect(leaks).toEqual([]);
  });

  it('a refused request (401) is not stored either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/details', headers: { authorization: 'x.y.z' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
