import { LISTING_STATUSES, LISTING_TYPES, OFFER_STATUSES } from '@campus/shared/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceCategories, marketplaceItems, marketplaceOffers, users } from '../../db/schema/index';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db, t.config);
});
afterAll(() => t.close());

describe('marketplace demo data', () => {
  it('has the six categories with covers and a few dozen listings in every type and status', async () => {
    const categories = await t.db.select().from(marketplaceCategories);
    expect(categories.map((c) => c.name).sort()).toEqual(
      [
        'Calculators & Electronics',
        'Hostel Essentials',
        'Lab Equipment',
        'Notes & Guides',
        'Stationery',
        'Textbooks',
      ].sort(),
    );
    expect(categories.every((c) => c.coverPic.startsWith('/uploads/demo/'))).toBe(true);
    const items = await t.db.select().from(marketplaceItems);
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (const status of LISTING_STATUSES) expect(items.some((i) => i.status === status)).toBe(true);
    for (const type of LISTING_TYPES) expect(items.some((i) => i.type === type)).toBe(true);
  });

  it('keeps the marketplace rules: prices, one pending listing per seller, one accepted offer per decided item', async () => {
    const items = await t.db.select().from(marketplaceItems);
    const offers = await t.db.select().from(marketplaceOffers);
    for (const status of OFFER_STATUSES) expect(offers.some((o) => o.status === status)).toBe(true);
    for (const item of items) {
      if (item.type !== 'EXCHANGE') expect(item.price).toBeGreaterThan(0);
      if (item.type !== 'SALE') expect(item.exchangeFor).toBeTruthy();
      const accepted = offers.filter((o) => o.marketplaceId === item.id && o.status === 'ACCEPTED');
      expect(accepted.length).toBe(item.status === 'RESERVED' || item.status === 'SOLD' ? 1 : 0);
      expect(offers.some((o) => o.marketplaceId === item.id && o.buyerId === item.sellerId)).toBe(false);
    }
    const pendingBySeller = new Map<number, number>();
    for (const i of items.filter((x) => x.status === 'PENDING')) {
      pendingBySeller.set(i.sellerId, (pendingBySeller.get(i.sellerId) ?? 0) + 1);
    }
    expect([...pendingBySeller.values()].every((n) => n === 1)).toBe(true);
  });

  it('leaves the demo member and citizen free to post, each with a listing and an accepted offer', async () => {
    const people = await t.db.select().from(users);
    const items = await t.db.select().from(marketplaceItems);
    const offers = await t.db.select().from(marketplaceOffers);
    for (const email of ['member@campus.test', 'citizen@campus.test']) {
      const id = people.find((p) => p.email === email)?.id;
      expect(items.some((i) => i.sellerId === id)).toBe(true);
      expect(items.some((i) => i.sellerId === id && i.status === 'PENDING')).toBe(false);
      expect(offers.some((o) => o.buyerId === id && o.status === 'ACCEPTED')).toBe(true);
    }
  });
});
