import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type {
  TMarketplaceItem,
  TMarketplaceListItem,
  TMarketplaceOffer,
  TMarketplaceSummary,
} from '@campus/shared/schemas/marketplace';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceItems, marketplaceOffers, notifications, users } from '../../db/schema/index';
import { ALL_ROLES, call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let categoryId: number;
let otherCategoryId: number;

const MANAGERS: Role[] = ['ADMIN', 'MENTOR', 'TOP_TEN', 'TEAM_HEAD'];

beforeAll(async () => {
  t = await createTestApp();
  // The first user of a fresh database gets id 1: the fixed seller of admin-created items (product §9).
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Tahmina Admin' });
  mentor = await createUser(t, { role: 'MENTOR' });
  const cat = await call(t.app, 'POST', '/marketplace/category/create', {
    token: admin.token,
    body: { name: 'Textbooks', coverPic: 'https://example.com/textbooks.png' },
  });
  categoryId = (cat.body.data as { id: number }).id;
  const other = await call(t.app, 'POST', '/marketplace/category/create', {
    token: admin.token,
    body: { name: 'Calculators', coverPic: '/uploads/demo/calc.svg' },
  });
  otherCategoryId = (other.body.data as { id: number }).id;
});
afterAll(() => t.close());

let serial = 0;
function listing(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    title: `Organic Chemistry by Morrison & Boyd #${serial}`,
    description: 'Seventh edition, a few pencil marks, no torn pages.',
    coverPic: 'https://example.com/book.png',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'Physical Chemistry by Atkins',
    categoryId,
    ...overrides,
  };
}

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(t, { role: 'MEMBER', ...overrides });
}

/** A member lists and a manager approves: the usual way an item becomes AVAILABLE. */
async function availableListing(seller: TestUser, overrides: Record<string, unknown> = {}) {
  const created = await call(t.app, 'POST', '/marketplace/create', { token: seller.token, body: listing(overrides) });
  expect(created.status).toBe(201);
  const id = (created.body.data as TMarketplaceItem).id;
  const approved = await call(t.app, 'PATCH', '/marketplace/update', {
    token: admin.token,
    body: { id, status: 'AVAILABLE' },
  });
  expect(approved.status).toBe(200);
  return approved.body.data as TMarketplaceItem;
}

function buyOffer(marketplaceId: number, overrides: Record<string, unknown> = {}) {
  return { marketplaceId, type: 'BUY', offerPrice: 400, offerItemDescription: 'TSC, after 3 pm', ...overrides };
}

function exchangeOffer(marketplaceId: number, overrides: Record<string, unknown> = {}) {
  return {
    marketplaceId,
    type: 'EXCHANGE',
    offerItemTitle: 'Physical Chemistry by Atkins',
    offerItemDescription: 'Ninth edition, clean copy',
    offerItemImage: '/uploads/atkins.webp',
    ...overrides,
  };
}

async function offer(buyer: TestUser, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/marketplace/offer/create', { token: buyer.token, body });
  expect(res.status).toBe(201);
  return res.body.data as TMarketplaceOffer;
}

async function getItem(id: number, token?: string) {
  return call(t.app, 'GET', `/marketplace/${id}`, { token });
}

async function itemRow(id: number) {
  const [row] = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, id));
  return row;
}

async function offersOf(id: number) {
  return t.db.select().from(marketplaceOffers).where(eq(marketplaceOffers.marketplaceId, id));
}

async function inbox(userId: number, category: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, category)));
}

