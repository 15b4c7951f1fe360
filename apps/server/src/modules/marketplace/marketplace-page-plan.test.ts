import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceItems } from '../../db/schema/index';
import { createTestApp, createUser, type TestApp } from '../../test/helpers';
import { indexOnlyPlan } from '../../test/index-plan';
import { type ListingFilter, listingWhere } from './marketplace.repository';

let t: TestApp;
let categoryId: number;

/**
 * 6 000 listings shaped like the large dataset (most AVAILABLE, three types, eight categories), analyzed, so the
 * planner chooses as it does on real data.
 */
beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t);
  const db = t.dbHandle.db;
  await db.execute(sql`insert into marketplace_categories (name, cover_pic)
    select 'Plan category ' || g, '/uploads/demo/pic-1.svg' from generate_series(1, 8) g`);
  const [first] = (
    (await db.execute(
      sql`select min(id)::int as id from marketplace_categories where name like 'Plan category %'`,
    )) as {
      rows: { id: number }[];
    }
  ).rows;
  categoryId = first.id;
  await db.execute(sql`insert into marketplace_items
      (title, description, cover_pic, type, price, status, seller_id, category_id, created_at)
    select 'Item ' || g, 'Plan test', '/uploads/demo/pic-1.svg',
      (array['SALE', 'EXCHANGE', 'BOTH'])[1 + g % 3]::listing_type, 100,
      (case when g % 10 < 6 then 'AVAILABLE' when g % 10 < 8 then 'SOLD' else 'PENDING' end)::listing_status,
      ${seller.id}, ${categoryId} + g % 8, now() - g * interval '1 minute'
    from generate_series(1, 6000) g`);
  await db.execute(sql`analyze marketplace_items`);
});
afterAll(() => t.close());

/** The plan of one page's id query (the first half of the deferred join). */
async function pagePlan(filter: ListingFilter): Promise<string> {
  const page = t.dbHandle.db
    .select({ id: marketplaceItems.id })
    .from(marketplaceItems)
    .where(listingWhere(filter))
    .orderBy(desc(marketplaceItems.createdAt), desc(marketplaceItems.id))
    .limit(100)
    .offset(300);
  return indexOnlyPlan(t.dbHandle.db, page);
}

describe('marketplace pages by category and by accepted offer kind are walked from an index in order (decision 034)', () => {
  const cases: [string, ListingFilter, string][] = [
    ['a category', { status: 'AVAILABLE', categoryId: -1 }, 'marketplace_items_status_category_created_idx'],
    ['accepts BUY', { status: 'AVAILABLE', types: ['SALE', 'BOTH'] }, 'marketplace_items_buyable_created_idx'],
    [
      'accepts EXCHANGE',
      { status: 'AVAILABLE', types: ['EXCHANGE', 'BOTH'] },
      'marketplace_items_exchangeable_created_idx',
    ],
  ];
  for (const [name, filter, index] of cases) {
    it(`${name}: ${index}, no sort`, async () => {
      const text = await pagePlan(filter.categoryId ? { ...filter, categoryId } : filter);
      expect(text, text).toContain(index);
      expect(text, text).not.toMatch(/\bSort\b/);
      expect(text, text).not.toMatch(/Filter:/);
    });
  }
});
