import type { TIdea, TIdeaCategory, TIdeaComment } from '@campus/shared/schemas/ideas';
import type { ideaCategories } from '../../db/schema/index';
import type { findComment, IdeaRow } from './ideas.repository';

type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** An idea as the wire carries it: public author fields only; `myVote` only for a signed-in caller. */
export function presentIdea(row: IdeaRow, myVote?: boolean): TIdea {
  const { idea } = row;
  return {
    id: idea.id,
    title: idea.title,
    problem: idea.problem,
    solution: idea.solution,
    coverPic: idea.coverPic,
    status: idea.status,
    category: row.category,
    author: row.author,
    voteCount: idea.voteCount,
    commentCount: idea.commentCount,
    ...(myVote === undefined ? {} : { myVote }),
    feedback: idea.feedback,
    reviewedBy: row.reviewer?.id ? row.reviewer : null,
    timeline: idea.timeline,
    createdAt: idea.createdAt.toISOString(),
    updatedAt: idea.updatedAt.toISOString(),
  };
}

export function presentComment(row: CommentRow): TIdeaComment {
  return {
    id: row.comment.id,
    ideaId: row.comment.ideaId,
    body: row.comment.body,
    author: row.author,
    createdAt: row.comment.createdAt.toISOString(),
  };
}

export function presentIdeaCategory(row: typeof ideaCategories.$inferSelect): TIdeaCategory {
  return { id: row.id, name: row.name };
}
