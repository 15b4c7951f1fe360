import type { IdeaStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { IDEA_STATUS_WORD, NOTICE_MSG } from '@campus/shared/messages-notices';
import { can } from '@campus/shared/permissions';
import type {
  TCreateIdeaRequest,
  TIdeaTableQuery,
  TReviewIdeaRequest,
  TUpdateIdeaRequest,
} from '@campus/shared/schemas/ideas';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { type AuditActor, diffChanges, recordAudit } from '../audit/audit.recorder';
import { createAuditedCategory, deleteUnusedCategory, updateAuditedCategory } from '../categories/category.service';
import { awardPoints, reversePoints } from '../leaderboard/points';
import { presentComment, presentIdea, presentIdeaCategory } from './ideas.presenter';
import * as repo from './ideas.repository';

type Viewer = Pick<AuthUser, 'id' | 'role'> | null;

const ideaNotFound = () => new AppError('NOT_FOUND', IDEA_MSG.ideaNotFound);
const STATUS_ORDER: Record<IdeaStatus, number> = { SUBMITTED: 0, UNDER_REVIEW: 1, INCUBATING: 2, DECLINED: 2 };

async function ensureCategory(db: DbOrTx, id: number | undefined) {
  if (id !== undefined && !(await repo.findCategory(db, id))) throw badRequest(MSG.chooseCategory, 'categoryId');
}

async function presentOne(db: DbOrTx, id: number, viewer: Viewer) {
  const row = await repo.findIdea(db, id);
  if (!row) throw ideaNotFound();
  const myVote = viewer ? (await repo.findVotedIdeaIds(db, viewer.id, [id])).has(id) : undefined;
  return presentIdea(row, myVote);
}

/** A member submits an idea; one SUBMITTED idea per author waits for review at a time. */
export async function createIdea(ctx: AppContext, author: AuthUser, input: TCreateIdeaRequest) {
  await ensureCategory(ctx.db, input.categoryId);
  const createdAt = new Date();
  const { id } = await ctx.db.transaction(async (tx) => {
    await repo.lockAuthorIdeas(tx, author.id);
    if (await repo.hasSubmittedIdea(tx, author.id)) throw conflict(IDEA_MSG.pendingIdeaExists);
    return repo.insertIdea(tx, {
      ...input,
      authorId: author.id,
      status: 'SUBMITTED',
      createdAt,
      updatedAt: createdAt,
      trendingScore: repo.trendingScore(0, createdAt),
      timeline: [{ status: 'SUBMITTED', at: createdAt.toISOString() }],
    });
  });
  return presentOne(ctx.db, id, author);
}

/** The author edits their idea while it is SUBMITTED. */
export async function updateIdea(ctx: AppContext, author: AuthUser, input: TUpdateIdeaRequest) {
  const { id, ...changes } = input;
  const row = await repo.findIdea(ctx.db, id);
  if (!row) throw ideaNotFound();
  if (row.idea.authorId !== author.id) throw forbidden(IDEA_MSG.onlyAuthorEditsIdea);
  if (row.idea.status !== 'SUBMITTED') throw conflict(IDEA_MSG.ideaNotEditable);
  await ensureCategory(ctx.db, changes.categoryId);
  const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length && !(await repo.updateSubmittedIdea(ctx.db, id, values))) {
    throw conflict(IDEA_MSG.ideaNotEditable);
  }
  return presentOne(ctx.db, id, author);
}

export async function getIdea(ctx: AppContext, viewer: Viewer, id: number) {
  return presentOne(ctx.db, id, viewer);
}

/** Public list; DECLINED ideas appear only when asked for by status or on an author's own list. */
export async function findIdeas(ctx: AppContext, viewer: Viewer, query: TIdeaTableQuery) {
  const { rows, total } = await repo.findIdeaPage(ctx.db, query, query.sortBy, query.page, query.limit);
  const voted = viewer
    ? await repo.findVotedIdeaIds(
        ctx.db,
        viewer.id,
        rows.map((r) => r.idea.id),
      )
    : undefined;
  return {
    data: rows.map((r) => presentIdea(r, voted ? voted.has(r.idea.id) : undefined)),
    meta: { page: query.page, limit: query.limit, total },
  };
}

/** One vote per member per idea: a repeat answers 200 with the count unchanged. Authors cannot vote. */
export async function voteIdea(ctx: AppContext, voter: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findIdea(tx, id);
    if (!row) throw ideaNotFound();
    if (row.idea.authorId === voter.id) throw forbidden(IDEA_MSG.ownIdeaVote);
    await repo.addVote(tx, id, voter.id);
  });
  return presentOne(ctx.db, id, voter);
}

export async function unvoteIdea(ctx: AppContext, voter: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findIdea(tx, id))) throw ideaNotFound();
    await repo.removeVote(tx, id, voter.id);
  });
  return presentOne(ctx.db, id, voter);
}

/**
 * MENTOR, TOP_TEN and ADMIN move a SUBMITTED or UNDER_REVIEW idea to a later status. Incubating earns the
 * author their points and the author hears about it; all in one transaction with the status change.
 */
