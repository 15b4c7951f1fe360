import { IDEA_STATUSES, type IdeaStatus } from '@campus/shared/enums';
import { doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { users } from './users';

export const ideaStatusEnum = pgEnum('idea_status', IDEA_STATUSES);

export const ideaCategories = pgTable('idea_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('idea_categories_name_uq'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    problem: text('problem').notNull(),
    solution: text('solution').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ideaCategories.id, { onDelete: 'restrict' }),
    /** 8:4 cover image URL from POST /upload (an image column the upload sweep must know about). */
    coverPic: text('cover_pic').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: ideaStatusEnum('status').notNull().default('SUBMITTED'),
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** log10(votes + 1) + epoch(createdAt) / IDEA_TRENDING_SECONDS_PER_TENFOLD, rewritten with each vote. */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    feedback: text('feedback'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    timeline: jsonb('timeline').$type<{ status: IdeaStatus; at: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ideas_trending_idx').on(t.trendingScore.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ideas_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ideas_votes_idx').on(t.voteCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ideas_author_created_idx').on(t.authorId, t.createdAt),
    index('ideas_status_created_idx').on(t.status, t.createdAt),
    index('ideas_category_idx').on(t.categoryId),
  ],
);

/** One vote per member per idea: the primary key refuses a second, whatever the concurrency. */
export const ideaVotes = pgTable(
  'idea_votes',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idea_votes_pk', columns: [t.ideaId, t.userId] }),
    index('idea_votes_user_idx').on(t.userId),
  ],
);

export const ideaComments = pgTable(
  'idea_comments',
  {
    id: serial('id').primaryKey(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idea_comments_idea_created_idx').on(t.ideaId, t.createdAt)],
);