describe('POST /marketplace/create', () => {
  it('stores a member listing as PENDING, sold by the caller even when the body names another seller', async () => {
    const a = await member({ fullName: 'Ayesha Chowdhury' });
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: a.token,
      body: listing({ sellerId: admin.id, status: 'AVAILABLE' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.bookListed);
    const item = res.body.data as TMarketplaceItem;
    expect(item).toMatchObject({
      status: 'PENDING',
      sellerId: a.id,
      seller: { id: a.id, fullName: 'Ayesha Chowdhury' },
      category: { id: categoryId, name: 'Textbooks' },
      price: 450,
      offers: [],
      offerCount: 0,
      hasAcceptedOffer: false,
    });
    expect(Object.keys(item.seller).sort()).toEqual(['fullName', 'id', 'profilePic']);
  });

  it('refuses a second listing while one is PENDING with 409 and writes nothing', async () => {
    const a = await member();
    expect((await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() })).status).toBe(201);
    const again = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', message: MSG.pendingListingExists });
    const rows = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('lets the member post again once the pending listing is approved', async () => {
    const a = await member();
    await availableListing(a);
    const next = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    expect(next.status).toBe(201);
  });

  it('stores exactly one listing when a member posts 10 at once', async () => {
    const a = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const rows = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, a.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['SALE without a price', { type: 'SALE', price: null }, MSG.invalidSalePrice],
    ['SALE with price 0', { type: 'SALE', price: 0 }, MSG.invalidSalePrice],
    ['SALE with a negative price', { type: 'SALE', price: -5 }, MSG.invalidSalePrice],
    ['SALE with a price that is not a number', { type: 'SALE', price: 'cheap' }, MSG.invalidSalePrice],
    ['BOTH with an empty price', { type: 'BOTH', price: '' }, MSG.invalidSalePrice],
    ['a price beyond any believable amount', { type: 'SALE', price: 1e15 }, MSG.invalidSalePrice],
    ['SALE priced 0.001 (stored as ৳0)', { type: 'SALE', price: 0.001 }, MSG.invalidSalePrice],
    ['SALE priced 12.345 (finer than a paisa)', { type: 'SALE', price: '12.345' }, MSG.invalidSalePrice],
    [
      'EXCHANGE without exchangeFor',
      { type: 'EXCHANGE', price: null, exchangeFor: undefined },
      MSG.exchangeForRequired,
    ],
    ['BOTH with a blank exchangeFor', { type: 'BOTH', exchangeFor: '   ' }, MSG.exchangeForRequired],
    ['no title', { title: '' }, 'Please fill out the Title field.'],
    ['no description', { description: undefined }, 'Please fill out the Description field.'],
    ['no cover image', { coverPic: undefined }, 'Please fill out the Cover Image field.'],
    ['no type', { type: undefined }, 'Please fill out the Type field.'],
    ['an unknown type', { type: 'RENT' }, 'Please fill out the Type field.'],
    ['no category', { categoryId: undefined }, 'Please fill out the Category field.'],
    ['a script as cover', { coverPic: 'javascript:alert(1)' }, 'Cover Image must be an image uploaded to this app'],
  ])('refuses %s with 400 and the form message, writing nothing', async (_name, overrides, message) => {
    const a = await member();
    const res = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    const rows = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, a.id));
    expect(rows).toHaveLength(0);
  });

  it('stores a price with two decimals exactly', async () => {
    const a = await member();
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: a.token,
      body: listing({ type: 'SALE', price: 0.01 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 0.01 });
  });

  it('accepts an EXCHANGE listing without a price and a SALE listing without exchangeFor', async () => {
    const a = await member();
    const ex = await call(t.app, 'POST', '/marketplace/create', {
      token: a.token,
      body: listing({ type: 'EXCHANGE', price: null, exchangeFor: 'A Casio fx-991EX' }),
    });
    expect(ex.status).toBe(201);
    expect(ex.body.data).toMatchObject({ type: 'EXCHANGE', price: null, exchangeFor: 'A Casio fx-991EX' });
    const b = await member();
    const sale = await call(t.app, 'POST', '/marketplace/create', {
      token: b.token,
      body: listing({ type: 'SALE', price: '350', exchangeFor: '' }),
    });
    expect(sale.status).toBe(201);
    expect(sale.body.data).toMatchObject({ type: 'SALE', price: 350, exchangeFor: null });
  });

  it('refuses a category that does not exist with 400', async () => {
    const a = await member();
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: a.token,
      body: listing({ categoryId: 99999 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.chooseCategory);
    expect(res.body.errorMessages).toEqual([{ path: 'categoryId', message: MSG.chooseCategory }]);
  });

  it('gives the fixed seller 1 the items of any ADMIN who names no seller, not only of admin 1', async () => {
    const second = await createUser(t, { role: 'ADMIN' });
    const res = await call(t.app, 'POST', '/marketplace/create', { token: second.token, body: listing() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sellerId: 1, status: 'AVAILABLE' });
  });

  it('lets a member promoted to manager list again although a listing of theirs is still PENDING', async () => {
    const a = await member();
    expect((await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() })).status).toBe(201);
    await t.db.update(users).set({ role: 'MENTOR' }).where(eq(users.id, a.id));
    t.app.ctx.changes.bump();
    const res = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sellerId: a.id, status: 'AVAILABLE' });
  });

  it('gives an admin-created item to the fixed seller 1, AVAILABLE at once', async () => {
    expect(admin.id).toBe(1);
    const res = await call(t.app, 'POST', '/marketplace/create', { token: admin.token, body: listing() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.marketplaceItemAdded);
    expect(res.body.data).toMatchObject({ sellerId: 1, status: 'AVAILABLE' });
  });

  it('lists a mentor-created item as the mentor, AVAILABLE at once, whatever seller the body names', async () => {
    const a = await member();
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: mentor.token,
      body: listing({ sellerId: a.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.marketplaceItemAdded);
    expect(res.body.data).toMatchObject({ sellerId: mentor.id, status: 'AVAILABLE' });
  });

  it('lets a manager name the seller, but not one that does not exist', async () => {
    const a = await member();
    const res = await call(t.app, 'POST', '/marketplace/create', {
      token: admin.token,
      body: listing({ sellerId: a.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ sellerId: a.id, status: 'AVAILABLE' });
    const bad = await call(t.app, 'POST', '/marketplace/create', {
      token: admin.token,
      body: listing({ sellerId: 99999 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.chooseSeller);
    expect(bad.body.errorMessages).toEqual([{ path: 'sellerId', message: MSG.chooseSeller }]);
  });

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'POST', '/marketplace/create', { body: listing() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it('answers 401 to a disabled account', async () => {
    const gone = await member({ status: 'RESIGNED' });
    const res = await call(t.app, 'POST', '/marketplace/create', { token: gone.token, body: listing() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.accountDisabled);
  });
});

describe('PATCH /marketplace/member-update/book/:marketplaceId', () => {
  it('lets the seller edit an AVAILABLE listing', async () => {
    const a = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { title: 'Morrison & Boyd, 7th ed.', price: 380, categoryId: otherCategoryId },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.bookUpdated);
    expect(res.body.data).toMatchObject({
      title: 'Morrison & Boyd, 7th ed.',
      price: 380,
      status: 'AVAILABLE',
      category: { id: otherCategoryId },
    });
  });

  it('ignores a spoofed sellerId and status in the body', async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { sellerId: b.id, status: 'SOLD', title: 'Still mine' },
    });
    expect(res.status).toBe(200);
    expect(await itemRow(item.id)).toMatchObject({ sellerId: a.id, status: 'AVAILABLE', title: 'Still mine' });
  });

  it("refuses member B editing member A's listing with 403 and changes nothing", async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: b.token,
      body: { title: 'Hijacked', price: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.onlySellerEdits });
    expect(await itemRow(item.id)).toMatchObject({ title: item.title, price: item.price });
  });

  it('refuses a PENDING listing with the pending-approval warning', async () => {
    const a = await member();
    const created = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const id = (created.body.data as TMarketplaceItem).id;
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${id}`, {
      token: a.token,
      body: { title: 'x' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.pendingListingNotEditable);
  });

  it.each(['RESERVED', 'SOLD', 'REJECTED'])(
    'refuses a %s listing with "Only available items can be edited"',
    async (status) => {
      const a = await member();
      const item = await availableListing(a);
      await call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body: { id: item.id, status } });
      const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
        token: a.token,
        body: { title: 'x' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.onlyAvailableEditable);
    },
  );

  it('clears the exchange wish when the seller empties it', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'SALE', exchangeFor: 'A stapler' });
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { exchangeFor: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ exchangeFor: null });
  });

  it('checks the rules on the merged listing', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'EXCHANGE', price: null, exchangeFor: 'Lab coat, size M' });
    const toSale = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { type: 'SALE' },
    });
    expect(toSale.status).toBe(400);
    expect(toSale.body.message).toBe(MSG.invalidSalePrice);
    const clearWish = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { exchangeFor: '' },
    });
    expect(clearWish.status).toBe(400);
    expect(clearWish.body.message).toBe(MSG.exchangeForRequired);
    const ok = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { type: 'SALE', price: 200 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: 'SALE', price: 200 });
  });

  it('refuses a price finer than a paisa on the member and the manager edit, keeping the old price', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'SALE', price: 300 });
    const own = await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, {
      token: a.token,
      body: { price: 0.001 },
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(MSG.invalidSalePrice);
    const managed = await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id: item.id, price: 0.004 },
    });
    expect(managed.status).toBe(400);
    expect(managed.body.message).toBe(MSG.invalidSalePrice);
    expect(await itemRow(item.id)).toMatchObject({ price: 300 });
  });

  it('answers 404 for an item that does not exist and 400 for a bad id', async () => {
    const a = await member();
    const missing = await call(t.app, 'PATCH', '/marketplace/member-update/book/99999', { token: a.token, body: {} });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.itemNotFound);
    const bad = await call(t.app, 'PATCH', '/marketplace/member-update/book/abc', { token: a.token, body: {} });
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /marketplace/update (managers)', () => {
  it('approves a pending listing and tells the seller', async () => {
    const a = await member();
    const created = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const id = (created.body.data as TMarketplaceItem).id;
    const res = await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id, status: 'AVAILABLE' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.marketplaceItemUpdated);
    expect(res.body.data).toMatchObject({ id, status: 'AVAILABLE' });
    const notes = await inbox(a.id, 'LISTING_REVIEWED');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Your listing is live',
      body: `"${(created.body.data as TMarketplaceItem).title}" was approved and is now visible in the marketplace.`,
      url: `/marketplace/${id}`,
    });
  });

  it('rejects a pending listing and tells the seller', async () => {
    const a = await member();
    const created = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const id = (created.body.data as TMarketplaceItem).id;
    const res = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id, status: 'REJECTED' },
    });
    expect(res.status).toBe(200);
    expect(await inbox(a.id, 'LISTING_REVIEWED')).toEqual([
      expect.objectContaining({
        title: 'Your listing was not approved',
        body: `"${(created.body.data as TMarketplaceItem).title}" was not approved. Contact the society admins to know why.`,
        url: `/marketplace/${id}`,
      }),
    ]);
  });

  it('drops seller, category, offers and timestamps from the payload and edits any status', async () => {
    const a = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: {
        ...item,
        title: 'Edited by a manager',
        status: 'SOLD',
        seller: { id: 999, fullName: 'x' },
        category: { id: 999 },
        offers: [{ id: 1 }],
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Edited by a manager', status: 'SOLD', sellerId: a.id });
    expect((res.body.data as TMarketplaceItem).createdAt).toBe(item.createdAt);
  });

  it('edits the exchange wish, and an empty wish clears it', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'EXCHANGE', price: null, exchangeFor: 'A calculator' });
    const edited = await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id: item.id, exchangeFor: 'A lab coat' },
    });
    expect(edited.body.data).toMatchObject({ exchangeFor: 'A lab coat' });
    const sale = await availableListing(a, { type: 'SALE', exchangeFor: 'A stapler' });
    const cleared = await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id: sale.id, exchangeFor: '' },
    });
    expect(cleared.body.data).toMatchObject({ exchangeFor: null });
  });

  it('tells the seller only of a review: a plain edit, or rejecting what is already rejected, sends no notice', async () => {
    const a = await member();
    const item = await availableListing(a);
    expect(await inbox(a.id, 'LISTING_REVIEWED')).toHaveLength(1);
    await call(t.app, 'PATCH', '/marketplace/update', { token: mentor.token, body: { id: item.id, price: 300 } });
    await call(t.app, 'PATCH', '/marketplace/update', { token: mentor.token, body: { id: item.id, status: 'SOLD' } });
    expect(await inbox(a.id, 'LISTING_REVIEWED')).toHaveLength(1);
    await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id: item.id, status: 'REJECTED' },
    });
    expect(await inbox(a.id, 'LISTING_REVIEWED')).toHaveLength(2);
    await call(t.app, 'PATCH', '/marketplace/update', {
      token: mentor.token,
      body: { id: item.id, status: 'REJECTED' },
    });
    expect(await inbox(a.id, 'LISTING_REVIEWED')).toHaveLength(2);
  });

  it('still applies the listing rules', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'SALE', exchangeFor: null });
    const res = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: item.id, type: 'BOTH' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.exchangeForRequired);
  });

  it('answers 404 for an unknown item', async () => {
    const res = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: 99999, title: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.itemNotFound);
  });
});

describe('role × route', () => {
  it.each(ALL_ROLES)('%s: manager routes answer by capability', async (role) => {
    const user = await createUser(t, { role });
    const a = await member();
    const item = await availableListing(a);
    const isManager = MANAGERS.includes(role);
    const expected = (ok: number) => (isManager ? ok : 403);

    const update = await call(t.app, 'PATCH', '/marketplace/update', {
      token: user.token,
      body: { id: item.id, title: 'T' },
    });
    expect(update.status).toBe(expected(200));
    const summary = await call(t.app, 'GET', '/marketplace/summary', { token: user.token });
    expect(summary.status).toBe(expected(200));
    const cat = await call(t.app, 'POST', '/marketplace/category/create', {
      token: user.token,
      body: { name: `Cat by ${role}`, coverPic: 'https://example.com/c.png' },
    });
    expect(cat.status).toBe(expected(201));
    const catUpdate = await call(t.app, 'PATCH', '/marketplace/category/update', {
      token: user.token,
      body: { id: categoryId, name: 'Textbooks' },
    });
    expect(catUpdate.status).toBe(expected(200));
    if (!isManager) expect(update.body.message).toBe(MSG.forbidden);

    // Every signed-in role may list, browse and offer.
    expect((await call(t.app, 'GET', '/marketplace/table', { token: user.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/marketplace/${item.id}`, { token: user.token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/marketplace/offer/create', { token: user.token, body: buyOffer(item.id) })).status,
    ).toBe(201);
  });

  it('guests may read AVAILABLE items and categories but nothing else', async () => {
    const a = await member();
    const item = await availableListing(a);
    expect((await call(t.app, 'GET', '/marketplace/table')).status).toBe(200);
    expect((await call(t.app, 'GET', '/marketplace/category/table')).status).toBe(200);
    expect((await call(t.app, 'GET', `/marketplace/${item.id}`)).status).toBe(200);
    expect((await call(t.app, 'GET', '/marketplace/summary')).status).toBe(401);
    expect((await call(t.app, 'PATCH', '/marketplace/update', { body: { id: item.id } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/marketplace/offer/create', { body: buyOffer(item.id) })).status).toBe(401);
    expect(
      (await call(t.app, 'PATCH', '/marketplace/offer/accept', { body: { marketplaceId: item.id, offerId: 1 } }))
        .status,
    ).toBe(401);
    expect((await call(t.app, 'PATCH', `/marketplace/member-update/book/${item.id}`, { body: {} })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/marketplace/category/create', { body: { name: 'x', coverPic: '/uploads/x.png' } }))
        .status,
    ).toBe(401);
  });
});

describe('GET /marketplace/table', () => {
  let seller: TestUser;
  let buyerB: TestUser;
  let buyerC: TestUser;
  let tagged: string;
  let items: TMarketplaceItem[];

  beforeAll(async () => {
    seller = await member({ contactNo: '01811111111', fullName: 'Seller Sumaiya' });
    buyerB = await member({ contactNo: '01922222222' });
    buyerC = await member({ contactNo: '01633333333' });
    tagged = `zz-tag-${Date.now()}`;
    items = [];
    for (let i = 0; i < 6; i++) {
      items.push(
        await availableListing(seller, {
          title: `${tagged} Casio fx-${i}`,
          type: ['SALE', 'EXCHANGE', 'BOTH'][i % 3],
          price: i % 3 === 1 ? null : 100 + i,
          exchangeFor: i % 3 === 0 ? null : 'A scientific calculator',
          categoryId: i < 3 ? categoryId : otherCategoryId,
        }),
      );
    }
    for (const item of items) {
      if (item.type !== 'EXCHANGE') await offer(buyerB, buyOffer(item.id));
      if (item.type !== 'SALE') await offer(buyerC, exchangeOffer(item.id));
    }
    // A pending listing of the same seller, which the public must not see.
    await call(t.app, 'POST', '/marketplace/create', {
      token: seller.token,
      body: listing({ title: `${tagged} pending` }),
    });
  });

  const q = (extra: Record<string, string | number> = {}) => ({ searchTerm: tagged, limit: 50, ...extra });

  it('shows guests only AVAILABLE items as tiles: seller and category, no description, offers or offer facts (decision 034)', async () => {
    const res = await call(t.app, 'GET', '/marketplace/table', { query: q() });
    expect(res.status).toBe(200);
    const data = res.body.data as TMarketplaceListItem[];
    expect(res.body.meta).toEqual({ page: 1, limit: 50, total: 6 });
    expect(data.every((i) => i.status === 'AVAILABLE')).toBe(true);
    expect(data[0].seller).toEqual({ id: seller.id, fullName: 'Seller Sumaiya', profilePic: null });
    expect(data[0].category).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      coverPic: expect.any(String),
    });
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'category',
        'categoryId',
        'coverPic',
        'createdAt',
        'id',
        'price',
        'seller',
        'sellerId',
        'status',
        'title',
        'type',
        'updatedAt',
      ].sort(),
    );
    // The item's own answer carries what the tile leaves out.
    const one = await call(t.app, 'GET', `/marketplace/${data[0].id}`);
    expect(one.body.data).toMatchObject({
      description: expect.any(String),
      offerCount: expect.any(Number),
      hasAcceptedOffer: false,
      offers: [],
    });
    expect((one.body.data as TMarketplaceItem).offerCount).toBeGreaterThan(0);
  });

  it("shows the seller every offer on their own listings; a buyer's own offer comes with the item (decision 025)", async () => {
    const asSeller = await call(t.app, 'GET', '/marketplace/table', {
      token: seller.token,
      query: q({ type: 'BOTH', sellerId: seller.id, status: 'AVAILABLE' }),
    });
    const sellerView = asSeller.body.data as TMarketplaceItem[];
    expect(sellerView).toHaveLength(2);
    for (const item of sellerView) {
      expect(item.offers.map((o) => o.buyerId).sort()).toEqual([buyerB.id, buyerC.id].sort());
    }
    // The public list is the same for everyone, the seller included: tiles, no offers (decision 034).
    for (const token of [seller.token, buyerB.token]) {
      const rows = (await call(t.app, 'GET', '/marketplace/table', { token, query: q({ type: 'BOTH' }) })).body
        .data as TMarketplaceItem[];
      expect(rows).toHaveLength(2);
      for (const item of rows) {
        expect(item).not.toHaveProperty('offers');
        expect(item).not.toHaveProperty('offerCount');
      }
    }
    expect(sellerView.map((i) => i.offerCount)).toEqual([2, 2]);
    for (const item of sellerView) {
      const detail = (await call(t.app, 'GET', `/marketplace/${item.id}`, { token: buyerB.token })).body
        .data as TMarketplaceItem;
      expect(detail.offers.map((o) => o.buyerId)).toEqual([buyerB.id]);
    }
  });

  it('never sends an email or a contact number', async () => {
    for (const token of [undefined, buyerB.token, seller.token]) {
      const res = await call(t.app, 'GET', '/marketplace/table', { token, query: q() });
      const text = JSON.stringify(res.body);
      for (const secret of [seller.email, buyerB.email, buyerC.email, '01811111111', '01922222222', '01633333333']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('filters by category, type, accepted offer kind and seller', async () => {
    const byCat = await call(t.app, 'GET', '/marketplace/table', { query: q({ categoryId: otherCategoryId }) });
    expect((byCat.body.data as TMarketplaceItem[]).every((i) => i.categoryId === otherCategoryId)).toBe(true);
    expect(byCat.body.meta?.total).toBe(3);
    const sale = await call(t.app, 'GET', '/marketplace/table', { query: q({ type: 'SALE' }) });
    expect(sale.body.meta?.total).toBe(2);
    const buyable = await call(t.app, 'GET', '/marketplace/table', { query: q({ accepts: 'BUY' }) });
    expect((buyable.body.data as TMarketplaceItem[]).map((i) => i.type).sort()).toEqual([
      'BOTH',
      'BOTH',
      'SALE',
      'SALE',
    ]);
    const swappable = await call(t.app, 'GET', '/marketplace/table', { query: q({ accepts: 'EXCHANGE' }) });
    expect(swappable.body.meta?.total).toBe(4);
    const bySeller = await call(t.app, 'GET', '/marketplace/table', { query: { sellerId: seller.id, limit: 50 } });
    expect(bySeller.body.meta?.total).toBe(6);
  });

  it('pages and sorts by a whitelisted field', async () => {
    const page2 = await call(t.app, 'GET', '/marketplace/table', {
      query: q({ limit: 4, page: 2, sortBy: 'title', sortOrder: 'asc' }),
    });
    expect(page2.body.meta).toEqual({ page: 2, limit: 4, total: 6 });
    expect((page2.body.data as TMarketplaceItem[]).map((i) => i.title)).toEqual([
      `${tagged} Casio fx-4`,
      `${tagged} Casio fx-5`,
    ]);
    const bad = await call(t.app, 'GET', '/marketplace/table', { query: { sortBy: 'password' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sortBy must be one of');
  });

  it('searches titles literally, so % and _ are not wildcards', async () => {
    const res = await call(t.app, 'GET', '/marketplace/table', { query: { searchTerm: '%' } });
    expect(res.status).toBe(200);
    expect((res.body.data as TMarketplaceItem[]).every((i) => i.title.includes('%'))).toBe(true);
  });

  it('shows other statuses only to managers and to the seller asking for their own listings', async () => {
    const guest = await call(t.app, 'GET', '/marketplace/table', { query: q({ status: 'PENDING' }) });
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe(MSG.listingStatusHidden);
    const other = await call(t.app, 'GET', '/marketplace/table', {
      token: buyerB.token,
      query: { sellerId: seller.id, status: 'PENDING' },
    });
    expect(other.status).toBe(403);
    const own = await call(t.app, 'GET', '/marketplace/table', {
      token: seller.token,
      query: { sellerId: seller.id, status: 'PENDING' },
    });
    expect(own.status).toBe(200);
    expect(own.body.meta?.total).toBe(1);
    const ownAll = await call(t.app, 'GET', '/marketplace/table', {
      token: seller.token,
      query: { sellerId: seller.id },
    });
    expect(ownAll.body.meta?.total).toBe(7);
    const manager = await call(t.app, 'GET', '/marketplace/table', {
      token: mentor.token,
      query: q({ status: 'PENDING' }),
    });
    expect(manager.status).toBe(200);
    expect(manager.body.meta?.total).toBe(1);
    // The managers' table is for moderation: the rows carry no offers.
    for (const row of manager.body.data as TMarketplaceListItem[]) expect(row).not.toHaveProperty('offers');
  });

  it('issues the same number of SQL statements for 1 item and for 50', async () => {
    const countFor = async (limit: number) => {
      t.app.ctx.changes.bump(); // a cold cache: count what the query path costs
      const before = t.dbHandle.queries.count;
      const res = await call(t.app, 'GET', '/marketplace/table', { token: seller.token, query: { limit } });
      expect(res.status).toBe(200);
      return t.dbHandle.queries.count - before;
    };
    const one = await countFor(1);
    const fifty = await countFor(50);
    expect(fifty).toBe(one);
    expect(one).toBeLessThanOrEqual(4);
  });
});

describe('GET /marketplace/:id', () => {
  it('answers success and data, and 404 with the SPEC text for an unknown item', async () => {
    const a = await member();
    const item = await availableListing(a);
    const res = await getItem(item.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: item.id, title: item.title } });
    const missing = await getItem(99999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.itemNotFound);
    expect((await getItem(Number.NaN)).status).toBe(400);
  });

  it('hides a PENDING listing from everyone but its seller and managers', async () => {
    const a = await member();
    const b = await member();
    const created = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const id = (created.body.data as TMarketplaceItem).id;
    expect((await getItem(id)).status).toBe(404);
    expect((await getItem(id, b.token)).status).toBe(404);
    expect((await getItem(id, a.token)).status).toBe(200);
    expect((await getItem(id, mentor.token)).status).toBe(200);
  });

  it('after acceptance shows contact numbers only to the seller and the accepted buyer', async () => {
    const a = await member({ contactNo: '01712121212' });
    const b = await member({ contactNo: '01913131313' });
    const c = await member({ contactNo: '01514141414' });
    const d = await member();
    const item = await availableListing(a);
    const offerB = await offer(b, buyOffer(item.id));
    const offerC = await offer(c, exchangeOffer(item.id));

    const before = await getItem(item.id, b.token);
    expect(before.body.data).not.toHaveProperty('sellerContact');

    const accepted = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: item.id, offerId: offerB.id, sellerId: a.id },
    });
    expect(accepted.status).toBe(200);

    const asB = (await getItem(item.id, b.token)).body.data as TMarketplaceItem;
    expect(asB).toMatchObject({ status: 'RESERVED', hasAcceptedOffer: true, sellerContact: '01712121212' });
    expect(asB.offers).toEqual([expect.objectContaining({ id: offerB.id, status: 'ACCEPTED' })]);
    expect(asB.offers[0]).not.toHaveProperty('buyerContact');

    const asA = (await getItem(item.id, a.token)).body.data as TMarketplaceItem;
    expect(asA).not.toHaveProperty('sellerContact');
    const acceptedForA = asA.offers.find((o) => o.id === offerB.id);
    const rejectedForA = asA.offers.find((o) => o.id === offerC.id);
    expect(acceptedForA).toMatchObject({ status: 'ACCEPTED', buyerContact: '01913131313' });
    expect(rejectedForA).toMatchObject({ status: 'REJECTED' });
    expect(rejectedForA).not.toHaveProperty('buyerContact');

    for (const token of [c.token, d.token, undefined]) {
      const res = await getItem(item.id, token);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('01712121212');
      expect(text).not.toContain('01913131313');
      expect(res.body.data).toMatchObject({ status: 'RESERVED', hasAcceptedOffer: true });
    }
    const asC = (await getItem(item.id, c.token)).body.data as TMarketplaceItem;
    expect(asC.offers).toEqual([expect.objectContaining({ id: offerC.id, status: 'REJECTED' })]);
  });
});

describe('GET /marketplace/public/fromEmail/:email', () => {
  it("lists that seller's AVAILABLE items without their email or number", async () => {
    const a = await member({ email: 'rakib.sells@student.campus.test', contactNo: '01399999999' });
    const first = await availableListing(a);
    await call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body: { id: first.id, status: 'SOLD' } });
    const second = await availableListing(a);
    await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const res = await call(t.app, 'GET', '/marketplace/public/fromEmail/Rakib.Sells@student.campus.test');
    expect(res.status).toBe(200);
    expect((res.body.data as TMarketplaceItem[]).map((i) => i.id)).toEqual([second.id]);
    expect(res.body.meta?.total).toBe(1);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('rakib.sells');
    expect(text).not.toContain('01399999999');
  });

  it('lists them newest first', async () => {
    const a = await member({ email: 'newest.first@student.campus.test' });
    const older = await availableListing(a);
    const newer = await availableListing(a);
    const res = await call(t.app, 'GET', '/marketplace/public/fromEmail/newest.first@student.campus.test');
    expect((res.body.data as TMarketplaceItem[]).map((i) => i.id)).toEqual([newer.id, older.id]);
  });

  it('answers an empty list for an unknown email', async () => {
    const res = await call(t.app, 'GET', '/marketplace/public/fromEmail/nobody@nowhere.test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('GET /marketplace/summary', () => {
  it('counts listings by status and by category', async () => {
    const res = await call(t.app, 'GET', '/marketplace/summary', { token: admin.token });
    expect(res.status).toBe(200);
    const summary = res.body.data as TMarketplaceSummary;
    const rows = await t.db.select().from(marketplaceItems);
    expect(summary.total).toBe(rows.length);
    expect(summary.byStatus.AVAILABLE).toBe(rows.filter((r) => r.status === 'AVAILABLE').length);
    expect(summary.byStatus.PENDING).toBe(rows.filter((r) => r.status === 'PENDING').length);
    expect(Object.keys(summary.byStatus).sort()).toEqual(['AVAILABLE', 'PENDING', 'REJECTED', 'RESERVED', 'SOLD']);
    const textbooks = summary.byCategory.find((c) => c.categoryId === categoryId);
    expect(textbooks?.total).toBe(rows.filter((r) => r.categoryId === categoryId).length);
  });
});

describe('marketplace categories', () => {
  it('creates, refuses a duplicate name, updates and lists', async () => {
    const created = await call(t.app, 'POST', '/marketplace/category/create', {
      token: admin.token,
      body: { name: 'Lab Equipment', coverPic: 'https://example.com/lab.png' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.categoryAdded);
    const id = (created.body.data as { id: number }).id;
    const dup = await call(t.app, 'POST', '/marketplace/category/create', {
      token: admin.token,
      body: { name: 'Lab Equipment', coverPic: 'https://example.com/lab.png' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(MSG.categoryTaken);
    const updated = await call(t.app, 'PATCH', '/marketplace/category/update', {
      token: admin.token,
      body: { id, name: 'Lab Equipment & Coats' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(MSG.categoryUpdated);
    expect(updated.body.data).toMatchObject({
      id,
      name: 'Lab Equipment & Coats',
      coverPic: 'https://example.com/lab.png',
    });
    const clash = await call(t.app, 'PATCH', '/marketplace/category/update', {
      token: admin.token,
      body: { id, name: 'Textbooks' },
    });
    expect(clash.status).toBe(409);
    const missing = await call(t.app, 'PATCH', '/marketplace/category/update', {
      token: admin.token,
      body: { id: 99999, name: 'x' },
    });
    expect(missing.status).toBe(404);
    const table = await call(t.app, 'GET', '/marketplace/category/table', { query: { page: 1, limit: 2 } });
    expect(table.status).toBe(200);
    expect(table.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect((table.body.data as unknown[]).length).toBe(2);
    expect(table.body.meta?.total).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [{ coverPic: 'https://example.com/x.png' }, 'Please fill out the Name field.'],
    [{ name: 'Stationery' }, 'Please fill out the Cover Picture field.'],
  ])('requires name and cover picture (%o)', async (body, message) => {
    const res = await call(t.app, 'POST', '/marketplace/category/create', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('POST /marketplace/offer/create', () => {
  it('stores a price offer with buyer details from the token and tells the seller', async () => {
    const a = await member();
    const b = await member({ fullName: 'Buyer Imran', profilePic: 'https://example.com/imran.png' });
    const item = await availableListing(a);
    const res = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: buyOffer(item.id, {
        buyerId: a.id,
        buyerName: 'Spoofed',
        buyerProfilePic: 'https://evil.test/x.png',
        status: 'ACCEPTED',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.priceOfferSubmitted);
    expect(res.body.data).toMatchObject({
      marketplaceId: item.id,
      buyerId: b.id,
      buyerName: 'Buyer Imran',
      buyerProfilePic: 'https://example.com/imran.png',
      type: 'BUY',
      offerPrice: 400,
      offerItemDescription: 'TSC, after 3 pm',
      offerItemTitle: null,
      offerItemImage: null,
      status: 'PENDING',
    });
    const notes = await inbox(a.id, 'OFFER_RECEIVED');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New price offer',
      body: `Buyer Imran offered ৳400 for "${item.title}".`,
      url: `/marketplace/${item.id}`,
    });
  });

  it('stores an exchange offer', async () => {
    const a = await member();
    const c = await member();
    const item = await availableListing(a, { type: 'EXCHANGE', price: null });
    const res = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: c.token,
      body: exchangeOffer(item.id),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.exchangeOfferSubmitted);
    expect(res.body.data).toMatchObject({ type: 'EXCHANGE', offerPrice: null, offerItemImage: '/uploads/atkins.webp' });
    expect(await inbox(a.id, 'OFFER_RECEIVED')).toEqual([
      expect.objectContaining({
        title: 'New exchange offer',
        body: `${c.fullName} offered "Physical Chemistry by Atkins" in exchange for "${item.title}".`,
        url: `/marketplace/${item.id}`,
      }),
    ]);
  });

  it('keeps only the fields of the offer kind: no item with a price offer, no price with an exchange offer', async () => {
    const a = await member();
    const item = await availableListing(a, { type: 'BOTH' });
    const stray = { offerItemTitle: 'A stray title', offerItemImage: '/uploads/stray.webp' };
    const buy = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: (await member()).token,
      body: buyOffer(item.id, stray),
    });
    expect(buy.status).toBe(201);
    expect(buy.body.data).toMatchObject({ type: 'BUY', offerPrice: 400, offerItemTitle: null, offerItemImage: null });
    const exchange = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: (await member()).token,
      body: exchangeOffer(item.id, { offerPrice: 999 }),
    });
    expect(exchange.status).toBe(201);
    expect(exchange.body.data).toMatchObject({
      type: 'EXCHANGE',
      offerPrice: null,
      offerItemTitle: 'Physical Chemistry by Atkins',
      offerItemImage: '/uploads/atkins.webp',
    });
  });

  it.each([
    ['BUY without a price', buyOffer(0, { offerPrice: undefined }), 'Please fill out the Offer Price field.'],
    ['BUY with price 0', buyOffer(0, { offerPrice: 0 }), MSG.offerPriceAboveZero],
    ['BUY of 0.004 (stored as ৳0)', buyOffer(0, { offerPrice: 0.004 }), MSG.offerPriceAboveZero],
    ['BUY of 99.999', buyOffer(0, { offerPrice: 99.999 }), MSG.offerPriceAboveZero],
    ['BUY beyond any believable amount', buyOffer(0, { offerPrice: 1e12 }), MSG.offerPriceAboveZero],
    ['BUY without a location', buyOffer(0, { offerItemDescription: '' }), 'Please fill out the Location field.'],
    [
      'EXCHANGE without a title',
      exchangeOffer(0, { offerItemTitle: undefined }),
      'Please fill out the Item Title field.',
    ],
    [
      'EXCHANGE without a description',
      exchangeOffer(0, { offerItemDescription: ' ' }),
      'Please fill out the Item Description field.',
    ],
    ['EXCHANGE without an image', exchangeOffer(0, { offerItemImage: null }), 'Please fill out the Item Image field.'],
    ['an unknown offer type', buyOffer(0, { type: 'GIFT' }), 'Please fill out the Offer Type field.'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: { ...body, marketplaceId: item.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await offersOf(item.id)).toHaveLength(0);
  });

  it('refuses an offer kind the item does not take', async () => {
    const a = await member();
    const b = await member();
    const exchangeOnly = await availableListing(a, { type: 'EXCHANGE', price: null });
    const buy = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: buyOffer(exchangeOnly.id),
    });
    expect(buy.status).toBe(400);
    expect(buy.body.message).toBe(MSG.offerTypeMismatch);
    const a2 = await member();
    const saleOnly = await availableListing(a2, { type: 'SALE', exchangeFor: null });
    const swap = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: exchangeOffer(saleOnly.id),
    });
    expect(swap.status).toBe(400);
    expect(swap.body.message).toBe(MSG.offerTypeMismatch);
    expect(swap.body.errorMessages).toEqual([{ path: 'type', message: MSG.offerTypeMismatch }]);
  });

  it('refuses an offer on your own item', async () => {
    const a = await member();
    const item = await availableListing(a);
    const res = await call(t.app, 'POST', '/marketplace/offer/create', { token: a.token, body: buyOffer(item.id) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.ownItemOffer);
  });

  it('refuses a second offer from the same buyer with 409', async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    await offer(b, buyOffer(item.id));
    const again = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: exchangeOffer(item.id),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyOffered);
    expect(await offersOf(item.id)).toHaveLength(1);
    // The refused offer's notice rolled back with it: the seller heard of one offer.
    expect(await inbox(a.id, 'OFFER_RECEIVED')).toHaveLength(1);
  });

  it('refuses offers on items that are not AVAILABLE or already have an accepted offer', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const pending = await call(t.app, 'POST', '/marketplace/create', { token: a.token, body: listing() });
    const pendingId = (pending.body.data as TMarketplaceItem).id;
    const onPending = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: b.token,
      body: buyOffer(pendingId),
    });
    expect(onPending.status).toBe(409);
    expect(onPending.body.message).toBe(MSG.noLongerAvailable);

    await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: pendingId, status: 'AVAILABLE' },
    });
    const first = await offer(b, buyOffer(pendingId));
    await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: pendingId, offerId: first.id, sellerId: a.id },
    });
    const late = await call(t.app, 'POST', '/marketplace/offer/create', { token: c.token, body: buyOffer(pendingId) });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MSG.noLongerAvailable);

    // Even if a manager puts the item back to AVAILABLE, the accepted offer still closes it.
    await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: pendingId, status: 'AVAILABLE' },
    });
    const stillClosed = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: c.token,
      body: buyOffer(pendingId),
    });
    expect(stillClosed.status).toBe(409);
  });

  it('answers 404 for an unknown item', async () => {
    const b = await member();
    const res = await call(t.app, 'POST', '/marketplace/offer/create', { token: b.token, body: buyOffer(99999) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.itemNotFound);
  });
});

