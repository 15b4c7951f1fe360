/**
 * A search's `meta.total` counts matches up to SEARCH_COUNT_CAP (decision 045): more matches answer the cap with
 * `meta.atLeast: true`, and the pages past the cap still answer their rows. Lists without a search count every row.
 */
import { SEARCH_COUNT_CAP } from '@campus/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryCategories, marketplaceCategories } from '../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';

let t: TestApp;
let member: TestUser;
const MANY = SEARCH_COUNT_CAP + 50;
const FEW = 30;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t, { role: 'ADMIN' });
  member = await createUser(t);
  const [market] = await t.db
    .insert(marketplaceCategories)
    .values({ name: 'Lights', coverPic: '/uploads/demo/pic-1.svg' })
    .returning({ id: marketplaceCategories.id });
  const [library] = await t.db
    .insert(libraryCategories)
    .values({ name: 'Notes', coverPic: '/uploads/demo/notes.svg' })
    .returning({ id: libraryCategories.id });
  await t.db.execute(sql`insert into marketplace_items
      (title, description, cover_pic, type, price, status, seller_id, category_id)
    select case when g <= ${MANY} then 'Desk lamp ' || g else 'Chair ' || g end, 'For the hall', '/uploads/demo/pic-1.svg',
      'SALE', 100, 'AVAILABLE', ${admin.id}, ${market.id}
    from generate_series(1, ${MANY + FEW}) g`);
  await t.db.execute(sql`insert into library_items (title, category_id, author_id, status, images)
    select case when g <= ${MANY} then 'Sociology notes ' || g else 'Zoology ' || g end, ${library.id}, ${admin.id},
      'APPROVED', '[]'::jsonb
    from generate_series(1, ${MANY + FEW}) g`);
});
afterAll(() => t.close());

const lists = [
  { name: 'marketplace', url: '/marketplace/table', many: 'lamp', few: 'chair', limit: 100 },
  { name: 'E-Library', url: '/eLibrary/table', many: 'sociology', few: 'zoology', limit: 50 },
];

describe.each(lists)('$name search totals', ({ url, many, few, limit }) => {
  const list = async (query: Record<string, string | number>) => {
    const res = await call<{ data: unknown[] }>(t.app, 'GET', url, { token: member.token, query: { limit, ...query } });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the cap with atLeast when a search matches more, and still serves the pages past it', async () => {
    const first = await list({ searchTerm: many });
    expect(first.meta).toEqual({ page: 1, limit, total: SEARCH_COUNT_CAP, atLeast: true });
    expect(first.data).toHaveLength(limit);
    const pastTheCap = await list({ searchTerm: many, page: SEARCH_COUNT_CAP / limit + 1 });
    expect(pastTheCap.data).toHaveLength(MANY - SEARCH_COUNT_CAP);
    expect(pastTheCap.meta).toMatchObject({ total: SEARCH_COUNT_CAP, atLeast: true });
  });

  it('answers the exact total of a search under the cap, and of a list without a search', async () => {
    expect((await list({ searchTerm: few })).meta).toEqual({ page: 1, limit, total: FEW });
    expect((await list({})).meta).toEqual({ page: 1, limit, total: MANY + FEW });
  });
});
