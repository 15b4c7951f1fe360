import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TMarketplaceItem } from '@campus/shared/schemas/marketplace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDb } from '../db/client';
import { call, createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../test/helpers';

let t: TestApp;
let admin: TestUser;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  const cat = await call(t.app, 'POST', '/marketplace/category/create', {
    token: admin.token,
    body: { name: 'Textbooks', coverPic: 'https://example.com/textbooks.png' },
  });
  categoryId = (cat.body.data as { id: number }).id;
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });

async function statements<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const start = t.dbHandle.queries.count;
  const result = await fn();
  return { result, count: t.dbHandle.queries.count - start };
}

function listing(title: string) {
  return {
    title,
    description: 'Seventh edition, a few pencil marks.',
    coverPic: 'https://example.com/book.png',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'Physical Chemistry by Atkins',
    categoryId,
  };
}

async function listAsAdmin(title: string): Promise<TMarketplaceItem> {
  const res = await call(t.app, 'POST', '/marketplace/create', { token: admin.token, body: listing(title) });
  expect(res.status).toBe(201);
  return res.body.data as TMarketplaceItem;
}

describe('response cache', () => {
  it('answers a repeated read from memory: same body, an ETag, no SQL', async () => {
    const first = await get('/event/table?page=1&limit=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const { result: second, count } = await statements(() => get('/event/table?limit=10&page=1'));
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(count).toBe(0);

    const revalidated = await get('/event/table?page=1&limit=10', undefined, {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  /** A category of its own holding `n` available listings, written in one statement. */
  async function shelfOf(n: number) {
    const cat = await call(t.app, 'POST', '/marketplace/category/create', {
      token: admin.token,
      body: { name: `Shelf of ${n}`, coverPic: 'https://example.com/shelf.png' },
    });
    const shelf = (cat.body.data as { id: number }).id;
    await t.dbHandle.db.execute(sql`insert into marketplace_items
        (title, description, cover_pic, type, price, category_id, seller_id, status)
      select 'A listing with a long enough title for a large page, number ' || g, 'Good as new.',
        'https://example.com/book-' || g || '.png', 'SALE', 100 + g, ${shelf}, ${admin.id}, 'AVAILABLE'
      from generate_series(1, ${n}) g`);
    t.app.ctx.changes.bump();
    return shelf;
  }

  // Small answers are compressed on the event loop, large ones in the thread pool (decision 015): the same bytes.
  it('compresses answers once for clients that accept it, with an ETag per encoding, small or large', async () => {
    for (let i = 0; i < 12; i++) await listAsAdmin(`A long enough listing title number ${i} for compression`);
    const large = await shelfOf(100);
    for (const [url, size] of [
      [`/marketplace/table?categoryId=${categoryId}&limit=100`, [1024, 32 * 1024]],
      [`/marketplace/table?categoryId=${large}&limit=100`, [32 * 1024, Number.POSITIVE_INFINITY]],
    ] as const) {
      await compressedLikePlain(url, size);
    }
  });

  async function compressedLikePlain(url: string, [min, max]: readonly [number, number]) {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(min);
    expect(plain.body.length).toBeLessThan(max);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      for (const round of ['miss or hit', 'hit']) {
        const res = await get(url, undefined, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], round).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding, authorization');
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
        expect(res.headers.etag).not.toBe(plain.headers.etag);
        const again = await get(url, undefined, {
          'accept-encoding': accept,
          'if-none-match': res.headers.etag as string,
        });
        expect(again.statusCode).toBe(304);
      }
    }
  }

  it('runs the queries once when many readers miss together right after a write', async () => {
    t.app.ctx.changes.bump();
    const { count: one } = await statements(() => get('/user/home'));
    expect(one).toBeGreaterThan(0);
    t.app.ctx.changes.bump();
    const { result, count } = await statements(() => Promise.all(Array.from({ length: 12 }, () => get('/user/home'))));
    expect(count).toBe(one);
    expect(new Set(result.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(result.map((r) => r.body)).size).toBe(1);
    expect(result.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
  });

  it('shows a write made through the API in the very next read', async () => {
    const url = `/marketplace/table?categoryId=${categoryId}&status=AVAILABLE`;
    const before = await get(url);
    const titles = () => (get(url) as Promise<{ json(): { data: TMarketplaceItem[] } }>).then((r) => r.json().data);
    expect(await titles()).toEqual((before.json() as { data: TMarketplaceItem[] }).data);
    const item = await listAsAdmin('Cached until now');
    expect((await titles()).map((i) => i.id)).toContain(item.id);

    const renamed = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: item.id, title: 'Renamed at once' },
    });
    expect(renamed.status).toBe(200);
    const detail = await get(`/marketplace/${item.id}`);
    expect(detail.json().data.title).toBe('Renamed at once');
  });

  it('moves nothing on reads or refused writes: a flood of refused POSTs leaves every answer cached, no SQL', async () => {
    const urls = ['/user/home', '/marketplace/category/table', '/event/table?page=1&limit=10'];
    for (const url of urls) await get(url);
    const v0 = t.app.ctx.changes.version;
    const refusals = [
      () => call(t.app, 'POST', '/marketplace/category/create', { token: admin.token, body: {} }), // 400
      () => call(t.app, 'POST', '/marketplace/offer/create', { body: {} }), // 401
      () => call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body: { id: 999_999, title: 'X' } }), // 404
    ];
    const statuses: number[] = [];
    for (const refuse of refusals) statuses.push((await refuse()).status);
    expect(statuses).toEqual([400, 401, 404]);
    expect(t.app.ctx.changes.version).toBe(v0);
    const { result, count } = await statements(() => Promise.all(urls.map((url) => get(url))));
    expect(result.map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit']);
    expect(count).toBe(0);
  });

  it('moves only the areas a write changed: an offer leaves the library, events and Home cached', async () => {
    const item = await listAsAdmin('Offer leaves the library alone');
    const buyer = await createUser(t, { role: 'MEMBER' });
    const urls = ['/eLibrary/table?limit=50', '/eLibrary/category/table', '/event/table?page=1&limit=10', '/user/home'];
    for (const url of urls) await get(url, buyer.token);
    const detail = `/marketplace/${item.id}`;
    expect((await get(detail, buyer.token)).json().data.offers).toEqual([]);

    const offered = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: buyer.token,
      body: { marketplaceId: item.id, type: 'BUY', offerPrice: 400, offerItemDescription: 'TSC, after 3 pm' },
    });
    expect(offered.status).toBe(201);
    const { result, count } = await statements(() => Promise.all(urls.map((url) => get(url, buyer.token))));
    expect(result.map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit', 'hit']);
    // On PostgreSQL the guard reads the caller's row again for the two signed-in library routes (decision 014:
    // a member's public GETs reuse it); nothing else runs.
    expect(count).toBe(onPostgres ? 2 : 0);
    // The marketplace itself moved: the buyer sees the offer at once.
    const after = await get(detail, buyer.token);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.offers).toHaveLength(1);
  });

  it("moves only the part an offer or a shared resource changed: public tiles and members' library stay cached (decision 035)", async () => {
    const item = await listAsAdmin('Offer leaves the tiles alone');
    const buyer = await createUser(t, { role: 'MEMBER' });
    const author = await createUser(t, { role: 'MEMBER' });
    const tiles = `/marketplace/table?categoryId=${categoryId}&limit=100`;
    const own = `/marketplace/table?sellerId=${item.sellerId}&limit=10`;
    const library = '/eLibrary/table?limit=50';
    await get(tiles, buyer.token);
    await get(tiles);
    await get(own, admin.token);
    const cat = await call(t.app, 'POST', '/eLibrary/category/create', {
      token: admin.token,
      body: { name: 'Part versions', coverPic: 'https://example.com/parts.png' },
    });
    expect(cat.status).toBe(201);
    await get(library, buyer.token);
    await get(library, admin.token);

    const offered = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: buyer.token,
      body: { marketplaceId: item.id, type: 'BUY', offerPrice: 400, offerItemDescription: 'TSC, after 3 pm' },
    });
    expect(offered.status).toBe(201);
    const shared = await call(t.app, 'POST', '/eLibrary/create', {
      token: author.token,
      body: { title: 'Part versions notes', categoryId: (cat.body.data as { id: number }).id, images: [] },
    });
    expect(shared.status).toBe(201);

    // Tiles for members and guests, and the members' library: served from memory, no SQL but the guard's row.
    const { result, count } = await statements(() =>
      Promise.all([get(tiles, buyer.token), get(tiles), get(library, buyer.token)]),
    );
    expect(result.map((r) => r.headers['x-cache'])).toEqual(['hit', 'hit', 'hit']);
    expect(count).toBe(onPostgres ? 1 : 0);
    // What shows offers and resources waiting for review moved at once.
    const ownAfter = await get(own, admin.token);
    expect(ownAfter.headers['x-cache']).toBe('miss');
    const mine = (ownAfter.json().data as TMarketplaceItem[]).find((r) => r.id === item.id);
    expect(mine?.offerCount).toBe(1);
    const managed = await get(library, admin.token);
    expect(managed.headers['x-cache']).toBe('miss');
    expect((managed.json().data as { title: string }[]).map((r) => r.title)).toContain('Part versions notes');
    // Approving it moves the whole library: members see it on their next read.
    const approved = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: admin.token,
      body: { id: (shared.body.data as { id: number }).id, status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    const memberAfter = await get(library, buyer.token);
    expect(memberAfter.headers['x-cache']).toBe('miss');
    expect((memberAfter.json().data as { title: string }[]).map((r) => r.title)).toContain('Part versions notes');
  });

  it('moves Home when one of the areas it shows changes (events)', async () => {
    await get('/user/home');
    expect((await get('/user/home')).headers['x-cache']).toBe('hit');
    const created = await call(t.app, 'POST', '/event/create', {
      token: admin.token,
      body: {
        type: 'CAMPUS',
        title: 'Area versions talk',
        subtitle: 'Caches',
        description: 'How caches learn what changed.',
        coverPic: 'https://example.com/talk.png',
        isCancel: false,
        isTopBanner: false,
        startTime: new Date(Date.now() + 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 90_000_000).toISOString(),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await get('/user/home')).headers['x-cache']).toBe('miss');
  });

  it("never serves one viewer's answer to another (offers are private)", async () => {
    const item = await listAsAdmin('Offer privacy');
    const buyer = await createUser(t, { role: 'MEMBER' });
    const other = await createUser(t, { role: 'MEMBER' });
    const offered = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: buyer.token,
      body: { marketplaceId: item.id, type: 'BUY', offerPrice: 400, offerItemDescription: 'TSC, after 3 pm' },
    });
    expect(offered.status).toBe(201);

    for (let round = 0; round < 2; round++) {
      expect((await get(`/marketplace/${item.id}`, buyer.token)).json().data.offers).toHaveLength(1);
      expect((await get(`/marketplace/${item.id}`, other.token)).json().data.offers).toEqual([]);
      expect((await get(`/marketplace/${item.id}`)).json().data.offers).toEqual([]);
    }
  });

  it("keeps a manager's view of the library from members (role scope)", async () => {
    const author = await createUser(t, { role: 'MEMBER' });
    const cats = await call(t.app, 'POST', '/eLibrary/category/create', {
      token: admin.token,
      body: { name: 'Soil Science', coverPic: 'https://example.com/soil.png' },
    });
    expect(cats.status).toBe(201);
    const created = await call(t.app, 'POST', '/eLibrary/create', {
      token: author.token,
      body: {
        title: 'Soil Mechanics notes',
        categoryId: (cats.body.data as { id: number }).id,
        images: ['https://example.com/soil-notes.png'],
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const ids = async (token: string) =>
      ((await get('/eLibrary/table?searchTerm=Soil', token)).json().data as { id: number }[]).map((r) => r.id);
    expect(await ids(admin.token)).toContain(id);
    expect(await ids(author.token)).not.toContain(id);
    expect(await ids(admin.token)).toContain(id);
  });

  it('refuses a disabled member at once, although their account was read a moment ago', async () => {
    const member = await createUser(t, { role: 'MEMBER' });
    expect((await get('/eLibrary/category/table', member.token)).statusCode).toBe(200);
    const res = await call(t.app, 'PATCH', `/user/update/${member.id}`, {
      token: admin.token,
      body: { status: 'RESIGNED' },
    });
    expect(res.status).toBe(200);
    expect((await get('/eLibrary/category/table', member.token)).statusCode).toBe(401);
  });

  it('is off with RESPONSE_CACHE_TTL_MS=0: every read goes to the database', async () => {
    const off = await createTestApp({ responseCacheTtlMs: 0 });
    try {
      const read = () => off.app.inject({ method: 'GET', url: '/api/v1/event/table' });
      await read();
      const start = off.dbHandle.queries.count;
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(off.dbHandle.queries.count - start).toBeGreaterThan(0);
    } finally {
      await off.close();
    }
  });
});

describe.runIf(onPostgres)('response cache across two server processes on one PostgreSQL', () => {
  it("applies a demotion or a disabling made by the other process to the very next request (guard's row)", async () => {
    const otherDb = await createDb({ databaseUrl: t.config.databaseUrl, pgliteDir: ':memory:' });
    const other = await buildApp(t.config, { dbHandle: otherDb, logger: false, persistEmulatorKeys: false });
    try {
      for (let round = 0; round < 10; round++) {
        const mentor = await createUser(t, { role: 'MENTOR' });
        const member = await createUser(t, { role: 'MEMBER' });
        // Both are known to this process (their rows were read a moment ago).
        expect((await get('/marketplace/summary', mentor.token)).statusCode).toBe(200);
        expect((await get('/eLibrary/category/table', member.token)).statusCode).toBe(200);
        const change = (id: number, body: object) =>
          other.inject({
            method: 'PATCH',
            url: `/api/v1/user/update/${id}`,
            headers: { authorization: admin.token },
            payload: body,
          });
        expect((await change(mentor.id, { role: 'MEMBER' })).statusCode).toBe(200);
        expect((await get('/marketplace/summary', mentor.token)).statusCode).toBe(403);
        expect((await change(member.id, { status: 'REJECTED' })).statusCode).toBe(200);
        expect((await get('/eLibrary/category/table', member.token)).statusCode).toBe(401);
      }
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it('drops a cached answer within a moment of a write made by the other process', async () => {
    const otherDb = await createDb({ databaseUrl: t.config.databaseUrl, pgliteDir: ':memory:' });
    const other = await buildApp(t.config, { dbHandle: otherDb, logger: false, persistEmulatorKeys: false });
    try {
      const url = `/marketplace/table?categoryId=${categoryId}&limit=100`;
      const seen = async () => ((await get(url)).json().data as TMarketplaceItem[]).map((i) => i.id);
      await seen(); // cached in this process
      const res = await other.inject({
        method: 'POST',
        url: '/api/v1/marketplace/create',
        headers: { authorization: admin.token },
        payload: listing('Listed by the other process'),
      });
      expect(res.statusCode).toBe(201);
      const id = (res.json().data as TMarketplaceItem).id;
      let found = false;
      for (let i = 0; i < 100 && !found; i++) {
        found = (await seen()).includes(id);
        if (!found) await new Promise((r) => setTimeout(r, 20));
      }
      expect(found).toBe(true);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
