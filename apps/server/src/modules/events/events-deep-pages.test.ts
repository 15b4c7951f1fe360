import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUND_STRIDE } from '../../db/page-bounds';
import { call, createTestApp, createUser, type TestApp } from '../../test/helpers';

/** Deep event pages start from a remembered row (decision 036) and show exactly what OFFSET shows. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const host = await createUser(t, { role: 'ADMIN' });
  await t.dbHandle.db.execute(sql`insert into events
      (type, title, cover_pic, subtitle, description, start_time, end_time, host_id, created_at)
    select 'CAMPUS', 'Deep event ' || g, '/uploads/demo/pic-1.svg', 'Deep', 'Deep pages',
      timestamptz '2026-03-01 09:00' + (g % 500) * interval '1 hour',
      timestamptz '2026-03-01 11:00' + (g % 500) * interval '1 hour', ${host.id},
      timestamptz '2026-01-01 10:00:00.654321' + (g / 4) * interval '1 second'
    from generate_series(1, ${2 * BOUND_STRIDE + 300}) g`);
});
afterAll(() => t.close());

async function offsetIds(column: string, order: 'asc' | 'desc', page: number, limit: number) {
  const dir = sql.raw(order);
  const res = (await t.dbHandle.db.execute(sql`select id from events
    order by ${sql.identifier(column)} ${dir}, id ${dir} limit ${limit} offset ${(page - 1) * limit}`)) as unknown as {
    rows: { id: number }[];
  };
  return res.rows.map((r) => Number(r.id));
}

describe('deep event pages (decision 036)', () => {
  it('show at every depth the rows OFFSET shows, by creation and by start time, both ways', async () => {
    for (const [sortBy, column] of [
      ['createdAt', 'created_at'],
      ['startTime', 'start_time'],
    ] as const) {
      for (const order of ['desc', 'asc'] as const) {
        for (const page of [1, 100, 101, 102, 150, 200, 201, 230]) {
          const res = await call<{ data: { id: number }[] }>(
            t.app,
            'GET',
            `/event/table?sortBy=${sortBy}&sortOrder=${order}&limit=10&page=${page}`,
          );
          expect(res.status).toBe(200);
          expect(
            res.body.data.map((e) => e.id),
            `${sortBy} ${order} page ${page}`,
          ).toEqual(await offsetIds(column, order, page, 10));
        }
      }
    }
  });
});
