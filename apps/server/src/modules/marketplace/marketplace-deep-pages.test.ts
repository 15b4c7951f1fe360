import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUND_STRIDE } from '../../db/page-bounds';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

/**
 * Deep pages start from a remembered row instead of walking OFFSET rows (decision 036): they must show exactly
 * what OFFSET shows, at every page, in both orders, with a filter, and after rows enter the filter.
 */
let t: TestApp;
let admin: TestUser;
let categoryId: number;
const ROWS = 2 * BOUND_STRIDE + 450;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const cat = await call(t.app, 'POST', '/marketplace/category/create', {
    token: admin.token,
    body: { name: 'Deep pages', coverPic: '/uploads/demo/pic-1.svg' },
  });
  categoryId = (cat.body.data as { id: number }).id;
  // Several rows share each creation time (to the microsecond), so the id must break ties on the bounds too.
  await t.dbHandle.db.execute(sql`insert into marketplace_items
      (title, description, cover_pic, type, price, status, seller_id, category_id, created_at)
    select 'Deep ' || g, 'Deep pages', '/uploads/demo/pic-1.svg',
      (array['SALE', 'EXCHANGE', 'BOTH'])[1 + g % 3]::listing_type, 100,
      (case when g % 7 = 0 then 'SOLD' else 'AVAILABLE' end)::listing_status, ${admin.id}, ${categoryId},
      timestamptz '2026-01-01 10:00:00.123456' + (g / 3) * interval '1.000001 second'
    from generate_series(1, ${ROWS}) g`);
});
afterAll(() => t.close());

/** The ids of one page as plain OFFSET finds them. */
async function offsetIds(order: 'asc' | 'desc', page: number, limit: number, extra = sql``): Promise<number[]> {
  const dir = sql.raw(order);
  const res = (await t.dbHandle.db.execute(sql`select id from marketplace_items
    where status = 'AVAILABLE' and category_id = ${categoryId} ${extra}
    order by created_at ${dir}, id ${dir} limit ${limit} offset ${(page - 1) * limit}`)) as unknown as {
    rows: { id: number }[];
  };
  return res.rows.map((r) => Number(r.id));
}

async function apiIds(order: 'asc' | 'desc', page: number, limit: number, extra = '') {
  const res = await call<{ data: TMarketplaceListItem[]; meta: { total: number } }>(
    t.app,
    'GET',
    `/marketplace/table?categoryId=${categoryId}&sortBy=createdAt&sortOrder=${order}&limit=${limit}&page=${page}${extra}`,
  );
  expect(res.status).toBe(200);
  return { ids: res.body.data.map((r) => r.id), total: res.body.meta.total };
}

describe('deep marketplace pages (decision 036)', () => {
  it('shows at every depth exactly the rows OFFSET shows, newest and oldest first', async () => {
    for (const order of ['desc', 'asc'] as const) {
      for (const [page, limit] of [
        [1, 100],
        [10, 100],
        [11, 100],
        [12, 100],
        [20, 100],
        [21, 100],
        [22, 100],
        [23, 100],
        [101, 10],
        [201, 10],
        [208, 10],
      ]) {
        const { ids } = await apiIds(order, page, limit);
        expect(ids, `${order} page ${page} of ${limit}`).toEqual(await offsetIds(order, page, limit));
      }
    }
  });

  it('stays exact with another filter and after listings enter the filter', async () => {
    const buyable = sql`and type in ('SALE', 'BOTH')`;
    expect((await apiIds('desc', 15, 100, '&accepts=BUY')).ids).toEqual(await offsetIds('desc', 15, 100, buyable));
    const before = await apiIds('desc', 20, 100);
    for (let i = 0; i < 3; i++) {
      const created = await call(t.app, 'POST', '/marketplace/create', {
        token: admin.token,
        body: {
          title: `Deep newcomer ${i}`,
          description: 'Enters the filter',
          coverPic: '/uploads/demo/pic-1.svg',
          type: 'SALE',
          price: 10,
          categoryId,
        },
      });
      expect(created.status).toBe(201);
    }
    const after = await apiIds('desc', 20, 100);
    expect(after.total).toBe(before.total + 3);
    expect(after.ids).toEqual(await offsetIds('desc', 20, 100));
    expect(after.ids.slice(3)).toEqual(before.ids.slice(0, 97));
  });

  it('reads a deep page with a constant number of statements once the bounds are known', async () => {
    await apiIds('desc', 18, 100); // reads the bounds of this filter and order
    const start = t.dbHandle.queries.count;
    await apiIds('desc', 19, 100);
    expect(t.dbHandle.queries.count - start).toBe(1); // the page; its total and bounds are remembered
  });

  it('pages sorted by another column by that column at every depth, not from the creation-order bounds', async () => {
    const res = await call<{ data: TMarketplaceListItem[] }>(
      t.app,
      'GET',
      `/marketplace/table?categoryId=${categoryId}&sortBy=title&sortOrder=asc&limit=100&page=15`,
    );
    const expected = (await t.dbHandle.db.execute(sql`select id from marketplace_items
      where status = 'AVAILABLE' and category_id = ${categoryId}
      order by title asc, id asc limit 100 offset 1400`)) as unknown as { rows: { id: number }[] };
    expect(res.body.data.map((r) => r.id)).toEqual(expected.rows.map((r) => Number(r.id)));
  });
});
