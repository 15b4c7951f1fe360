import { IDEA_TRENDING_SECONDS_PER_TENFOLD } from '@campus/shared/constants';
import type { IdeaSort, IdeaStatus } from '@campus/shared/enums';
import { aliasedTable, and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ideaCategories, ideaComments, ideas, ideaVotes, users } from '../../db/schema/index';
import { pageOffset, searchAny } from '../../http/query';

const reviewers = aliasedTable(users, 'reviewers');
const publicUser = (t: typeof users) => ({
  id: t.id,
  fullName: t.fullName,
  profilePic: sql<string | null>`coalesce(${t.profilePic}, ${t.gmailPic})`,
});

export interface IdeaRow {
  idea: typeof ideas.$inferSelect;
  author: { id: number; fullName: string; profilePic: string | null };
  category: { id: number; name: string };
  reviewer: { id: number; fullName: string; profilePic: string | null } | null;
}

function selectIdeas(db: DbOrTx) {
  return db
    .select({
      idea: ideas,
      author: publicUser(users),
      category: { id: ideaCategories.id, name: ideaCategories.name },
      reviewer: publicUser(reviewers),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .innerJoin(ideaCategories, eq(ideaCategories.id, ideas.categoryId))
    .leftJoin(reviewers, eq(reviewers.id, ideas.reviewedById));
}

/** The trending score as of now for an idea created at `createdAt` with `votes` votes. */
export function trendingScore(votes: number, createdAt: Date) {
  return Math.log10(Math.max(votes, 0) + 1) + createdAt.getTime() / 1000 / IDEA_TRENDING_SECONDS_PER_TENFOLD;
}
const trendingSql = (votes: SQL) =>
  sql`log(greatest(${votes}, 0) + 1) + extract(epoch from ${ideas.createdAt}) / ${IDEA_TRENDING_SECONDS_PER_TENFOLD}`;

export async function findIdea(db: DbOrTx, id: number): Promise<IdeaRow | undefined> {
  const [row] = await selectIdeas(db).where(eq(ideas.id, id));
  return row;
}

export async function lockIdea(db: DbOrTx, id: number) {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id)).for('update');
  return row;
}

export interface IdeaFilter {
  status?: IdeaStatus;
  categoryId?: number;
  authorId?: number;
  searchTerm?: string;
}

function ideaWhere(filter: IdeaFilter): SQL | undefined {
  return and(
    filter.status ? eq(ideas.status, filter.status) : filter.authorId ? undefined : ne(ideas.status, 'DECLINED'),
    filter.categoryId ? eq(ideas.categoryId, filter.categoryId) : undefined,
    filter.authorId ? eq(ideas.authorId, filter.authorId) : undefined,
    searchAny(filter.searchTerm, [ideas.title, ideas.problem]),
  );
}

const ORDER: Record<IdeaSort, SQL[]> = {
  trending: [desc(ideas.trendingScore), desc(ideas.id)],
  newest: [desc(ideas.createdAt), desc(ideas.id)],
  top: [desc(ideas.voteCount), desc(ideas.id)],
};

export async function findIdeaPage(db: DbOrTx, filter: IdeaFilter, sort: IdeaSort, page: number, limit: number) {
  const where = ideaWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectIdeas(db)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(pageOffset(page, limit)) as Promise<IdeaRow[]>,
    db.select({ total: count() }).from(ideas).where(where),
  ]);
  return { rows, total };
}

export async function insertIdea(db: DbOrTx, values: typeof ideas.$inferInsert) {
  const [row] = await db.insert(ideas).values(values).returning({ id: ideas.id });
  return row;
}

/** Writes only while the idea is still SUBMITTED: a review racing the edit wins cleanly. */
export async function updateSubmittedIdea(db: DbOrTx, id: number, values: Partial<typeof ideas.$inferInsert>) {
  const [row] = await db
    .update(ideas)
    .set(values)
    .where(and(eq(ideas.id, id), eq(ideas.status, 'SUBMITTED')))
    .returning({ id: ideas.id });
  return row;
}

export async function updateIdea(db: DbOrTx, id: number, values: Partial<typeof ideas.$inferInsert>) {
  await db.update(ideas).set(values).where(eq(ideas.id, id));
}