describe('PATCH /marketplace/offer/accept', () => {
  it('accepts one offer, rejects the other pending ones, reserves the item and tells the buyers', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const d = await member();
    const item = await availableListing(a);
    const offerB = await offer(b, buyOffer(item.id));
    const offerC = await offer(c, exchangeOffer(item.id));
    const offerD = await offer(d, buyOffer(item.id, { offerPrice: 300 }));

    const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: item.id, offerId: offerB.id, sellerId: a.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.offerAcceptedToast);
    expect(res.body.data).toMatchObject({ id: item.id, status: 'RESERVED', hasAcceptedOffer: true });

    const stored = await offersOf(item.id);
    const statusOf = (id: number) => stored.find((o) => o.id === id)?.status;
    expect([statusOf(offerB.id), statusOf(offerC.id), statusOf(offerD.id)]).toEqual([
      'ACCEPTED',
      'REJECTED',
      'REJECTED',
    ]);
    expect((await itemRow(item.id)).status).toBe('RESERVED');
    expect(await inbox(b.id, 'OFFER_DECIDED')).toEqual([
      expect.objectContaining({
        title: MSG.yourOfferAccepted,
        body: `${a.fullName} accepted your offer on "${item.title}". Contact the seller to arrange the handover.`,
        url: `/marketplace/${item.id}`,
      }),
    ]);
    for (const loser of [c, d]) {
      expect(await inbox(loser.id, 'OFFER_DECIDED')).toEqual([
        expect.objectContaining({
          title: 'Your offer was not accepted',
          body: `"${item.title}" has been reserved for another buyer.`,
          url: `/marketplace/${item.id}`,
        }),
      ]);
    }
    expect(await inbox(a.id, 'OFFER_DECIDED')).toEqual([]);

    const second = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: item.id, offerId: offerC.id, sellerId: a.id },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MSG.offerAlreadyAccepted);
  });

  it('refuses anyone but the seller, whatever sellerId the body claims', async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const offerB = await offer(b, buyOffer(item.id));
    for (const caller of [b, mentor, admin]) {
      const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
        token: caller.token,
        body: { marketplaceId: item.id, offerId: offerB.id, sellerId: a.id },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.onlySellerAccepts);
    }
    expect((await offersOf(item.id))[0].status).toBe('PENDING');
    expect((await itemRow(item.id)).status).toBe('AVAILABLE');
  });

  it("refuses accepting another item's offer through your own item", async () => {
    const a = await member();
    const x = await member();
    const b = await member();
    const mine = await availableListing(a);
    const theirs = await availableListing(x);
    const foreign = await offer(b, buyOffer(theirs.id));
    const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: mine.id, offerId: foreign.id },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.offerNotFound);
    expect((await offersOf(theirs.id))[0].status).toBe('PENDING');
  });

  it('answers 404 for an item that does not exist and 409 for an offer accepted already', async () => {
    const a = await member();
    const item = await availableListing(a);
    const offerB = await offer(await member(), buyOffer(item.id));
    const unknown = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: 999999, offerId: offerB.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.itemNotFound);
    const accept = () =>
      call(t.app, 'PATCH', '/marketplace/offer/accept', {
        token: a.token,
        body: { marketplaceId: item.id, offerId: offerB.id },
      });
    expect((await accept()).status).toBe(200);
    const again = await accept();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.offerAlreadyAccepted);
  });

  it('refuses accepting on an item that is no longer AVAILABLE', async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const offerB = await offer(b, buyOffer(item.id));
    await call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body: { id: item.id, status: 'SOLD' } });
    const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: item.id, offerId: offerB.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.noLongerAvailable);
  });

  it('answers 400 for a malformed body and writes nothing', async () => {
    const a = await member();
    const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: a.token,
      body: { marketplaceId: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill out the Item field.');
  });
});

