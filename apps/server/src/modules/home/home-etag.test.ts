import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user/home caching headers', () => {
  it('answers 304 to a matching If-None-Match, and a new ETag after a write', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const member = await createUser(t, { role: 'MEMBER', fullName: 'Mentor Person' });
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/user/home' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { topBannerEvents: [], mentors: [] } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/user/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const promoted = await call(t.app, 'PATCH', `/user/update/${member.id}`, {
      token: admin.token,
      body: { role: 'MENTOR' },
    });
    expect(promoted.status).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: '/api/v1/user/home', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.mentors).toEqual([expect.objectContaining({ fullName: 'Mentor Person' })]);
  });
});
