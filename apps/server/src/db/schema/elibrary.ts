import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, libraryStatusEnum, updatedAt } from './common';
import { users } from './users';

export const libraryCategories = pgTable('library_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('library_categories_name_uq'),
  coverPic: text('cover_pic').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => libraryCategories.id, { onDelete: 'restrict' }),
    externalLink: text('external_link'),
    status: libraryStatusEnum('status').notNull().default('PENDING'),
    /** Gallery image URLs; on the wire `description` is these joined by commas (product §9). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Pages in (created_at, id) and (lower(title), id) order from the index alone; the title rides along so a
    // search walking either index checks titles without visiting the table (decision 034).
    index('library_items_status_created_idx').on(t.status, t.createdAt, t.id, t.title),
    index('library_items_status_title_idx').on(t.status, t.title),
    // Titles sort case-insensitively (elibrary.repository): this serves "sort by title" pages in order.
    index('library_items_status_lower_title_idx').on(t.status, sql`lower(${t.title})`, t.id, t.title),
    // The same two orders inside one category (a third of the campus mix's library searches name one): at 10×
    // the data a category's search page walked thousands of other categories' rows through the table.
    index('library_items_status_category_created_idx').on(t.status, t.categoryId, t.createdAt, t.id, t.title),
    index('library_items_status_category_lower_title_idx').on(
      t.status,
      t.categoryId,
      sql`lower(${t.title})`,
      t.id,
      t.title,
    ),
    index('library_items_category_idx').on(t.categoryId),
    index('library_items_author_idx').on(t.authorId),
    // searchTerm (`lower(title) LIKE lower('%…%')`, searchLowered) through a trigram index of the lowered title
    // (decisions 015 and 051): the same expression the title order's indexes hold, so a walk in title order tests
    // each entry's key without folding its case again.
    index('library_items_lower_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);