// On PostgreSQL these run truly in parallel; on PGlite the single connection serializes them, and the
// outcome must be the same.
describe('races', () => {
  it('20 concurrent accepts for 20 different offers: exactly one wins', async () => {
    const a = await member();
    const item = await availableListing(a);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => member()));
    const offers: TMarketplaceOffer[] = [];
    for (const b of buyers) offers.push(await offer(b, buyOffer(item.id)));

    const results = await Promise.all(
      offers.map((o) =>
        call(t.app, 'PATCH', '/marketplace/offer/accept', {
          token: a.token,
          body: { marketplaceId: item.id, offerId: o.id, sellerId: a.id },
        }),
      ),
    );
    const wins = results.filter((r) => r.status >= 200 && r.status < 300);
    expect(wins).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MSG.offerAlreadyAccepted);
    const stored = await offersOf(item.id);
    expect(stored.filter((o) => o.status === 'ACCEPTED')).toHaveLength(1);
    expect(stored.filter((o) => o.status === 'REJECTED')).toHaveLength(19);
    expect((await itemRow(item.id)).status).toBe('RESERVED');
  });

  it('20 concurrent offers by one buyer: exactly one stored', async () => {
    const a = await member();
    const b = await member();
    const item = await availableListing(a);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/marketplace/offer/create', {
          token: b.token,
          body: buyOffer(item.id, { offerPrice: 100 + i }),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MSG.alreadyOffered);
    expect(await offersOf(item.id)).toHaveLength(1);
    expect(await inbox(a.id, 'OFFER_RECEIVED')).toHaveLength(1);
  });

  it('offers racing an accept never leave a PENDING offer on a reserved item', async () => {
    const a = await member();
    const item = await availableListing(a);
    const first = await offer(await member(), buyOffer(item.id));
    const latecomers = await Promise.all(Array.from({ length: 10 }, () => member()));
    await Promise.all([
      call(t.app, 'PATCH', '/marketplace/offer/accept', {
        token: a.token,
        body: { marketplaceId: item.id, offerId: first.id },
      }),
      ...latecomers.map((b) =>
        call(t.app, 'POST', '/marketplace/offer/create', { token: b.token, body: buyOffer(item.id) }),
      ),
    ]);
    const stored = await offersOf(item.id);
    expect(stored.filter((o) => o.status === 'ACCEPTED')).toHaveLength(1);
    expect(stored.filter((o) => o.status === 'PENDING')).toHaveLength(0);
  });
});

