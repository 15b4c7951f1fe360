import { timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context';
import { LANES } from '../db/lanes';
import { AppError } from '../http/errors';

/** Process-wide facts (memory, CPU, event-loop lag, GC) are collected once per process, whatever the number of apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** The API area of a path: /api/v1/marketplace/123 → marketplace. */
function areaOf(url: string): string {
  if (!url.startsWith(`${API_PREFIX}/`)) return 'other';
  return url.slice(API_PREFIX.length + 1).split(/[/?]/)[0] || 'other';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text format. Counters live in this process: with several processes Prometheus scrapes
 * each one (its own address) and sums them; the database-backed gauges (push outbox) are the same from any process.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'response_cache_requests_total',
    help: 'Cacheable GET answers served from the response cache (hit) or computed (miss), by API area',
    labelNames: ['area', 'result'],
    registers: [registry],
  });
  // One series per lane (db/lanes.ts): lists and searches queue in `reads`, transactions and changes in `writes`,
  // named key lookups in `keys`.
  const lanes = ctx.dbHandle.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections by lane (reads, writes, keys) and state (in_use, idle), and queries waiting for one (waiting)',
    labelNames: ['lane', 'state'],
    registers: [registry],
    collect() {
      if (!lanes) return; // PGlite has no pool: one embedded connection.
      for (const lane of LANES) {
        const pool = lanes[lane];
        this.set({ lane, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ lane, state: 'idle' }, pool.idleCount);
        this.set({ lane, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'push_outbox_backlog',
    help: 'Pushes waiting in the outbox (due now or retrying later)',
    registers: [registry],
    async collect() {
      this.set(await countOutbox(ctx, false));
    },
  });
  new Gauge({
    name: 'push_outbox_failing',
    help: 'Pushes in the outbox whose last send attempt failed (they are retried with backoff, then dropped)',
    registers: [registry],
    async collect() {
      this.set(await countOutbox(ctx, true));
    },
  });
  new Gauge({
    name: 'app_ready',
    help: '1 while the process accepts traffic, 0 once it drains for shutdown',
    registers: [registry],
    collect() {
      this.set(ctx.lifecycle.draining ? 0 : 1);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') cache.inc({ area: areaOf(request.url), result: cached });
  });

  const token = ctx.config.metricsToken;
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!token && ctx.config.isProduction) throw new AppError('FORBIDDEN', MSG.metricsDisabled);
    if (token) {
      const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new AppError('UNAUTHORIZED', MSG.metricsTokenRequired);
    }
    const merged = Registry.merge([processMetrics(), registry]);
    reply.header('cache-control', 'no-store').type(merged.contentType);
    return merged.metrics();
  });
}

async function countOutbox(ctx: AppContext, failingOnly: boolean): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(
    failingOnly
      ? sql`select count(*)::int as n from push_outbox where last_error is not null`
      : sql`select count(*)::int as n from push_outbox`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