/** One pending (SUBMITTED) idea per author: callers hold the author's advisory lock while they check and insert. */
export async function lockAuthorIdeas(db: DbOrTx, authorId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(7271, ${authorId}::int)`);
}

export async function hasSubmittedIdea(db: DbOrTx, authorId: number) {
  const [row] = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.authorId, authorId), eq(ideas.status, 'SUBMITTED')))
    .limit(1);
  return Boolean(row);
}

/** Deletes the idea; its votes and comments go with it (foreign keys ON DELETE CASCADE). */
export async function deleteIdea(db: DbOrTx, id: number) {
  await db.delete(ideas).where(eq(ideas.id, id));
}

/** Stores the vote once (the primary key refuses a repeat) and moves the count only when it did. */
export async function addVote(db: DbOrTx, ideaId: number, userId: number) {
  const inserted = await db.insert(ideaVotes).values({ ideaId, userId }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  await db
    .update(ideas)
    .set({
      voteCount: sql`${ideas.voteCount} + 1`,
      trendingScore: trendingSql(sql`${ideas.voteCount} + 1`),
    })
    .where(eq(ideas.id, ideaId));
  return true;
}

export async function removeVote(db: DbOrTx, ideaId: number, userId: number) {
  const deleted = await db
    .delete(ideaVotes)
    .where(and(eq(ideaVotes.ideaId, ideaId), eq(ideaVotes.userId, userId)))
    .returning();
  if (deleted.length === 0) return false;
  await db
    .update(ideas)
    .set({
      voteCount: sql`${ideas.voteCount} - 1`,
      trendingScore: trendingSql(sql`${ideas.voteCount} - 1`),
    })
    .where(eq(ideas.id, ideaId));
  return true;
}

export async function findVotedIdeaIds(db: DbOrTx, userId: number, ideaIds: number[]) {
  if (ideaIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ ideaId: ideaVotes.ideaId })
    .from(ideaVotes)
    .where(and(eq(ideaVotes.userId, userId), inArray(ideaVotes.ideaId, ideaIds)));
  return new Set(rows.map((r) => r.ideaId));
}

// Comments

export async function findComments(db: DbOrTx, ideaId: number, page: number, limit: number) {
  const where = eq(ideaComments.ideaId, ideaId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ comment: ideaComments, author: publicUser(users) })
      .from(ideaComments)
      .innerJoin(users, eq(users.id, ideaComments.authorId))
      .where(where)
      .orderBy(asc(ideaComments.createdAt), asc(ideaComments.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(ideaComments).where(where),
  ]);
  return { rows, total };
}

export async function findComment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ comment: ideaComments, author: publicUser(users) })
    .from(ideaComments)
    .innerJoin(users, eq(users.id, ideaComments.authorId))
    .where(eq(ideaComments.id, id));
  return row;
}

export async function insertComment(db: DbOrTx, values: typeof ideaComments.$inferInsert) {
  const [row] = await db.insert(ideaComments).values(values).returning({ id: ideaComments.id });
  await db
    .update(ideas)
    .set({ commentCount: sql`${ideas.commentCount} + 1` })
    .where(eq(ideas.id, values.ideaId));
  return row;
}

export async function deleteComment(db: DbOrTx, id: number, ideaId: number) {
  const deleted = await db.delete(ideaComments).where(eq(ideaComments.id, id)).returning({ id: ideaComments.id });
  if (deleted.length) {
    await db
      .update(ideas)
      .set({ commentCount: sql`${ideas.commentCount} - 1` })
      .where(eq(ideas.id, ideaId));
  }
  return deleted.length > 0;
}

// Categories

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(ideaCategories).where(eq(ideaCategories.id, id));
  return row;
}

export async function findCategories(db: DbOrTx) {
  return db.select().from(ideaCategories).orderBy(asc(ideaCategories.name));
}

export async function insertCategory(db: DbOrTx, name: string) {
  const [row] = await db.insert(ideaCategories).values({ name }).returning();
  return row;
}

export async function deleteCategory(db: DbOrTx, id: number) {
  const [row] = await db.delete(ideaCategories).where(eq(ideaCategories.id, id)).returning();
  return row;
}

export async function countIdeasInCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db.select({ n: count() }).from(ideas).where(eq(ideas.categoryId, categoryId));
  return row.n;
}

export async function updateCategory(db: DbOrTx, id: number, name: string) {
  const [row] = await db.update(ideaCategories).set({ name }).where(eq(ideaCategories.id, id)).returning();
  return row;
}
