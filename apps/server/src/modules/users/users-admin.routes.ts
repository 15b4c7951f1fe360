import { MSG } from '@campus/shared/messages';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZAdminUpdateUserRequest,
  ZCreateUserRequest,
  ZUserRecord,
  ZUserTableQuery,
} from '@campus/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { createUserByAdmin, findUserTable, updateUserByAdmin } from './users-admin.service';

/** Admin user management: POST /user/create, PATCH /user/update/:id, GET /user/table (product §7). */
export async function userAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/create',
    {
      config: { access: 'manageUsers' },
      schema: { tags: ['user'], body: ZCreateUserRequest, response: { 201: okSchema(ZUserRecord) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createUserByAdmin(ctx, auditActorOf(request), request.body), MSG.userPosted)),
  );

  r.patch(
    '/user/update/:id',
    {
      config: { access: 'manageUsers' },
      schema: {
        tags: ['user'],
        params: ZIdParam,
        body: ZAdminUpdateUserRequest,
        response: { 200: okSchema(ZUserRecord) },
      },
    },
    async (request) =>
      ok(await updateUserByAdmin(ctx, auditActorOf(request), request.params.id, request.body), MSG.userUpdated),
  );

  r.get(
    '/user/table',
    {
      config: { access: 'manageUsers', cache: 'shared' },
      schema: { tags: ['user'], querystring: ZUserTableQuery, response: { 200: okListSchema(ZUserRecord) } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await findUserTable(ctx, request.query);
      return okList(rows, { page, limit, total });
    },
  );
}
