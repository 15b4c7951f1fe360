import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/reply';
import { getHome } from './home.service';

interface Serialized {
  data: unknown;
  body: string;
  etag: string;
}

export async function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  // The cache hands back the same object until a write invalidates it, so the JSON body (and its ETag)
  // is built once per change rather than once per request: /user/home is the hottest read.
  let last: Serialized | undefined;

  app.get('/user/home', { config: { access: 'public' }, schema: { tags: ['home'] } }, async (request, reply) => {
    const data = await getHome(ctx);
    if (last?.data !== data) {
      const body = JSON.stringify(ok(data));
      last = { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    reply.header('etag', last.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === last.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(last.body);
  });
}
