import { MSG } from '@campus/shared/messages';
import {
  ZCreateDepartmentRequest,
  ZCreateDesignationRequest,
  ZCreateInstitutionRequest,
  ZCreateTeamRequest,
  ZDeletedId,
  ZDepartmentRow,
  ZDesignationRow,
  ZInstitutionRow,
  ZTeamRow,
  ZTypeQuery,
  ZUpdateDepartmentRequest,
  ZUpdateDesignationRequest,
  ZUpdateInstitutionRequest,
  ZUpdateTeamRequest,
} from '@campus/shared/schemas/directory';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import {
  createEntry,
  DIRECTORY_KINDS,
  type DirectoryKind,
  type DirectoryValues,
  deleteEntry,
  getEntry,
  listEntries,
  updateEntry,
} from './directory.service';

interface DirectoryEntity {
  path: keyof typeof DIRECTORY_KINDS;
  create: z.ZodObject;
  update: z.ZodObject;
  /** The answer row (architecture §5). */
  row: z.ZodObject;
  deletable: boolean;
}

const ENTITIES: DirectoryEntity[] = [
  {
    path: 'institution',
    create: ZCreateInstitutionRequest,
    update: ZUpdateInstitutionRequest,
    row: ZInstitutionRow,
    deletable: true,
  },
  {
    path: 'department',
    create: ZCreateDepartmentRequest,
    update: ZUpdateDepartmentRequest,
    row: ZDepartmentRow,
    deletable: true,
  },
  {
    path: 'designation',
    create: ZCreateDesignationRequest,
    update: ZUpdateDesignationRequest,
    row: ZDesignationRow,
    deletable: true,
  },
  { path: 'team', create: ZCreateTeamRequest, update: ZUpdateTeamRequest, row: ZTeamRow, deletable: false },
];

/** Institutions, departments, designations and teams: the same routes each (product §7). */
export async function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const entity of ENTITIES) {
    const kind: DirectoryKind = DIRECTORY_KINDS[entity.path];
    const tags = [entity.path];
    const one = { 200: okSchema(entity.row) };

    const list = async (type?: 'UNIVERSITY' | 'COLLEGE') => {
      const rows = await listEntries(ctx, kind, type);
      return okList(rows, { page: 1, limit: Math.max(rows.length, 1), total: rows.length });
    };
    r.get(
      `/${entity.path}`,
      {
        config: { access: 'public', cache: 'shared' },
        schema: { tags, querystring: ZTypeQuery, response: { 200: okListSchema(entity.row) } },
      },
      (request) => list(request.query.type),
    );
    r.get(
      `/${entity.path}/`,
      {
        config: { access: 'public', cache: 'shared' },
        schema: { tags, querystring: ZTypeQuery, hide: true, response: { 200: okListSchema(entity.row) } },
      },
      (request) => list(request.query.type),
    );

    r.get(
      `/${entity.path}/:id`,
      { config: { access: 'public', cache: 'shared' }, schema: { tags, params: ZIdParam, response: one } },
      async (request) => ok(await getEntry(ctx, kind, request.params.id)),
    );

    r.post(
      `/${entity.path}/create`,
      {
        config: { access: 'manageDirectory' },
        schema: { tags, body: entity.create, response: { 201: okSchema(entity.row) } },
      },
      async (request, reply) => {
        const row = await createEntry(
          ctx,
          auditActorOf(request),
          kind,
          request.body as DirectoryValues & { name: string },
        );
        return reply.status(201).send(ok(row, MSG.entityPosted(kind.label)));
      },
    );

    r.patch(
      `/${entity.path}/update`,
      { config: { access: 'manageDirectory' }, schema: { tags, body: entity.update, response: one } },
      async (request) => {
        const { id, ...values } = request.body as { id: number } & DirectoryValues;
        return ok(await updateEntry(ctx, auditActorOf(request), kind, id, values), MSG.entityUpdated(kind.label));
      },
    );

    if (entity.deletable) {
      r.delete(
        `/${entity.path}/:id`,
        {
          config: { access: 'manageDirectory' },
          schema: { tags, params: ZIdParam, response: { 200: okSchema(ZDeletedId) } },
        },
        async (request) => {
          await deleteEntry(ctx, auditActorOf(request), kind, request.params.id);
          return ok({ id: request.params.id }, `${kind.label} Deleted`);
        },
      );
    }
  }
}
