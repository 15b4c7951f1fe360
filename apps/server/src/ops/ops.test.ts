import { MSG } from '@campus/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanePool } from '../db/lanes';
import { call, createTestApp, onPostgres, type TestApp } from '../test/helpers';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
});
afterAll(() => t.close());

async function scrape(app = t.app, token: string | null = METRICS_TOKEN) {
  return app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The value of one sample line of the Prometheus text, e.g. sample(text, 'http_requests_total', {route: ...}). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('request ids', () => {
  it('returns an X-Request-Id on every answer, and the same id in an error envelope', async () => {
    const okRes = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(okRes.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      requestId: missing.headers['x-request-id'],
    });
    expect(missing.headers['x-request-id']).not.toBe(okRes.headers['x-request-id']);
  });

  it('ignores an X-Request-Id sent by a client when no proxy is trusted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(res.headers['x-request-id']).not.toBe('chosen-by-client');
  });

  it('keeps the id a trusted reverse proxy forwarded', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-request-id': 'nginx-4f2a9c1d' },
      });
      expect(res.headers['x-request-id']).toBe('nginx-4f2a9c1d');
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /health/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await call(t.app, 'GET', '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', process: 'ok' } });
  });

  it('answers 503 while the process drains for shutdown, while /health stays 200', async () => {
    t.app.ctx.lifecycle.draining = true;
    try {
      const ready = await call(t.app, 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: MSG.notReady,
        data: { status: 'not-ready', checks: { process: 'draining', database: 'ok' } },
      });
      expect((await call(t.app, 'GET', '/health')).status).toBe(200);
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });

  it('answers 503 when the newest migration of this build is not applied', async () => {
    const other = await createTestApp();
    try {
      await other.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await call(other.app, 'GET', '/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.data).toMatchObject({ checks: { migrations: 'pending', database: 'ok' } });
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const other = await createTestApp();
    await other.dbHandle.close();
    try {
      const res = await call(other.app, 'GET', '/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.data).toMatchObject({ checks: { database: 'unreachable' } });
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('counts requests by route template and status, with their durations', async () => {
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', '/busSchedule');
    await call(t.app, 'GET', '/event/999999');
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/v1/busSchedule', status: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: '/api/v1/event/:id', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/busSchedule', status: '200' })).toBe(
      3,
    );
    // The first read computes the answer, the next two come from the response cache.
    expect(sample(text, 'response_cache_requests_total', { area: 'busSchedule', result: 'miss' })).toBe(1);
    expect(sample(text, 'response_cache_requests_total', { area: 'busSchedule', result: 'hit' })).toBe(2);
    expect(text).toMatch(/^push_outbox_backlog \d+$/m);
    expect(text).toMatch(/^push_outbox_failing \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^app_ready 1$/m);
  });

  it('shows each PostgreSQL lane in use, idle and waiting (PGlite has no pool: no samples)', async () => {
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE db_pool_connections gauge');
    for (const lane of ['reads', 'writes', 'keys'])
      for (const state of ['in_use', 'idle', 'waiting'])
        expect(sample(text, 'db_pool_connections', { lane, state }) !== undefined, `${lane} ${state}`).toBe(onPostgres);
    if (onPostgres) {
      // Hold three connections of the reads' lane and one of the writes' (db/lanes.ts) while scraping: each lane
      // counts its own as in use.
      const pool = t.dbHandle.pool as LanePool;
      const reads = await Promise.all([1, 2, 3].map(() => pool.reads.connect()));
      const write = await pool.writes.connect();
      try {
        const during = (await scrape()).body;
        expect(sample(during, 'db_pool_connections', { lane: 'reads', state: 'in_use' })).toBeGreaterThanOrEqual(3);
        expect(sample(during, 'db_pool_connections', { lane: 'writes', state: 'in_use' })).toBeGreaterThanOrEqual(1);
        expect(sample(during, 'db_pool_connections', { lane: 'keys', state: 'in_use' })).toBe(0);
      } finally {
        for (const c of [...reads, write]) c.release();
      }
    }
  });

  it('refuses a scrape without the bearer token, or with a wrong one', async () => {
    for (const token of [null, 'wrong-token-wrong-token-0123456789']) {
      const res = await scrape(t.app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: MSG.metricsTokenRequired });
    }
  });

  it('is refused in production when METRICS_TOKEN is unset', async () => {
    const prod = await createTestApp({ isProduction: true, metricsToken: undefined });
    try {
      const res = await scrape(prod.app, null);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: MSG.metricsDisabled });
    } finally {
      await prod.close();
    }
  });
});
