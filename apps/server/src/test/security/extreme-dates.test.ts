/**
 * Valid-looking but extreme dates (issue 16 finding 5): every date the API takes is bounded to the years
 * 1970–2100 by the shared schemas, so `+275760-09-13`, `10000-01-01` or `-271821-04-20` get a 400 with a
 * message instead of overflowing Postgres or JavaScript into a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDirectory, createTestApp, createUser, type TestApp, type TestUser } from '../helpers';
import { changedTables, snapshot } from './db-snapshot';

export const EXTREME_DATES = [
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '10000-01-01',
  '99999-01-01',
  '-271821-04-20',
  '0001-01-01',
  '1969-12-31T23:59:59Z',
  '2101-01-01',
];

let t: TestApp;
let admin: TestUser;
let institutionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  institutionId = (await createDirectory(t, { openWindow: false })).institution.id;
});
afterAll(() => t.close());

const TABLE_FILTERS: [string, string[]][] = [
  ['/event/table', ['createdAt', 'updatedAt', 'startTime', 'endTime']],
  ['/eLibrary/table', ['createdAt']],
  ['/user/table', ['createdAt', 'updatedAt']],
];

describe('extreme dates → 400 with a message, never a 500', () => {
  it.each(TABLE_FILTERS)('GET %s refuses them in every date filter', async (url, fields) => {
    for (const field of fields) {
      for (const value of EXTREME_DATES) {
        const res = await call(t.app, 'GET', url, { token: admin.token, query: { [field]: value } });
        expect(res.status, `${field}=${value}`).toBe(400);
        expect(res.body.message).toBe(`${field} must be a date between 1970 and 2100`);
      }
      const fine = await call(t.app, 'GET', url, { token: admin.token, query: { [field]: '2026-11-22' } });
      expect(fine.status, `${field}=2026-11-22`).toBe(200);
    }
  });

  it('refuses them on event create and update, writing nothing', async () => {
    const body = {
      type: 'EVENT',
      title: 'Far future',
      coverPic: '/uploads/demo/x.webp',
      subtitle: 's',
      description: 'd',
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2026-12-01T14:00:00.000Z',
      isCancel: false,
      isTopBanner: false,
    };
    const created = await call(t.app, 'POST', '/event/create', { token: admin.token, body });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const before = await snapshot(t.db);
    for (const value of EXTREME_DATES) {
      for (const field of ['startTime', 'endTime'] as const) {
        const label = field === 'startTime' ? 'Start Time' : 'End Time';
        const create = await call(t.app, 'POST', '/event/create', {
          token: admin.token,
          body: { ...body, startTime: value, endTime: value },
        });
        expect(create.status, `create ${field}=${value}`).toBe(400);
        expect(create.body.message).toMatch(/must be a date between 1970 and 2100|Please fill out the/);
        const update = await call(t.app, 'PATCH', '/event/update', {
          token: admin.token,
          body: { id, [field]: value },
        });
        expect(update.status, `update ${field}=${value}`).toBe(400);
        expect([`${label} must be a date between 1970 and 2100`, `Please fill out the ${label} field.`]).toContain(
          update.body.message,
        );
      }
    }
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });

  it('refuses them as the registration deadline', async () => {
    const before = await snapshot(t.db);
    for (const value of ['+275760-09-13T00:00:00.000Z', '10000-01-01', '1900-01-01']) {
      const res = await call(t.app, 'POST', '/auth/announcement', {
        token: admin.token,
        body: { isOpen: true, openForId: institutionId, imageUrl: '/uploads/demo/x.webp', deadline: value },
      });
      expect(res.status, value).toBe(400);
      expect(res.body.message).toBe('Deadline must be a date between 1970 and 2100');
    }
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });
});
