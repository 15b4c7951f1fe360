import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user/home caching headers', () => {
  it('answers 304 to a matching If-None-Match, and a new ETag after a write', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/user/home' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { topBannerEvents: [] } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/user/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    t.app.ctx.homeCache.invalidate();
    const { users } = await import('../../db/schema/index');
    await t.db
      .insert(users)
      .values({ fullName: 'Mentor Person', email: 'mentor.etag@test.campus', role: 'MENTOR', status: 'ACTIVE' });
    t.app.ctx.homeCache.invalidate();
    const changed = await t.app.inject({ method: 'GET', url: '/api/v1/user/home', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
