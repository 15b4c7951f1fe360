import { API_PREFIX } from '@campus/shared/constants';
import type { FastifyInstance } from 'fastify';

/**
 * An API answer to a caller who identified themself (app token or ID token) depends on who asked, so no
 * browser or proxy may keep it (ASVS 8.2.1; issue 16 finding 8). Where the response cache set its own header
 * it is kept — `no-cache` on public lists everyone gets alike — but an answer only some roles may read is
 * made `private` even when it is the same for all of them, so a shared proxy never holds it.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return payload;
    const identified = Boolean(request.headers.authorization || request.headers['x-id-token']);
    const isPublic = request.routeOptions.config?.access === 'public';
    if (!identified && isPublic) return payload;
    const current = String(reply.getHeader('cache-control') ?? '');
    if (!current) {
      reply.header('cache-control', 'no-store').header('vary', 'authorization');
    } else if (!isPublic && !/private|no-store/.test(current)) {
      const vary = String(reply.getHeader('vary') ?? '');
      reply
        .header('cache-control', `private, ${current}`)
        .header('vary', vary ? `${vary}, authorization` : 'authorization');
    }
    return payload;
  });
}
