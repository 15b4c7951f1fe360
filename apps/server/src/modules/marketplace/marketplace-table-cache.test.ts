import type { TMarketplaceItem, TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

/**
 * GET /marketplace/table is ONE cached answer per (filters, page) for every member and guest (decision 025): its
 * rows carry nothing that depends on who asks. A member's own listings (sellerId = their id) carry their offers
 * and stay theirs; a manager's view (every status) stays with managers.
 */
let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;
let member: TestUser;
let mentor: TestUser;
let categoryId: number;
let itemId: number;
let pendingId: number;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: token } : {} });

async function statements<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const start = t.dbHandle.queries.count;
  const result = await fn();
  return { result, count: t.dbHandle.queries.count - start };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  seller = await createUser(t, { role: 'MEMBER' });
  buyer = await createUser(t, { role: 'MEMBER' });
  member = await createUser(t, { role: 'MEMBER' });
  mentor = await createUser(t, { role: 'MENTOR' });
  const cat = await call(t.app, 'POST', '/marketplace/category/create', {
    token: admin.token,
    body: { name: 'Shared cache', coverPic: 'https://example.com/cat.png' },
  });
  categoryId = (cat.body.data as { id: number }).id;
  const listing = (title: string) => ({
    title,
    description: 'Seventh edition.',
    coverPic: 'https://example.com/book.png',
    type: 'SALE',
    price: 450,
    categoryId,
  });
  const created = await call(t.app, 'POST', '/marketplace/create', { token: seller.token, body: listing('Shared') });
  itemId = (created.body.data as { id: number }).id;
  const approved = await call(t.app, 'PATCH', '/marketplace/update', {
    token: admin.token,
    body: { id: itemId, status: 'AVAILABLE' },
  });
  expect(approved.status).toBe(200);
  const pending = await call(t.app, 'POST', '/marketplace/create', { token: member.token, body: listing('Waiting') });
  pendingId = (pending.body.data as { id: number }).id;
  const offered = await call(t.app, 'POST', '/marketplace/offer/create', {
    token: buyer.token,
    body: { marketplaceId: itemId, type: 'BUY', offerPrice: 400, offerItemDescription: 'TSC, after 3 pm' },
  });
  expect(offered.status).toBe(201);
});
afterAll(() => t.close());

describe('marketplace table: one cached answer for every viewer (decision 025)', () => {
  it('serves the answer built for one member to every other member and to guests, with no SQL', async () => {
    const url = `/marketplace/table?categoryId=${categoryId}&limit=100`;
    const first = await get(url, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    for (const token of [member.token, seller.token, undefined]) {
      const { result, count } = await statements(() => get(url, token));
      expect(result.headers['x-cache']).toBe('hit');
      expect(count).toBe(0);
      expect(result.headers.etag).toBe(first.headers.etag);
    }
    // The rows carry no offers and no contact: the buyer's own offer comes with the item's own answer.
    const rows = first.json().data as TMarketplaceListItem[];
    expect(rows.map((r) => r.id)).toEqual([itemId]);
    expect(rows[0]).not.toHaveProperty('offers');
    expect(rows[0]).not.toHaveProperty('sellerContact');
    // A tile (decision 034): no offer facts either; the item's own answer has them.
    expect(rows[0]).not.toHaveProperty('offerCount');
    expect(rows[0]).toMatchObject({ title: 'Shared', seller: { id: seller.id } });
    const detail = (await get(`/marketplace/${itemId}`, buyer.token)).json().data as TMarketplaceItem;
    expect(detail.offers.map((o) => o.buyerId)).toEqual([buyer.id]);
    expect(detail).toMatchObject({ offerCount: 1, hasAcceptedOffer: false });
  });

  it("keeps a member's own listings, with their offers, to that member", async () => {
    const url = `/marketplace/table?sellerId=${seller.id}&limit=10`;
    const own = (await get(url, seller.token)).json().data as TMarketplaceItem[];
    expect(own.map((r) => r.offers.length)).toEqual([1]);
    for (const token of [buyer.token, member.token, undefined]) {
      const rows = (await get(url, token)).json().data as TMarketplaceListItem[];
      expect(rows.map((r) => r.id)).toEqual([itemId]);
      expect(rows[0]).not.toHaveProperty('offers');
    }
  });

  it("never serves a manager's view (every status) to a member or a guest", async () => {
    const url = `/marketplace/table?categoryId=${categoryId}&limit=10&sortBy=title&sortOrder=asc`;
    const managed = (await get(url, mentor.token)).json().data as TMarketplaceListItem[];
    expect(managed.map((r) => r.id)).toEqual([itemId, pendingId]);
    for (const token of [member.token, buyer.token, undefined]) {
      const rows = (await get(url, token)).json().data as TMarketplaceListItem[];
      expect(rows.map((r) => r.id)).toEqual([itemId]);
    }
    const pendingUrl = `/marketplace/table?categoryId=${categoryId}&status=PENDING`;
    expect((await get(pendingUrl, mentor.token)).statusCode).toBe(200);
    expect((await get(pendingUrl, buyer.token)).statusCode).toBe(403);
    expect((await get(pendingUrl)).statusCode).toBe(403);
  });

  it('shows a price edit at once and keeps the totals counted; a title edit counts again (decision 035)', async () => {
    const url = `/marketplace/table?categoryId=${categoryId}&limit=10`;
    expect((await get(url)).statusCode).toBe(200);
    const edit = (body: Record<string, unknown>) =>
      call(t.app, 'PATCH', `/marketplace/member-update/book/${itemId}`, { token: seller.token, body });
    expect((await edit({ price: 380 })).status).toBe(200);
    const priced = await statements(() => get(url));
    expect(priced.result.headers['x-cache']).toBe('miss');
    expect((priced.result.json().data as TMarketplaceListItem[])[0].price).toBe(380);
    expect(priced.count).toBe(1); // the page; its total is still the counted one
    expect((await edit({ title: 'Shared, seventh edition' })).status).toBe(200);
    const renamed = await statements(() => get(url));
    expect((renamed.result.json().data as TMarketplaceListItem[])[0].title).toBe('Shared, seventh edition');
    expect(renamed.count).toBe(2); // a title is what a search finds: the total is counted again
  });

  it("moves with a committed offer: the item's answer and the seller's own list show the new count at once", async () => {
    const ownUrl = `/marketplace/table?sellerId=${seller.id}&limit=10`;
    await get(ownUrl, seller.token);
    await get(`/marketplace/${itemId}`, seller.token);
    const offered = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: member.token,
      body: { marketplaceId: itemId, type: 'BUY', offerPrice: 420, offerItemDescription: 'After class' },
    });
    expect(offered.status).toBe(201);
    const own = await get(ownUrl, seller.token);
    expect(own.headers['x-cache']).toBe('miss');
    expect((own.json().data as TMarketplaceItem[])[0]).toMatchObject({ offerCount: 2 });
    const detail = await get(`/marketplace/${itemId}`, seller.token);
    expect(detail.headers['x-cache']).toBe('miss');
    expect((detail.json().data as TMarketplaceItem).offers).toHaveLength(2);
  });
});
