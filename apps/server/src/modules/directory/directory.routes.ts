import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MSG } from '@campus/shared/messages';
import {
  ZCreateDepartmentRequest,
  ZCreateDesignationRequest,
  ZCreateInstitutionRequest,
  ZCreateTeamRequest,
  ZTypeQuery,
  ZUpdateDepartmentRequest,
  ZUpdateDesignationRequest,
  ZUpdateInstitutionRequest,
  ZUpdateTeamRequest,
} from '@campus/shared/schemas/directory';
import { ZIdParam } from '@campus/shared/schemas/fields';
import type { AppContext } from '../../app-context';
import { departments, designations, institutions, teams } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { ok, okList } from '../../http/reply';
import { type DirectoryTable, directoryRepository } from './directory.repository';
import { presentDirectoryRow } from './directory.presenter';

interface DirectoryEntity {
  path: string;
  label: string;
  table: DirectoryTable;
  create: z.ZodObject;
  update: z.ZodObject;
  typed: boolean;
  deletable: boolean;
}

const ENTITIES: DirectoryEntity[] = [
  { path: 'institution', label: 'Institution', table: institutions, create: ZCreateInstitutionRequest, update: ZUpdateInstitutionRequest, typed: true, deletable: true },
  { path: 'department', label: 'Department', table: departments, create: ZCreateDepartmentRequest, update: ZUpdateDepartmentRequest, typed: true, deletable: true },
  { path: 'designation', label: 'Designation', table: designations, create: ZCreateDesignationRequest, update: ZUpdateDesignationRequest, typed: false, deletable: true },
  { path: 'team', label: 'Team', table: teams, create: ZCreateTeamRequest, update: ZUpdateTeamRequest, typed: false, deletable: false },
];

/** Institutions, departments, designations and teams: the same five routes each (SPEC §7). */
export async function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const entity of ENTITIES) {
    const repo = directoryRepository(entity.table);
    const tags = [entity.path];

    const list = async (type?: 'UNIVERSITY' | 'COLLEGE') => {
      const rows = (await repo.list(ctx.db, entity.typed ? type : undefined)).map(presentDirectoryRow);
      return okList(rows, { page: 1, limit: rows.length, total: rows.length });
    };
    r.get(`/${entity.path}`, { config: { access: 'public' }, schema: { tags, querystring: ZTypeQuery } }, (request) =>
      list(request.query.type),
    );
    r.get(`/${entity.path}/`, { config: { access: 'public' }, schema: { tags, querystring: ZTypeQuery, hide: true } }, (request) =>
      list(request.query.type),
    );

    r.get(`/${entity.path}/:id`, { config: { access: 'public' }, schema: { tags, params: ZIdParam } }, async (request) => {
      const row = await repo.find(ctx.db, request.params.id);
      if (!row) throw notFound(entity.label);
      return ok(presentDirectoryRow(row));
    });

    r.post(
      `/${entity.path}/create`,
      { config: { access: 'manageDirectory' }, schema: { tags, body: entity.create } },
      async (request, reply) => {
        const row = await repo.insert(ctx.db, request.body as Record<string, unknown>);
        ctx.homeCache.invalidate();
        return reply.status(201).send(ok(presentDirectoryRow(row), MSG.entityPosted(entity.label)));
      },
    );

    r.patch(
      `/${entity.path}/update`,
      { config: { access: 'manageDirectory' }, schema: { tags, body: entity.update } },
      async (request) => {
        const { id, ...values } = request.body as { id: number } & Record<string, unknown>;
        const row = await repo.update(ctx.db, id, values);
        if (!row) throw notFound(entity.label);
        ctx.homeCache.invalidate();
        return ok(presentDirectoryRow(row), MSG.entityUpdated(entity.label));
      },
    );

    if (entity.deletable) {
      r.delete(
        `/${entity.path}/:id`,
        { config: { access: 'manageDirectory' }, schema: { tags, params: ZIdParam } },
        async (request) => {
          if (!(await repo.remove(ctx.db, request.params.id))) throw notFound(entity.label);
          ctx.homeCache.invalidate();
          return ok({ id: request.params.id }, `${entity.label} Deleted`);
        },
      );
    }
  }
}
