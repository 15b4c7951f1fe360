import { normalizeIP } from '@fastify/rate-limit';

/** The bucket of requests whose client had already gone when the limiter ran (no socket, so no address). */
export const GONE_CLIENT_KEY = 'client-gone';

/**
 * The per-IP limiter's key: the client's address as the plugin's own default makes it (IPv6 grouped by its /64
 * network), except for a request whose socket has already closed. Its `request.ip` is undefined, and the default
 * key generator called `toLowerCase()` on it: a 500 and an "unhandled error" in the log for a client that could not
 * read an answer anyway (seen when a load generator timed requests out). Those requests share one bucket.
 */
export function rateLimitKey(request: { ip: string | undefined }): string {
  return request.ip === undefined ? GONE_CLIENT_KEY : normalizeIP(request.ip);
}