describe("marketplace notices in the recipient's language (decision 030)", () => {
  it('tells a seller who chose Bangla that the listing is live in Bangla, an English seller in English', async () => {
    const bangla = await member({ language: 'bn' });
    const english = await member({ language: 'en' });
    const live = { bangla: await availableListing(bangla), english: await availableListing(english) };
    expect(await inbox(bangla.id, 'LISTING_REVIEWED')).toEqual([
      expect.objectContaining({
        title: 'আপনার বিজ্ঞাপন এখন সবাই দেখতে পাচ্ছেন',
        body: `"${live.bangla.title}" অনুমোদিত হয়েছে, এখন মার্কেটপ্লেসে দেখা যাচ্ছে।`,
      }),
    ]);
    expect(await inbox(english.id, 'LISTING_REVIEWED')).toEqual([
      expect.objectContaining({
        title: 'Your listing is live',
        body: `"${live.english.title}" was approved and is now visible in the marketplace.`,
      }),
    ]);
  });

  it('tells a Bangla seller of a price offer in Bangla with Bengali digits; the buyer name stays as written', async () => {
    const bangla = await member({ language: 'bn' });
    const english = await member({ language: 'en' });
    const buyer = await member({ fullName: 'Buyer Nusrat' });
    const items = { bangla: await availableListing(bangla), english: await availableListing(english) };
    await offer(buyer, buyOffer(items.bangla.id, { offerPrice: 1250 }));
    await offer(buyer, buyOffer(items.english.id, { offerPrice: 1250 }));
    expect(await inbox(bangla.id, 'OFFER_RECEIVED')).toEqual([
      expect.objectContaining({
        title: 'নতুন দামের প্রস্তাব',
        body: `Buyer Nusrat "${items.bangla.title}"-এর জন্য ৳১২৫০ দাম প্রস্তাব করেছেন।`,
      }),
    ]);
    expect(await inbox(english.id, 'OFFER_RECEIVED')).toEqual([
      expect.objectContaining({
        title: 'New price offer',
        body: `Buyer Nusrat offered ৳1250 for "${items.english.title}".`,
      }),
    ]);
  });
});
