import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { getHome } from './home.service';

export async function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/user/home', { config: { access: 'public' }, schema: { tags: ['home'] } }, async () =>
    ok(await getHome(ctx)),
  );
}
