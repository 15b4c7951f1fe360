import { MSG } from '@campus/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../app-context';
import { AppError } from './errors';

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window frees a slot (for Retry-After). */
  retryAfterS: number;
}

export interface Limiter {
  /** Counts one hit for `key` in a fixed window of `windowMs`; refused once more than `max` hits fall in it. */
  hit(key: string, max: number, windowMs: number): Promise<LimitResult>;
}

/**
 * Per-account (and per-identity) counters (issue 16 finding 10). With REDIS_URL every process shares them;
 * otherwise each process counts alone. If Redis fails the request is let through (as the per-IP limiter does).
 */
export function createLimiter(redis: Redis | undefined, prefix = 'campus:limit'): Limiter {
  const local = new LRUCache<string, { count: number; resetAt: number }>({ max: 100_000 });
  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      if (redis) {
        try {
          const k = `${prefix}:${key}:${Math.floor(now / windowMs)}`;
          const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
            [unknown, number],
            [unknown, number],
          ];
          if (ttl < 0) await redis.pexpire(k, windowMs);
          const resetAt = (Math.floor(now / windowMs) + 1) * windowMs;
          return { allowed: count <= max, retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
        } catch {
          return { allowed: true, retryAfterS: 0 };
        }
      }
      let entry = local.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        local.set(key, entry);
      }
      entry.count++;
      return { allowed: entry.count <= max, retryAfterS: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    },
  };
}

/** Counts a hit and answers 429 with Retry-After (and the usual envelope) once `key` is over its limit. */
export async function enforceLimit(
  ctx: AppContext,
  reply: FastifyReply,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const { allowed, retryAfterS } = await ctx.limits.hit(key, max, windowMs);
  if (allowed) return;
  reply.header('retry-after', String(retryAfterS));
  throw new AppError('RATE_LIMITED', MSG.tooManyRequests);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Per-account limits on writes (a minute) and uploads (an hour), after the guard knows the caller: a campus
 * behind one NAT shares the per-IP budget, one account does not get all of it (issue 16 finding 10).
 */
export function registerAccountLimits(app: FastifyInstance, ctx: AppContext) {
  const { writesPerMinute, uploadsPerHour } = ctx.config.accountLimits;
  app.addHook('preValidation', async (request, reply) => {
    if (READS.has(request.method) || !request.user) return;
    if (request.routeOptions.url === '/api/v1/upload') {
      await enforceLimit(ctx, reply, `upload:${request.user.id}`, uploadsPerHour, 3_600_000);
      return;
    }
    await enforceLimit(ctx, reply, `write:${request.user.id}`, writesPerMinute, 60_000);
  });
}
