import { z } from 'zod';
import { IDEA_PAGE_SIZE, STRING_MAX } from '../constants';
import { IDEA_SORTS, IDEA_STATUSES } from '../enums';
import { IDEA_MSG } from '../messages-ideas';
import { imageUrl, requiredEnum, requiredId, requiredText, VALIDATION_MSG } from './fields';

const ideaFields = {
  title: requiredText('Title', 120),
  problem: requiredText('Problem', 4000),
  solution: requiredText('Solution', 4000),
  categoryId: requiredId('Category'),
  /** 8:4 cover cropped on the client and stored through POST /upload. */
  coverPic: imageUrl('Cover Picture'),
};

/** POST /idea/create: the author comes from the token. */
export const ZCreateIdeaRequest = z.object(ideaFields);
export type TCreateIdeaRequest = z.infer<typeof ZCreateIdeaRequest>;

/** PATCH /idea/update: the author edits while SUBMITTED. */
export const ZUpdateIdeaRequest = z
  .object(ideaFields)
  .partial()
  .extend({ id: requiredId('Id') });
export type TUpdateIdeaRequest = z.infer<typeof ZUpdateIdeaRequest>;

/** PATCH /idea/review: a later status; feedback required for INCUBATING and DECLINED. */
export const ZReviewIdeaRequest = z
  .object({
    id: requiredId('Id'),
    status: requiredEnum(['UNDER_REVIEW', 'INCUBATING', 'DECLINED'] as const, 'Status'),
    feedback: z.string({ error: IDEA_MSG.ideaFeedbackRequired }).trim().max(STRING_MAX.long).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.status === 'INCUBATING' || v.status === 'DECLINED') && !v.feedback) {
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: IDEA_MSG.ideaFeedbackRequired });
    }
  });
export type TReviewIdeaRequest = z.infer<typeof ZReviewIdeaRequest>;

export const ZIdeaTableQuery = z.object({
  page: z.coerce.number().int().min(1, VALIDATION_MSG.mustBeOneOrMore('page')).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, VALIDATION_MSG.mustBeBetween('limit', 1, 100))
    .max(100, VALIDATION_MSG.mustBeBetween('limit', 1, 100))
    .default(IDEA_PAGE_SIZE),
  sortBy: z
    .enum(IDEA_SORTS, { error: VALIDATION_MSG.mustBeOneOf('sortBy', IDEA_SORTS.join(', ')) })
    .default('trending'),
  status: z.enum(IDEA_STATUSES, { error: VALIDATION_MSG.mustBeOneOf('status', IDEA_STATUSES.join(', ')) }).optional(),
  categoryId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('categoryId')).optional(),
  authorId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('authorId')).optional(),
  searchTerm: z.string().trim().max(200).optional(),
});
export type TIdeaTableQuery = z.infer<typeof ZIdeaTableQuery>;

export const ZCreateIdeaCommentRequest = z.object({ body: requiredText('Comment', 2000) });
export type TCreateIdeaCommentRequest = z.infer<typeof ZCreateIdeaCommentRequest>;
export const ZIdeaCommentParams = z.object({ id: requiredId('id'), commentId: requiredId('commentId') });

export const ZCreateIdeaCategoryRequest = z.object({ name: requiredText('Name', 60) });
export const ZUpdateIdeaCategoryRequest = ZCreateIdeaCategoryRequest.extend({ id: requiredId('Id') });
export type TCreateIdeaCategoryRequest = z.infer<typeof ZCreateIdeaCategoryRequest>;
export type TUpdateIdeaCategoryRequest = z.infer<typeof ZUpdateIdeaCategoryRequest>;

// Response shapes: the routes declare them (okSchema/okListSchema), so a field not named here never reaches the wire.

export const ZIdeaCategory = z.object({ id: z.number(), name: z.string() });
export type TIdeaCategory = z.infer<typeof ZIdeaCategory>;

export const ZIdeaAuthor = z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() });
export type TIdeaAuthor = z.infer<typeof ZIdeaAuthor>;

export const ZIdeaStatusChange = z.object({ status: z.enum(IDEA_STATUSES), at: z.string() });
export type TIdeaStatusChange = z.infer<typeof ZIdeaStatusChange>;

export const ZIdea = z.object({
  id: z.number(),
  title: z.string(),
  problem: z.string(),
  solution: z.string(),
  coverPic: z.string(),
  status: z.enum(IDEA_STATUSES),
  category: ZIdeaCategory,
  author: ZIdeaAuthor,
  voteCount: z.number(),
  commentCount: z.number(),
  /** Present for a signed-in caller. */
  myVote: z.boolean().optional(),
  feedback: z.string().nullable(),
  reviewedBy: ZIdeaAuthor.nullable(),
  timeline: z.array(ZIdeaStatusChange),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIdea = z.infer<typeof ZIdea>;

export const ZIdeaComment = z.object({
  id: z.number(),
  ideaId: z.number(),
  body: z.string(),
  author: ZIdeaAuthor,
  createdAt: z.string(),
});
export type TIdeaComment = z.infer<typeof ZIdeaComment>;

/** What a delete answers: the id of the row that is gone. */
export const ZDeletedId = z.object({ id: z.number() });
