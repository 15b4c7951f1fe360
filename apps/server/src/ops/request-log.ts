import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/**
 * A request id for Fastify's genReqId: the one a trusted reverse proxy forwarded in X-Request-Id (so its access log
 * and ours share it), else a new UUID. Without a trusted proxy a client could pick ids that collide with others'.
 */
export function requestIdGenerator(trustForwarded: boolean) {
  return (req: IncomingMessage): string => {
    const forwarded = req.headers['x-request-id'];
    if (trustForwarded && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}

/**
 * One JSON log line per request (Fastify's own logging writes two), carrying the request id that is also sent back
 * in X-Request-Id and in error envelopes: a user's screenshot of an error finds its log line.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const statusCode = reply.statusCode;
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      userId: request.user?.id,
    };
    if (statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
}
