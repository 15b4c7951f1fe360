import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems } from '../../db/schema/index';
import { searchLowered } from '../../http/query';
import { createTestApp, createUser, type TestApp } from '../../test/helpers';
import { indexOnlyPlan } from '../../test/index-plan';

let t: TestApp;
let categoryId: number;

/** 6 000 library items in eight categories, most APPROVED, analyzed, so the planner chooses as on real data. */
beforeAll(async () => {
  t = await createTestApp();
  const author = await createUser(t);
  const db = t.dbHandle.db;
  await db.execute(sql`insert into library_categories (name, cover_pic)
    select 'Plan shelf ' || g, '/uploads/demo/pic-1.svg' from generate_series(1, 8) g`);
  const res = (await db.execute(
    sql`select min(id)::int as id from library_categories where name like 'Plan shelf %'`,
  )) as unknown as { rows: { id: number }[] };
  categoryId = res.rows[0].id;
  await db.execute(sql`insert into library_items (title, category_id, status, author_id, created_at)
    select 'Notes ' || g, ${categoryId} + g % 8,
      (case when g % 10 < 8 then 'APPROVED' else 'PENDING' end)::library_status, ${author.id},
      now() - g * interval '1 minute'
    from generate_series(1, 6000) g`);
  await db.execute(sql`vacuum analyze library_items`);
});
afterAll(() => t.close());

/** The plan of one category's page of ids in the order elibrary.repository sorts them. */
async function pagePlan(sortBy: 'title' | 'createdAt', order: 'asc' | 'desc'): Promise<string> {
  const direction = order === 'asc' ? asc : desc;
  const primary = sortBy === 'title' ? direction(sql`lower(${libraryItems.title})`) : direction(libraryItems.createdAt);
  const page = t.dbHandle.db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(and(eq(libraryItems.status, 'APPROVED'), eq(libraryItems.categoryId, categoryId + 3)))
    .orderBy(primary, direction(libraryItems.id))
    .limit(50)
    .offset(50);
  return indexOnlyPlan(t.dbHandle.db, page);
}

describe("a category's library pages are walked from an index in page order", () => {
  const cases = [
    ['createdAt', 'library_items_status_category_created_idx'],
    ['title', 'library_items_status_category_lower_title_idx'],
  ] as const;
  for (const [sortBy, index] of cases) {
    for (const order of ['asc', 'desc'] as const) {
      it(`by ${sortBy} ${order}: ${index}, no sort, no filter`, async () => {
        const text = await pagePlan(sortBy, order);
        expect(text, text).toContain(index);
        expect(text, text).not.toMatch(/\bSort\b/);
        expect(text, text).not.toMatch(/Filter:/);
      });
    }
  }
});

describe('a search in title order (decision 051)', () => {
  it('walks the lowered-title index and tests each entry from its key, never folding a title again', async () => {
    const page = t.dbHandle.db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(and(eq(libraryItems.status, 'APPROVED'), searchLowered('notes 59', libraryItems.title)))
      .orderBy(asc(sql`lower(${libraryItems.title})`), asc(libraryItems.id))
      .limit(50);
    const text = await indexOnlyPlan(t.dbHandle.db, page);
    expect(text, text).toContain('Index Only Scan using library_items_status_lower_title_idx');
    expect(text, text).not.toMatch(/\bSort\b/);
    // `(lower(title))` is the index's own column (EXPLAIN's parentheses): the key is read, not computed again; an
    // ILIKE on title (`~~*`) would fold every title's case.
    expect(text, text).toMatch(/Filter: \(\(lower\(title\)\) ~~ /);
    expect(text, text).not.toContain('~~*');
  });

  it('starts the walk at the first match when it is known (decision 055): the bound is part of the index range', async () => {
    const key = sql`lower(${libraryItems.title})`;
    const page = t.dbHandle.db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(
        and(
          eq(libraryItems.status, 'APPROVED'),
          searchLowered('notes 59', libraryItems.title),
          sql`(${key}, ${libraryItems.id}) >= (${'notes 59'}, ${59})`,
        ),
      )
      .orderBy(asc(key), asc(libraryItems.id))
      .limit(50);
    const text = await indexOnlyPlan(t.dbHandle.db, page);
    expect(text, text).toContain('Index Only Scan using library_items_status_lower_title_idx');
    expect(text, text).toMatch(/Index Cond: .*ROW\(\(lower\(title\)\), id\) >= ROW\(/);
    expect(text, text).not.toMatch(/\bSort\b/);
  });
});
