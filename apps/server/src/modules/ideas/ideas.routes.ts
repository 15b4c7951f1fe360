import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZCreateIdeaCategoryRequest,
  ZCreateIdeaCommentRequest,
  ZCreateIdeaRequest,
  ZDeletedId,
  ZIdea,
  ZIdeaCategory,
  ZIdeaComment,
  ZIdeaCommentParams,
  ZIdeaTableQuery,
  ZReviewIdeaRequest,
  ZUpdateIdeaCategoryRequest,
  ZUpdateIdeaRequest,
} from '@campus/shared/schemas/ideas';
import { ZLeaderboardHistoryQuery } from '@campus/shared/schemas/leaderboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { categoryRoutes } from '../categories/category.routes';
import {
  addIdeaComment,
  createIdea,
  createIdeaCategory,
  deleteIdea,
  deleteIdeaCategory,
  deleteIdeaComment,
  findIdeaCategories,
  findIdeaComments,
  findIdeas,
  getIdea,
  reviewIdea,
  unvoteIdea,
  updateIdea,
  updateIdeaCategory,
  voteIdea,
} from './ideas.service';

const tags = ['ideas'];

/** Business Ideas (issue 21): submit, vote, comment, review. */
export async function ideasRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/idea/create',
    { config: { access: 'signedIn' }, schema: { tags, body: ZCreateIdeaRequest, response: { 201: okSchema(ZIdea) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createIdea(ctx, currentUser(request), request.body), IDEA_MSG.ideaSubmitted)),
  );

  r.patch(
    '/idea/update',
    { config: { access: 'signedIn' }, schema: { tags, body: ZUpdateIdeaRequest, response: { 200: okSchema(ZIdea) } } },
    async (request) => ok(await updateIdea(ctx, currentUser(request), request.body), IDEA_MSG.ideaUpdated),
  );

  r.patch(
    '/idea/review',
    {
      config: { access: 'reviewIdeas' },
      schema: { tags, body: ZReviewIdeaRequest, response: { 200: okSchema(ZIdea) } },
    },
    async (request) =>
      ok(await reviewIdea(ctx, currentUser(request), auditActorOf(request), request.body), IDEA_MSG.ideaReviewed),
  );

  r.get(
    '/idea/table',
    {
      config: { access: 'public', cache: 'viewer' },
      schema: { tags, querystring: ZIdeaTableQuery, response: { 200: okListSchema(ZIdea) } },
    },
    async (request) => {
      const { data, meta } = await findIdeas(ctx, request.user, request.query);
      return okList(data, meta);
    },
  );

  categoryRoutes(app, {
    path: '/idea/category',
    tags,
    row: ZIdeaCategory,
    list: {
      access: 'public',
      cache: 'shared',
      async run() {
        const rows = await findIdeaCategories(ctx);
        return { rows, meta: { page: 1, limit: rows.length, total: rows.length } };
      },
    },
    create: {
      access: 'manageIdeaCategories',
      body: ZCreateIdeaCategoryRequest,
      run: (actor, body) => createIdeaCategory(ctx, actor, body.name),
    },
    update: {
      access: 'manageIdeaCategories',
      body: ZUpdateIdeaCategoryRequest,
      run: (actor, body) => updateIdeaCategory(ctx, actor, body.id, body.name),
    },
    delete: {
      access: 'manageIdeaCategories',
      message: IDEA_MSG.ideaCategoryDeleted,
      run: (actor, id) => deleteIdeaCategory(ctx, actor, id),
    },
  });

  r.delete(
    '/idea/:id',
    { config: { access: 'signedIn' }, schema: { tags, params: ZIdParam, response: { 200: okSchema(ZDeletedId) } } },
    async (request) =>
      ok(await deleteIdea(ctx, currentUser(request), auditActorOf(request), request.params.id), IDEA_MSG.ideaDeleted),
  );

  r.post(
    '/idea/:id/vote',
    { config: { access: 'signedIn' }, schema: { tags, params: ZIdParam, response: { 200: okSchema(ZIdea) } } },
    async (request) => ok(await voteIdea(ctx, currentUser(request), request.params.id), IDEA_MSG.voted),
  );

  r.delete(
    '/idea/:id/vote',
    { config: { access: 'signedIn' }, schema: { tags, params: ZIdParam, response: { 200: okSchema(ZIdea) } } },
    async (request) => ok(await unvoteIdea(ctx, currentUser(request), request.params.id), IDEA_MSG.voteRemoved),
  );

  r.get(
    '/idea/:id/comments',
    {
      config: { access: 'public', cache: 'viewer' },
      schema: {
        tags,
        params: ZIdParam,
        querystring: ZLeaderboardHistoryQuery,
        response: { 200: okListSchema(ZIdeaComment) },
      },
    },
    async (request) => {
      const { data, meta } = await findIdeaComments(ctx, request.params.id, request.query.page, request.query.limit);
      return okList(data, meta);
    },
  );

  r.post(
    '/idea/:id/comment',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        params: ZIdParam,
        body: ZCreateIdeaCommentRequest,
        response: { 201: okSchema(ZIdeaComment) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await addIdeaComment(ctx, currentUser(request), request.params.id, request.body.body),
            IDEA_MSG.commentAdded,
          ),
        ),
  );

  r.delete(
    '/idea/:id/comment/:commentId',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZIdeaCommentParams, response: { 200: okSchema(ZDeletedId) } },
    },
    async (request) =>
      ok(
        await deleteIdeaComment(ctx, currentUser(request), request.params.id, request.params.commentId),
        IDEA_MSG.commentDeleted,
      ),
  );

  r.get(
    '/idea/:id',
    {
      config: { access: 'public', cache: 'viewer' },
      schema: { tags, params: ZIdParam, response: { 200: okSchema(ZIdea) } },
    },
    async (request) => ok(await getIdea(ctx, request.user, request.params.id)),
  );
}
