import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';

let t: TestApp;
let admin: TestUser;

const event = (i: number) => ({
  type: 'CAMPUS',
  title: `Paging event ${i}`,
  subtitle: 'Paging',
  description: 'One of many.',
  coverPic: 'https://example.com/paging.png',
  isCancel: false,
  isTopBanner: false,
  startTime: new Date(Date.now() + 86_400_000).toISOString(),
  endTime: new Date(Date.now() + 90_000_000).toISOString(),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  for (let i = 0; i < 45; i++) {
    expect((await call(t.app, 'POST', '/event/create', { token: admin.token, body: event(i) })).status).toBe(201);
  }
});
afterAll(() => t.close());

async function page(n: number, extra = '') {
  const before = t.dbHandle.queries.count;
  const res = await call<{ data: unknown[]; meta: { total: number } }>(
    t.app,
    'GET',
    `/event/table?page=${n}&limit=5${extra}`,
  );
  expect(res.status).toBe(200);
  return { statements: t.dbHandle.queries.count - before, total: res.body.meta.total, rows: res.body.data.length };
}

describe('list pages: statements and totals (decision 015)', () => {
  it('issues the same number of statements at any page number, and counts a filter once per version', async () => {
    await t.app.ctx.changes.bump(); // cold caches
    const first = await page(1);
    expect(first).toMatchObject({ total: 45, rows: 5 });
    expect(first.statements).toBe(2); // the page and its total

    // Other pages of the same filter reuse the total: one statement each, deep or not.
    for (const n of [2, 5, 9]) expect(await page(n)).toEqual({ statements: 1, total: 45, rows: 5 });

    // After a write in the area the total is counted again, at any page.
    await t.app.ctx.changes.bump(['events']);
    expect(await page(8)).toEqual({ statements: 2, total: 45, rows: 5 });
    // Another filter has its own total.
    const searched = await page(1, '&searchTerm=Paging%20event%201');
    expect(searched.statements).toBe(2);
    expect(searched.total).toBe(11); // 1, 10..19
  });

  it('shows a new row in the total of the very next page after the write', async () => {
    expect((await page(3)).total).toBe(45);
    expect((await call(t.app, 'POST', '/event/create', { token: admin.token, body: event(45) })).status).toBe(201);
    expect((await page(4)).total).toBe(46);
  });

  it('pages the library at a constant statement count too (deferred join)', async () => {
    const cat = await call(t.app, 'POST', '/eLibrary/category/create', {
      token: admin.token,
      body: { name: 'Paging shelf', coverPic: 'https://example.com/shelf.png' },
    });
    expect(cat.status).toBe(201);
    const categoryId = (cat.body.data as { id: number }).id;
    for (let i = 0; i < 30; i++) {
      const created = await call(t.app, 'POST', '/eLibrary/create', {
        token: admin.token,
        body: { title: `Paging notes ${i}`, categoryId, images: ['https://example.com/notes.png'] },
      });
      expect(created.status).toBe(201);
    }
    const library = async (n: number, sort = '') => {
      const before = t.dbHandle.queries.count;
      const res = await call<{ data: { title: string }[]; meta: { total: number } }>(
        t.app,
        'GET',
        `/eLibrary/table?page=${n}&limit=5&categoryId=${categoryId}${sort}`,
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      return { statements: t.dbHandle.queries.count - before, total: res.body.meta.total, titles: res.body.data };
    };
    await t.app.ctx.changes.bump(['library']);
    const first = await library(1);
    expect(first.total).toBe(30);
    const counted = first.statements; // the guard's row, the page and its total
    for (const n of [2, 4, 6]) {
      const next = await library(n);
      expect(next.statements).toBe(counted - 1); // the total is reused
      expect(next.titles).toHaveLength(5);
    }
    // Pages in title order neither overlap nor skip.
    const titles: string[] = [];
    for (let n = 1; n <= 6; n++)
      titles.push(...(await library(n, '&sortBy=title&sortOrder=asc')).titles.map((r) => r.title));
    expect(new Set(titles).size).toBe(30);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('is not moved by writes in other areas', async () => {
    await page(2);
    await t.app.ctx.changes.bump(['marketplace']);
    expect((await page(6)).statements).toBe(1);
  });
});
