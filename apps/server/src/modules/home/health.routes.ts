import { MSG } from '@campus/shared/messages';
import { ZHealthDbResponse, ZHealthResponse, ZNotReadyResponse, ZReadyResponse } from '@campus/shared/schemas/ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { checkReadiness } from '../../ops/readiness';
import { pingDatabase } from './health.repository';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZHealthResponse } },
    },
    async () => ok({ status: 'ok' as const }),
  );
  r.get(
    '/health/db',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZHealthDbResponse } } },
    async () => {
      await pingDatabase(ctx.db);
      return ok({ status: 'ok' as const, driver: ctx.dbHandle.driver });
    },
  );
  // Readiness for load balancers (operations, #22); /health above stays the liveness probe.
  r.get(
    '/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZReadyResponse, 503: ZNotReadyResponse } },
    },
    async (request, reply) => {
      const { ready, checks } = await checkReadiness(ctx);
      reply.header('cache-control', 'no-store');
      if (ready) return ok({ status: 'ready' as const, checks });
      return reply.status(503).send({
        success: false as const,
        code: 'SERVICE_UNAVAILABLE' as const,
        message: MSG.notReady,
        errorMessages: [{ path: '', message: MSG.notReady }],
        requestId: request.id,
        data: { status: 'not-ready' as const, checks },
      });
    },
  );
}
