import { ZAuditTableQuery, ZAuditTableResponse } from '@campus/shared/schemas/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { okList } from '../../http/reply';
import { findAuditTable } from './audit.service';

/** GET /audit/table for the dashboard's Activity section. No route writes, changes or deletes audit rows. */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit/table',
    {
      config: { access: 'viewAudit' },
      schema: { tags: ['audit'], querystring: ZAuditTableQuery, response: { 200: ZAuditTableResponse } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await findAuditTable(ctx, request.query);
      return okList(rows, { page, limit, total });
    },
  );
}
