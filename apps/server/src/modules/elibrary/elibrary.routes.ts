import { MSG } from '@campus/shared/messages';
import {
  ZCreateLibraryCategoryRequest,
  ZCreateLibraryItemRequest,
  ZLibraryCategoryTableQuery,
  ZLibraryTableQuery,
  ZUpdateLibraryCategoryRequest,
  ZUpdateLibraryItemRequest,
} from '@campus/shared/schemas/elibrary';
import { ZIdParam } from '@campus/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import {
  createLibraryCategory,
  createLibraryItem,
  findLibraryCategories,
  findLibraryItems,
  getLibraryItem,
  summarizeLibrary,
  updateLibraryCategory,
  updateLibraryItem,
} from './elibrary.service';

const tags = ['eLibrary'];

/** E-Library items and categories (product §7). Reads need a session; only managers see non-APPROVED items. */
export async function elibraryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/eLibrary/create',
    { config: { access: 'signedIn' }, schema: { tags, body: ZCreateLibraryItemRequest } },
    async (request, reply) => {
      const item = await createLibraryItem(ctx, currentUser(request), request.body);
      return reply.status(201).send(ok(item, MSG.eLibraryItemAdded));
    },
  );

  r.patch(
    '/eLibrary/update',
    { config: { access: 'manageLibrary' }, schema: { tags, body: ZUpdateLibraryItemRequest } },
    async (request) =>
      ok(
        await updateLibraryItem(ctx, currentUser(request), auditActorOf(request), request.body),
        MSG.eLibraryItemUpdated,
      ),
  );

  r.get(
    '/eLibrary/table',
    { config: { access: 'signedIn', cache: 'role' }, schema: { tags, querystring: ZLibraryTableQuery } },
    async (request) => {
      const { rows, meta } = await findLibraryItems(ctx, currentUser(request), request.query);
      return okList(rows, meta);
    },
  );

  r.get('/eLibrary/summary', { config: { access: 'manageLibrary', cache: 'shared' }, schema: { tags } }, async () =>
    ok(await summarizeLibrary(ctx)),
  );

  r.post(
    '/eLibrary/category/create',
    { config: { access: 'manageLibrary' }, schema: { tags, body: ZCreateLibraryCategoryRequest } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createLibraryCategory(ctx, auditActorOf(request), request.body), MSG.categoryAdded)),
  );

  r.patch(
    '/eLibrary/category/update',
    { config: { access: 'manageLibrary' }, schema: { tags, body: ZUpdateLibraryCategoryRequest } },
    async (request) => ok(await updateLibraryCategory(ctx, auditActorOf(request), request.body), MSG.categoryUpdated),
  );

  r.get(
    '/eLibrary/category/table',
    { config: { access: 'signedIn', cache: 'shared' }, schema: { tags, querystring: ZLibraryCategoryTableQuery } },
    async (request) => {
      const { rows, meta } = await findLibraryCategories(ctx, request.query);
      return okList(rows, meta);
    },
  );

  r.get(
    '/eLibrary/:id',
    { config: { access: 'signedIn', cache: 'role' }, schema: { tags, params: ZIdParam } },
    async (request) => ok(await getLibraryItem(ctx, currentUser(request), request.params.id)),
  );
}
