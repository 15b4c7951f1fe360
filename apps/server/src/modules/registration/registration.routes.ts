import { MSG } from '@campus/shared/messages';
import { ZAnnouncementRequest, ZRegistrationWindow } from '@campus/shared/schemas/auth';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { findAnnouncements, saveAnnouncement } from './registration.service';

export async function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/auth/announcement',
    {
      config: { access: 'public', cache: 'shared' },
      schema: { tags: ['auth'], response: { 200: okListSchema(ZRegistrationWindow) } },
    },
    async () => {
      const rows = await findAnnouncements(ctx);
      return okList(rows, { page: 1, limit: rows.length, total: rows.length });
    },
  );

  r.post(
    '/auth/announcement',
    {
      config: { access: 'manageRegistration' },
      schema: {
        tags: ['auth'],
        body: ZAnnouncementRequest.extend({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: okSchema(ZRegistrationWindow) },
      },
    },
    async (request) =>
      ok(await saveAnnouncement(ctx, auditActorOf(request), request.body), MSG.registrationInfoUpdated),
  );
}
