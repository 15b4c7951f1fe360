import { okSchema } from '@campus/shared/schemas/envelope';
import { ZHomeData } from '@campus/shared/schemas/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { loadHome } from './home.service';

/** Events, the two schedules, the people lists and the registration windows (with their institutions). */
const HOME_READS = ['events', 'schedules', 'users', 'directory'];

export async function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  // The hottest read: the response cache serializes it once per version of the areas it shows and answers
  // If-None-Match with 304 (decisions 008, 014). An offer or a library item leaves it cached.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user/home',
    {
      config: { access: 'public', cache: 'shared', reads: HOME_READS },
      schema: { tags: ['home'], response: { 200: okSchema(ZHomeData) } },
    },
    async () => ok(await loadHome(ctx)),
  );
}
