import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, libraryItems, marketplaceItems, users } from '../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';
import { searchAny, searchLowered } from './query';

let t: TestApp;
let admin: TestUser;

/**
 * Eight thousand listings and library items, one in a hundred with a searched word, analyzed: on empty tables every
 * plan costs nothing and the planner's choice says nothing (a btree that carries the title would do as well);
 * VACUUM also moves the GIN indexes' pending entries into the index, as autovacuum does on a live database.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const db = t.dbHandle.db;
  await db.execute(sql`insert into marketplace_categories (name, cover_pic) values ('Search plan', '/p.svg')`);
  await db.execute(sql`insert into library_categories (name, cover_pic) values ('Search plan', '/p.svg')`);
  // One title in a hundred holds a searched word, as a real word picks a few items out of many.
  const title = sql`(case when g % 100 = 0 then 'Soil science calculator ' else 'Item ' || md5(g::text) end)`;
  await db.execute(sql`insert into marketplace_items (title, description, cover_pic, type, price, status, seller_id, category_id)
    select ${title}, 'Plan', '/p.svg', 'SALE', 100,
      (case when g % 10 < 6 then 'AVAILABLE' else 'SOLD' end)::listing_status, ${admin.id},
      (select id from marketplace_categories where name = 'Search plan')
    from generate_series(1, 8000) g`);
  await db.execute(sql`insert into library_items (title, category_id, status, author_id)
    select ${title}, (select id from library_categories where name = 'Search plan'),
      (case when g % 10 < 8 then 'APPROVED' else 'PENDING' end)::library_status, ${admin.id}
    from generate_series(1, 8000) g`);
  await db.execute(sql`vacuum analyze marketplace_items`);
  await db.execute(sql`vacuum analyze library_items`);
});
afterAll(() => t.close());

/** The plan PostgreSQL picks for `select id from <table> where <search condition>`, seq scans off. */
async function plan(table: string, where: SQL | undefined): Promise<string> {
  return t.dbHandle.db.transaction(async (tx) => {
    // On a test-sized table a sequential scan is cheapest; turning it off asks whether an index CAN serve it.
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql`explain select id from ${sql.identifier(table)} where ${where}`)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('searchTerm through trigram indexes (decision 015)', () => {
  it('serves the contains-search of every searched column from its GIN trigram index', async () => {
    const userColumns = [users.fullName, users.email, users.contactNo];
    const cases = [
      ['library_items', searchLowered('soil', libraryItems.title), 'library_items_lower_title_trgm_idx'],
      ['marketplace_items', searchAny('calculator', [marketplaceItems.title]), 'marketplace_items_title_trgm_idx'],
      ['events', searchAny('career', [events.title, events.subtitle]), 'events_title_trgm_idx'],
      ['events', searchAny('career', [events.title, events.subtitle]), 'events_subtitle_trgm_idx'],
      // The user table searches three columns: one without an index would turn the OR into a scan of every user.
      ['users', searchAny('rahman', userColumns), 'users_full_name_trgm_idx'],
      ['users', searchAny('rahman', userColumns), 'users_email_trgm_idx'],
      ['users', searchAny('rahman', userColumns), 'users_contact_no_trgm_idx'],
    ] as const;
    for (const [table, where, index] of cases) {
      const text = await plan(table, where);
      expect(text, `${table}: ${text}`).toContain(index);
      expect(text).toMatch(/Bitmap Index Scan/);
    }
  });

  it('still matches % and _ literally', async () => {
    const event = (title: string) => ({
      type: 'CAMPUS',
      title,
      subtitle: 'Search',
      description: 'Literal wildcards.',
      coverPic: 'https://example.com/s.png',
      isCancel: false,
      isTopBanner: false,
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 90_000_000).toISOString(),
    });
    for (const title of ['Sale 100% cotton', 'Sale 1000 cotton', 'snake_case talk', 'snakeXcase talk']) {
      expect((await call(t.app, 'POST', '/event/create', { token: admin.token, body: event(title) })).status).toBe(201);
    }
    const titles = async (term: string) =>
      (
        await call<{ data: { title: string }[] }>(t.app, 'GET', `/event/table?searchTerm=${encodeURIComponent(term)}`)
      ).body.data.map((e) => e.title);
    expect(await titles('100%')).toEqual(['Sale 100% cotton']);
    expect(await titles('snake_case')).toEqual(['snake_case talk']);
  });
});
