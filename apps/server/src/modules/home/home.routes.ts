import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { loadHome } from './home.service';

export async function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  // The hottest read: the response cache serializes it once per data version and answers
  // If-None-Match with 304 (decision 008).
  app.get('/user/home', { config: { access: 'public', cache: 'shared' }, schema: { tags: ['home'] } }, async () =>
    ok(await loadHome(ctx)),
  );
}
