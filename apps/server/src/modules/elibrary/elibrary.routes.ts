import { MSG } from '@campus/shared/messages';
import { can } from '@campus/shared/permissions';
import {
  ZCreateLibraryCategoryRequest,
  ZCreateLibraryItemRequest,
  ZLibraryCategory,
  ZLibraryCategoryTableQuery,
  ZLibraryItem,
  ZLibrarySummary,
  ZLibraryTableQuery,
  ZUpdateLibraryCategoryRequest,
  ZUpdateLibraryItemRequest,
} from '@campus/shared/schemas/elibrary';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { categoryRoutes } from '../categories/category.routes';
import {
  createLibraryCategory,
  createLibraryItem,
  deleteLibraryCategory,
  findLibraryCategories,
  findLibraryItems,
  getLibraryItem,
  summarizeLibrary,
  updateLibraryCategory,
  updateLibraryItem,
} from './elibrary.service';

const tags = ['eLibrary'];
const APPROVED_READS = ['library', 'users', 'directory'];
const REVIEW_READS = ['library', 'library.review', 'users', 'directory'];

/** E-Library items and categories (product §7). Reads need a session; only managers see non-APPROVED items. */
export async function elibraryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Members see APPROVED items only, so resources waiting for review are not part of their answers (decision 035). */
  const libraryReads = (request: FastifyRequest) =>
    can(currentUser(request).role, 'manageLibrary') ? REVIEW_READS : APPROVED_READS;

  r.post(
    '/eLibrary/create',
    {
      // A shared resource starts PENDING: only managers see it until review (decision 035).
      config: { access: 'signedIn', writes: ['library.review'] },
      schema: { tags, body: ZCreateLibraryItemRequest, response: { 201: okSchema(ZLibraryItem) } },
    },
    async (request, reply) => {
      const item = await createLibraryItem(ctx, currentUser(request), request.body);
      return reply.status(201).send(ok(item, MSG.eLibraryItemAdded));
    },
  );

  r.patch(
    '/eLibrary/update',
    {
      config: { access: 'manageLibrary' },
      schema: { tags, body: ZUpdateLibraryItemRequest, response: { 200: okSchema(ZLibraryItem) } },
    },
    async (request) =>
      ok(
        await updateLibraryItem(ctx, currentUser(request), auditActorOf(request), request.body),
        MSG.eLibraryItemUpdated,
      ),
  );

  r.get(
    '/eLibrary/table',
    {
      config: { access: 'signedIn', cache: 'role', reads: libraryReads },
      schema: { tags, querystring: ZLibraryTableQuery, response: { 200: okListSchema(ZLibraryItem) } },
    },
    async (request) => {
      const { rows, meta } = await findLibraryItems(ctx, currentUser(request), request.query);
      return okList(rows, meta);
    },
  );

  r.get(
    '/eLibrary/summary',
    {
      config: { access: 'manageLibrary', cache: 'shared' },
      schema: { tags, response: { 200: okSchema(ZLibrarySummary) } },
    },
    async () => ok(await summarizeLibrary(ctx)),
  );

  categoryRoutes(app, {
    path: '/eLibrary/category',
    tags,
    row: ZLibraryCategory,
    list: {
      access: 'signedIn',
      cache: 'shared',
      query: ZLibraryCategoryTableQuery,
      run: (query) => findLibraryCategories(ctx, query),
    },
    create: {
      access: 'manageLibrary',
      body: ZCreateLibraryCategoryRequest,
      run: (actor, body) => createLibraryCategory(ctx, actor, body),
    },
    update: {
      access: 'manageLibrary',
      body: ZUpdateLibraryCategoryRequest,
      run: (actor, body) => updateLibraryCategory(ctx, actor, body),
    },
    delete: {
      access: 'deleteCategories',
      message: MSG.categoryDeleted,
      run: (actor, id) => deleteLibraryCategory(ctx, actor, id),
    },
  });

  r.get(
    '/eLibrary/:id',
    {
      config: { access: 'signedIn', cache: 'role', reads: libraryReads },
      schema: { tags, params: ZIdParam, response: { 200: okSchema(ZLibraryItem) } },
    },
    async (request) => ok(await getLibraryItem(ctx, currentUser(request), request.params.id)),
  );
}
