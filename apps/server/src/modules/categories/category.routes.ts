import { MSG } from '@campus/shared/messages';
import type { Access } from '@campus/shared/permissions';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { type TListMeta, ZIdParam } from '@campus/shared/schemas/fields';
import { ZDeletedId } from '@campus/shared/schemas/ideas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, okList } from '../../http/reply';
import type { CacheScope } from '../../http/response-cache';
import { type AuditActor, auditActorOf } from '../audit/audit.recorder';

/** One area's categories: where they live, who reads and who writes them, and the service calls behind them. */
export interface CategoryRoutesSpec<
  Row extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The routes' common path, e.g. '/marketplace/category': `/table`, `/create`, `/update`, `/:id` under it. */
  path: string;
  tags: string[];
  /** The wire row every answer carries (architecture §5). */
  row: Row;
  list: {
    access: Access;
    cache: CacheScope;
    /** The list's query schema; none for a list that is always answered whole. */
    query?: Query;
    run(query: z.output<Query>): Promise<{ rows: z.output<Row>[]; meta: TListMeta }>;
  };
  create: { access: Access; body: Create; run(actor: AuditActor, body: z.output<Create>): Promise<z.output<Row>> };
  update: { access: Access; body: Update; run(actor: AuditActor, body: z.output<Update>): Promise<z.output<Row>> };
  delete: { access: Access; message: string; run(actor: AuditActor, id: number): Promise<{ id: number }> };
}

/**
 * The four category routes every area with categories has (marketplace, E-Library, ideas): list, create, update
 * and delete, each declaring its access, request and response schemas (architecture §2.2, §5).
 */
export function categoryRoutes<
  Row extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, spec: CategoryRoutesSpec<Row, Query, Create, Update>) {
  // The schemas validate and serialize as on every route; the handlers read the bodies through the spec's types
  // (the zod type provider cannot resolve a generic schema's types inside a generic function).
  const r = app;
  const { tags } = spec;

  r.get(
    `${spec.path}/table`,
    {
      config: { access: spec.list.access, cache: spec.list.cache },
      schema: {
        tags,
        ...(spec.list.query ? { querystring: spec.list.query } : {}),
        response: { 200: okListSchema(spec.row) },
      },
    },
    async (request) => {
      const { rows, meta } = await spec.list.run(request.query as z.output<Query>);
      return okList(rows, meta);
    },
  );

  r.post(
    `${spec.path}/create`,
    {
      config: { access: spec.create.access },
      schema: { tags, body: spec.create.body, response: { 201: okSchema(spec.row) } },
    },
    async (request, reply) => {
      const row = await spec.create.run(auditActorOf(request), request.body as z.output<Create>);
      return reply.status(201).send(ok(row, MSG.categoryAdded));
    },
  );

  r.patch(
    `${spec.path}/update`,
    {
      config: { access: spec.update.access },
      schema: { tags, body: spec.update.body, response: { 200: okSchema(spec.row) } },
    },
    async (request) =>
      ok(await spec.update.run(auditActorOf(request), request.body as z.output<Update>), MSG.categoryUpdated),
  );

  r.delete(
    `${spec.path}/:id`,
    {
      config: { access: spec.delete.access },
      schema: { tags, params: ZIdParam, response: { 200: okSchema(ZDeletedId) } },
    },
    async (request) =>
      ok(
        await spec.delete.run(auditActorOf(request), (request.params as z.output<typeof ZIdParam>).id),
        spec.delete.message,
      ),
  );
}
