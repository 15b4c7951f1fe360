import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, listingStatusEnum, listingTypeEnum, offerStatusEnum, offerTypeEnum, updatedAt } from './common';
import { users } from './users';

export const marketplaceCategories = pgTable('marketplace_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('marketplace_categories_name_uq'),
  coverPic: text('cover_pic').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverPic: text('cover_pic').notNull(),
    type: listingTypeEnum('type').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    exchangeFor: text('exchange_for'),
    status: listingStatusEnum('status').notNull().default('PENDING'),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => marketplaceCategories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplace_items_status_created_idx').on(t.status, t.createdAt),
    // Pages in (created_at, id) order found from the index alone (the deferred join of findItemPage); the title
    // rides along so a search that walks it checks titles without visiting the table (decision 034: a common
    // word's second page of 100, 12 ms → 1.4 ms).
    index('marketplace_items_status_created_id_idx').on(t.status, t.createdAt, t.id, t.title),
    index('marketplace_items_created_id_idx').on(t.createdAt, t.id),
    index('marketplace_items_status_type_created_idx').on(t.status, t.type, t.createdAt, t.id),
    index('marketplace_items_seller_created_idx').on(t.sellerId, t.createdAt),
    // The member app filters by category: pages read in (created_at, id) order from the index alone, a deep page
    // included, and the total counted from it (decision 034: 4.4 ms → 0.5 ms at offset 3 000).
    index('marketplace_items_status_category_created_idx').on(t.status, t.categoryId, t.createdAt, t.id),
    // "Accepts BUY / EXCHANGE" (type in two values) cannot walk a (status, type, …) index in created_at order:
    // one partial index per filter can (decision 034: page at offset 20 000 19 ms → 2.7 ms).
    index('marketplace_items_buyable_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'AVAILABLE' and ${t.type} in ('SALE', 'BOTH')`),
    index('marketplace_items_exchangeable_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'AVAILABLE' and ${t.type} in ('EXCHANGE', 'BOTH')`),
    index('marketplace_items_category_idx').on(t.categoryId),
    // searchTerm is a case-insensitive contains (ILIKE '%…%'): a trigram index serves it (decision 015).
    index('marketplace_items_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const marketplaceOffers = pgTable(
  'marketplace_offers',
  {
    id: serial('id').primaryKey(),
    marketplaceId: integer('marketplace_id')
      .notNull()
      .references(() => marketplaceItems.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: offerTypeEnum('type').notNull(),
    offerPrice: numeric('offer_price', { precision: 12, scale: 2, mode: 'number' }),
    offerItemTitle: text('offer_item_title'),
    offerItemDescription: text('offer_item_description'),
    offerItemImage: text('offer_item_image'),
    buyerName: text('buyer_name').notNull(),
    buyerProfilePic: text('buyer_profile_pic'),
    status: offerStatusEnum('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One offer per buyer per item, and at most one ACCEPTED offer per item: the database itself refuses a race.
    uniqueIndex('marketplace_offers_item_buyer_uq').on(t.marketplaceId, t.buyerId),
    uniqueIndex('marketplace_offers_one_accepted_uq').on(t.marketplaceId).where(sql`${t.status} = 'ACCEPTED'`),
    index('marketplace_offers_buyer_idx').on(t.buyerId),
  ],
);