export async function reviewIdea(ctx: AppContext, reviewer: AuthUser, actor: AuditActor, input: TReviewIdeaRequest) {
  await ctx.db.transaction(async (tx) => {
    const idea = await repo.lockIdea(tx, input.id);
    if (!idea) throw ideaNotFound();
    if (idea.authorId === reviewer.id) throw forbidden(MSG.forbidden);
    if (idea.status === 'INCUBATING' || idea.status === 'DECLINED') throw conflict(IDEA_MSG.ideaAlreadyDecided);
    if (STATUS_ORDER[input.status] <= STATUS_ORDER[idea.status])
      throw badRequest(IDEA_MSG.ideaStatusNotLater, 'status');
    const at = new Date();
    await repo.updateIdea(tx, idea.id, {
      status: input.status,
      feedback: input.feedback || idea.feedback,
      reviewedById: reviewer.id,
      timeline: [...idea.timeline, { status: input.status, at: at.toISOString() }],
    });
    if (input.status === 'INCUBATING') {
      await awardPoints(tx, { kind: 'IDEA_INCUBATING', sourceId: idea.id, userId: idea.authorId });
    }
    await recordAudit(tx, {
      actor,
      action: 'idea.review',
      target: { kind: 'idea', id: idea.id, title: idea.title },
      changes: diffChanges(
        { status: idea.status, feedback: idea.feedback },
        { status: input.status, feedback: input.feedback || undefined },
      ),
    });
    await ctx.notifier.notify(
      {
        to: [idea.authorId],
        category: 'IDEAS',
        title: NOTICE_MSG.ideaStatusTitle(IDEA_STATUS_WORD[input.status]),
        body: input.feedback
          ? NOTICE_MSG.ideaFeedbackBody(idea.title, input.feedback)
          : NOTICE_MSG.ideaStatusBody(idea.title, IDEA_STATUS_WORD[input.status]),
        url: `/ideas/${idea.id}`,
      },
      tx,
    );
  });
  return presentOne(ctx.db, input.id, reviewer);
}

/**
 * An author deletes their own idea while it is SUBMITTED; an ADMIN deletes any. The votes and comments go with
 * it, an Incubating idea's +20 is taken back with a reversing ledger row (decision 023), and the audit row is
 * written in the same transaction (decision 027).
 */
export async function deleteIdea(ctx: AppContext, caller: AuthUser, actor: AuditActor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const idea = await repo.lockIdea(tx, id);
    if (!idea) throw ideaNotFound();
    const isAdmin = can(caller.role, 'deleteAnyIdea');
    if (!isAdmin && idea.authorId !== caller.id) throw forbidden(IDEA_MSG.onlyAuthorDeletesIdea);
    if (!isAdmin && idea.status !== 'SUBMITTED') throw conflict(IDEA_MSG.ideaNotDeletable);
    const reversed = await reversePoints(tx, { kind: 'IDEA_INCUBATING', sourceId: id });
    await repo.deleteIdea(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'idea.delete',
      target: { kind: 'idea', id, title: idea.title },
      changes: [
        { field: 'status', from: idea.status, to: null },
        { field: 'votes', from: idea.voteCount, to: 0 },
        { field: 'comments', from: idea.commentCount, to: 0 },
        ...(reversed ? [{ field: 'points', from: 'IDEA_INCUBATING', to: 'reversed' }] : []),
      ],
    });
  });
  return { id };
}

// Comments

export async function findIdeaComments(ctx: AppContext, ideaId: number, page: number, limit: number) {
  if (!(await repo.findIdea(ctx.db, ideaId))) throw ideaNotFound();
  const { rows, total } = await repo.findComments(ctx.db, ideaId, page, limit);
  return { data: rows.map(presentComment), meta: { page, limit, total } };
}

export async function addIdeaComment(ctx: AppContext, author: AuthUser, ideaId: number, body: string) {
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await repo.findIdea(tx, ideaId))) throw ideaNotFound();
    return (await repo.insertComment(tx, { ideaId, authorId: author.id, body })).id;
  });
  const row = await repo.findComment(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', IDEA_MSG.commentNotFound);
  return presentComment(row);
}

/** Authors delete their own comments; reviewers delete any. */
export async function deleteIdeaComment(ctx: AppContext, caller: AuthUser, ideaId: number, commentId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findComment(tx, commentId);
    if (!row || row.comment.ideaId !== ideaId) throw new AppError('NOT_FOUND', IDEA_MSG.commentNotFound);
    if (row.comment.authorId !== caller.id && !can(caller.role, 'reviewIdeas')) {
      throw forbidden(IDEA_MSG.onlyAuthorDeletesComment);
    }
    await repo.deleteComment(tx, commentId, ideaId);
  });
  return { id: commentId };
}

// Categories

export async function findIdeaCategories(ctx: AppContext) {
  const rows = await repo.findCategories(ctx.db);
  return rows.map(presentIdeaCategory);
}

const CATEGORY_WRITES = {
  insert: (db: DbOrTx, values: { name: string }) => repo.insertCategory(db, values.name),
  find: repo.findCategory,
  update: (db: DbOrTx, id: number, values: { name?: string }) => repo.updateCategory(db, id, values.name ?? ''),
  kind: 'idea-category',
  nameTaken: MSG.categoryTaken,
  notFound: MSG.notFound('Category'),
} as const;

export async function createIdeaCategory(ctx: AppContext, actor: AuditActor, name: string) {
  return presentIdeaCategory(await createAuditedCategory(ctx, actor, CATEGORY_WRITES, { name }));
}

/** A category still used by an idea answers 409 naming how many; the foreign key (restrict) backs this up. */
export async function deleteIdeaCategory(ctx: AppContext, actor: AuditActor, id: number) {
  return deleteUnusedCategory(ctx, actor, id, {
    countUses: repo.countIdeasInCategory,
    remove: repo.deleteCategory,
    things: ['idea', 'ideas'],
    action: 'idea.category.delete',
    kind: 'idea-category',
  });
}

export async function updateIdeaCategory(ctx: AppContext, actor: AuditActor, id: number, name: string) {
  return presentIdeaCategory(await updateAuditedCategory(ctx, actor, CATEGORY_WRITES, id, { name }));
}
