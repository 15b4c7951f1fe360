import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';

export async function healthRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get('/health', { config: { access: 'public', rateLimit: false }, schema: { tags: ['health'] } }, async () =>
    ok({ status: 'ok' }),
  );
  app.get('/health/db', { config: { access: 'public' }, schema: { tags: ['health'] } }, async () => {
    await _ctx.db.execute(sql`select 1`);
    return ok({ status: 'ok', driver: _ctx.dbHandle.driver });
  });
}
