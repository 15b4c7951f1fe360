import { LIST_LIMIT_CAP } from '@campus/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const event = (i: number) => ({
    type: 'CAMPUS',
    title: `Cap test event ${i}`,
    subtitle: 'Paging',
    description: 'One of many.',
    coverPic: 'https://example.com/cap.png',
    isCancel: false,
    isTopBanner: false,
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    endTime: new Date(Date.now() + 90_000_000).toISOString(),
  });
  for (let i = 0; i < LIST_LIMIT_CAP + 5; i++) {
    const res = await call(t.app, 'POST', '/event/create', { token: admin.token, body: event(i) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

describe('page size cap of the big public lists (decision 015)', () => {
  it(`clamps a limit above ${LIST_LIMIT_CAP} to ${LIST_LIMIT_CAP} rows instead of refusing it`, async () => {
    for (const url of ['/event/table?limit=1000', '/marketplace/table?limit=500', '/eLibrary/table?limit=101']) {
      const res = await call<{ data: unknown[]; meta: { limit: number; total: number } }>(t.app, 'GET', url, {
        token: admin.token,
      });
      expect(res.status, url).toBe(200);
      expect(res.body.meta.limit, url).toBe(LIST_LIMIT_CAP);
      expect(res.body.data.length, url).toBeLessThanOrEqual(LIST_LIMIT_CAP);
    }
    const events = await call<{ data: unknown[]; meta: { total: number } }>(t.app, 'GET', '/event/table?limit=1000');
    expect(events.body.data).toHaveLength(LIST_LIMIT_CAP);
    expect(events.body.meta.total).toBeGreaterThan(LIST_LIMIT_CAP);
  });

  it('still refuses a limit outside 1..1000 with the contract message', async () => {
    const res = await call(t.app, 'GET', '/event/table?limit=1001');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('limit must be between 1 and 1000');
  });

  it('leaves the lookups the admin forms read 1000 at a time uncapped', async () => {
    const res = await call<{ meta: { limit: number } }>(t.app, 'GET', '/marketplace/category/table?limit=1000');
    expect(res.status).toBe(200);
    expect(res.body.meta.limit).toBe(1000);
  });
});
