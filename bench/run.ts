/**
 * `npm run bench` — the API budget of ARCHITECTURE §8, measured.
 *
 * 1. Makes sure the large dataset exists (`seed:large`, idempotent) on PostgreSQL when DATABASE_URL is set,
 *    else on PGlite in BENCH_DATA_DIR (default .data-bench).
 * 2. Starts the server the way production does (`node --import tsx apps/server/src/main.ts`) on a free port,
 *    with the rate limits raised so they do not cap the measurement.
 * 3. For every route: an autocannon warm-up, then a measured run (32 connections, no pipelining).
 *    /health is measured first; every route is reported as a ratio of it (same machine, same run).
 * 4. Prints the table and writes bench/results/<date>-<db>.json (cores, CPU, Node, database).
 *    With lighthouse installed, also runs bench/lighthouse.ts (BENCH_LIGHTHOUSE=0 to skip).
 *
 * Env: DATABASE_URL, BENCH_DATA_DIR, BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 5),
 *      BENCH_CONNECTIONS (default 32), BENCH_ONLY (comma list of route names), BENCH_NO_SAVE=1,
 *      BENCH_UNCACHED=1 (server with RESPONSE_CACHE_TTL_MS=0: the query path alone, saved as <db>-uncached).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? '.data-bench');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

/** §8: list endpoints ≥ 40 % of /health, /user/home ≥ 50 %, p99 ≤ 50 ms. */
const BUDGET = { ratio: 0.4, homeRatio: 0.5, p99: 50 };

const UNCACHED = process.env.BENCH_UNCACHED === '1';
const dbLabel = databaseUrl ? 'postgresql' : 'pglite';
const runLabel = `${dbLabel}${UNCACHED ? '-uncached' : ''}`;
const childEnv = {
  ...process.env,
  NODE_ENV: 'production',
  AUTH_EMULATOR: 'true',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  UPLOAD_DRIVERS: 'local',
  ...(UNCACHED ? { RESPONSE_CACHE_TTL_MS: '0' } : {}),
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  meta?: { total: number };
}

function client(base: string) {
  return async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Envelope<T>;
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${json.message}`);
    return json;
  };
}
type Api = ReturnType<typeof client>;

async function tokenFor(api: Api, email: string): Promise<string> {
  const id = await api<{ idToken: string }>('POST', '/identity-emulator/token', undefined, { email });
  const login = await api<{ accessToken: string }>('POST', '/auth/login', undefined, { token: id.data.idToken });
  return login.data.accessToken;
}

async function pool<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

interface RouteResult {
  name: string;
  method: string;
  path: string;
  as: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
  /** Average response size. */
  kbPerResponse: number;
  ratio?: number;
  budget?: { ratio: number; p99: number; pass: boolean };
  note?: string;
}

type Requests = NonNullable<autocannon.Options['requests']>;

interface Scenario {
  name: string;
  as: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  requests?: () => Requests;
  budget?: number;
  note?: () => string;
  /** Called between warm-up and measurement. */
  reset?: () => void;
}

/** Every browser sends this; the server compresses cached answers once and serves the bytes (decision 008). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function measure(base: string, s: Scenario, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${s.path}`,
    method: s.method as autocannon.Request['method'],
    headers: { ...BROWSER_HEADERS, ...s.headers },
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    requests: s.requests?.(),
  });
}

/**
 * The write mix: members offer on AVAILABLE listings (BUY and EXCHANGE alternately); once an item has
 * OFFERS_PER_ITEM offers its seller accepts the first one (the item becomes RESERVED): 4 creates per accept.
 * Listings and accounts are prepared beforehand through the API (managers may list for a seller); should the
 * pool run out, the mix lists a new item itself (counted in the note).
 */
const OFFERS_PER_ITEM = 4;

async function prepareWriteMix(api: Api, adminToken: string, itemsWanted: number) {
  const users = await api<{ id: number; email: string }[]>(
    'GET',
    '/user/table?status=ACTIVE&role=MEMBER&limit=120&sortBy=createdAt&sortOrder=asc',
    adminToken,
  );
  const accounts = users.data.filter((u) => u.email.endsWith('@large.campus.test'));
  if (accounts.length < 60) throw new Error('The large dataset has too few active members for the write mix');
  const tokens = await pool(accounts, 8, async (u) => ({ id: u.id, token: await tokenFor(api, u.email) }));
  const sellers = tokens.slice(0, 20);
  const buyers = tokens.slice(20);
  const categories = await api<{ id: number }[]>('GET', '/marketplace/category/table?limit=10');
  const listing = (i: number) => ({
    title: `Bench listing ${i}`,
    description: 'A listing made by npm run bench for the offer write mix.',
    coverPic: 'https://example.com/bench.png',
    type: 'BOTH',
    price: 500 + (i % 1000),
    exchangeFor: 'Anything useful',
    categoryId: categories.data[i % categories.data.length].id,
    sellerId: sellers[i % sellers.length].id,
  });
  interface MixItem {
    id: number;
    seller: { id: number; token: string };
    issued: number;
    offers: number[];
  }
  const started = Date.now();
  const items: MixItem[] = await pool(
    Array.from({ length: itemsWanted }, (_, i) => i),
    16,
    async (i) => {
      const created = await api<{ id: number }>('POST', '/marketplace/create', adminToken, listing(i));
      return { id: created.data.id, seller: sellers[i % sellers.length], issued: 0, offers: [] };
    },
  );
  console.log(
    `  write mix: ${items.length} listings for ${sellers.length} sellers, ${buyers.length} buyers (${Date.now() - started} ms)`,
  );

  const ready: MixItem[] = [];
  let cursor = 0;
  const made = { offers: 0, accepts: 0, listings: 0 };
  const json = (token: string) => ({ ...BROWSER_HEADERS, 'content-type': 'application/json', authorization: token });
  const requests = (): Requests => [
    {
      setupRequest(req, context) {
        const toAccept = ready.shift();
        if (toAccept) {
          context.kind = 'accept';
          made.accepts++;
          return {
            ...req,
            method: 'PATCH',
            path: '/api/v1/marketplace/offer/accept',
            headers: json(toAccept.seller.token),
            body: JSON.stringify({ marketplaceId: toAccept.id, offerId: toAccept.offers[0] }),
          };
        }
        while (cursor < items.length && items[cursor].issued >= OFFERS_PER_ITEM) cursor++;
        if (cursor >= items.length) {
          // Pool exhausted: list one more item (the response adds it to the pool).
          context.kind = 'listing';
          made.listings++;
          const i = items.length + made.listings;
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/marketplace/create',
            headers: json(adminToken),
            body: JSON.stringify(listing(i)),
          };
        }
        const item = items[cursor];
        const n = item.issued++;
        const buyer = buyers[(cursor * OFFERS_PER_ITEM + n) % buyers.length];
        context.kind = 'offer';
        context.item = cursor;
        made.offers++;
        const body =
          n % 2 === 1
            ? {
                marketplaceId: item.id,
                type: 'EXCHANGE',
                offerItemTitle: 'Casio fx-991EX',
                offerItemDescription: 'Works fine, battery replaced',
                offerItemImage: 'https://example.com/calc.png',
              }
            : { marketplaceId: item.id, type: 'BUY', offerPrice: 450, offerItemDescription: 'Library gate, 2 pm' };
        return {
          ...req,
          method: 'POST',
          path: '/api/v1/marketplace/offer/create',
          headers: json(buyer.token),
          body: JSON.stringify(body),
        };
      },
      onResponse(status, body, context) {
        if (status !== 201) return;
        if (context.kind === 'listing') {
          const id = (JSON.parse(body) as Envelope<{ id: number; sellerId: number }>).data;
          const seller = sellers.find((s) => s.id === id.sellerId) ?? sellers[0];
          items.push({ id: id.id, seller, issued: 0, offers: [] });
          return;
        }
        if (context.kind !== 'offer') return;
        const item = items[context.item as number];
        item.offers.push((JSON.parse(body) as Envelope<{ id: number }>).data.id);
        if (item.offers.length === OFFERS_PER_ITEM) ready.push(item);
      },
    },
  ];
  return {
    reset() {
      made.offers = 0;
      made.accepts = 0;
      made.listings = 0;
    },
    requests,
    note: () =>
      `${made.offers} offer creates, ${made.accepts} accepts${made.listings ? `, ${made.listings} listings created when the prepared pool ran out` : ''}`,
  };
}

function pad(s: string | number, n: number, right = false) {
  const v = String(s);
  return right ? v.padStart(n) : v.padEnd(n);
}

function printTable(results: RouteResult[]) {
  const head = `${pad('route', 34)}${pad('as', 8)}${pad('req/s', 9, true)}${pad('p50 ms', 8, true)}${pad('p99 ms', 8, true)}${pad('× health', 10, true)}${pad('KB/resp', 9, true)}${pad('failed', 9, true)}  budget`;
  console.log(`\n${head}\n${'-'.repeat(head.length + 6)}`);
  for (const r of results) {
    const verdict = r.budget ? (r.budget.pass ? 'ok' : `MISS (≥${r.budget.ratio * 100}%, p99 ≤ ${r.budget.p99})`) : '';
    console.log(
      `${pad(r.name, 34)}${pad(r.as, 8)}${pad(r.reqPerSec.toFixed(0), 9, true)}${pad(r.p50, 8, true)}${pad(r.p99, 8, true)}${pad(r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(0)}%`, 10, true)}${pad(r.kbPerResponse, 9, true)}${pad(r.non2xx + r.errors, 9, true)}  ${verdict}`,
    );
    if (r.note) console.log(`${' '.repeat(4)}${r.note}`);
  }
}

async function databaseVersion(): Promise<string> {
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      return (await c.query<{ version: string }>('select version()')).rows[0].version;
    } finally {
      await c.end();
    }
  }
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return `PGlite ${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`;
}

function hasLighthouse(): boolean {
  try {
    createRequire(import.meta.url).resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const loadBefore = os.loadavg()[0];
  console.log(
    `bench on ${runLabel}${databaseUrl ? '' : ` (${dataDir})`}: ${os.cpus().length} cores, Node ${process.version}, load ${loadBefore.toFixed(1)}`,
  );
  if (loadBefore > os.cpus().length / 2) {
    console.log(
      '  warning: the machine is busy; absolute figures will be low (the ratios to /health are still comparable)',
    );
  }
  if (process.env.BENCH_SKIP_SEED !== '1') {
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/large.ts'], {
      cwd: root,
      env: { ...childEnv, NODE_ENV: 'development', SEED_DEMO: 'true' },
      stdio: 'inherit',
    });
    if (seed.status !== 0) throw new Error('seed:large failed');
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...childEnv, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitForHealth(base, server);
    const api = client(base);
    const admin = await tokenFor(api, 'admin@campus.test');
    const member = await tokenFor(api, 'member@campus.test');
    const mCats = await api<{ id: number; name: string }[]>('GET', '/marketplace/category/table?limit=10');
    const category = mCats.data[0].id;
    const sample = await api<{ id: number }[]>(
      'GET',
      '/marketplace/table?status=AVAILABLE&limit=1000&sortBy=createdAt&sortOrder=desc',
      member,
    );
    const itemIds = sample.data.map((i) => i.id);
    let itemCursor = 0;

    const writeItems = Number(process.env.BENCH_WRITE_ITEMS ?? 1500);
    const scenarios: Scenario[] = [
      { name: 'health', as: 'guest', method: 'GET', path: '/api/v1/health' },
      { name: 'user/home', as: 'guest', method: 'GET', path: '/api/v1/user/home', budget: BUDGET.homeRatio },
      {
        name: 'marketplace/table (filters)',
        as: 'member',
        method: 'GET',
        path: `/api/v1/marketplace/table?status=AVAILABLE&accepts=BUY&categoryId=${category}&page=1&limit=100`,
        headers: { authorization: member },
        budget: BUDGET.ratio,
      },
      {
        name: 'marketplace/{id}',
        as: 'member',
        method: 'GET',
        path: `/api/v1/marketplace/${itemIds[0]}`,
        headers: { authorization: member },
        budget: BUDGET.ratio,
        requests: () => [
          {
            setupRequest: (req) => ({ ...req, path: `/api/v1/marketplace/${itemIds[itemCursor++ % itemIds.length]}` }),
          },
        ],
      },
      {
        name: 'eLibrary/table (search+sort)',
        as: 'member',
        method: 'GET',
        path: '/api/v1/eLibrary/table?status=APPROVED&searchTerm=soil&sortBy=title&sortOrder=asc&page=1&limit=50',
        headers: { authorization: member },
        budget: BUDGET.ratio,
      },
      {
        name: 'event/table',
        as: 'guest',
        method: 'GET',
        path: '/api/v1/event/table?page=1&limit=10',
        budget: BUDGET.ratio,
      },
      {
        name: 'user/table',
        as: 'admin',
        method: 'GET',
        path: '/api/v1/user/table?page=1&limit=10',
        headers: { authorization: admin },
        budget: BUDGET.ratio,
      },
    ];
    const selected = scenarios.filter((s) => !ONLY || ONLY.includes(s.name) || s.name === 'health');
    const wantWrites = !ONLY || ONLY.includes('offer write mix');

    const results: RouteResult[] = [];
    const run = async (s: Scenario) => {
      process.stdout.write(`  ${s.name}: warm-up ${WARMUP} s`);
      if (WARMUP > 0) await measure(base, s, WARMUP);
      s.reset?.();
      process.stdout.write(`, measuring ${DURATION} s`);
      const r = await measure(base, s, DURATION);
      const result: RouteResult = {
        name: s.name,
        method: s.method,
        path: s.path,
        as: s.as,
        reqPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        requests: r.requests.total,
        kbPerResponse: r.requests.average ? Number((r.throughput.average / r.requests.average / 1024).toFixed(1)) : 0,
        note: s.note?.(),
      };
      console.log(` → ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms`);
      results.push(result);
      return result;
    };
    for (const s of selected) await run(s);

    if (wantWrites) {
      const mix = await prepareWriteMix(api, admin, writeItems);
      await run({
        name: 'offer write mix',
        as: 'members',
        method: 'POST',
        path: '/api/v1/marketplace/offer/create + PATCH /offer/accept',
        requests: mix.requests,
        note: mix.note,
        reset: mix.reset,
      });
    }

    const health = results.find((r) => r.name === 'health');
    for (const r of results) {
      if (!health || r === health) continue;
      r.ratio = r.reqPerSec / health.reqPerSec;
      const s = scenarios.find((x) => x.name === r.name);
      if (s?.budget) {
        r.budget = {
          ratio: s.budget,
          p99: BUDGET.p99,
          pass: r.ratio >= s.budget && r.p99 <= BUDGET.p99 && r.non2xx + r.errors === 0,
        };
      }
    }
    printTable(results);

    const cpus = os.cpus();
    const report = {
      date: new Date().toISOString(),
      database: dbLabel,
      responseCache: UNCACHED ? 'off (RESPONSE_CACHE_TTL_MS=0)' : 'on',
      databaseVersion: await databaseVersion(),
      machine: {
        cores: cpus.length,
        cpu: cpus[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      node: process.version,
      /** 1-minute load average before and after the run: other work on the machine skews absolute figures. */
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      settings: { connections: CONNECTIONS, pipelining: 1, warmupSeconds: WARMUP, durationSeconds: DURATION },
      dataset: 'seed:large (20k users, 50k listings, 150k offers, 10k library items, 5k events)',
      budget: BUDGET,
      results,
    };
    if (process.env.BENCH_NO_SAVE !== '1') {
      const dir = path.join(root, 'bench', 'results');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${report.date.slice(0, 10)}-${runLabel}.json`);
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nwritten: ${path.relative(root, file)}`);
    }
    const misses = results.filter((r) => r.budget && !r.budget.pass);
    console.log(
      misses.length ? `${misses.length} route(s) miss the §8 budget` : 'every measured route meets the §8 budget',
    );
  } finally {
    stop();
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
  }

  if (process.env.BENCH_LIGHTHOUSE !== '0' && !ONLY) {
    if (hasLighthouse()) {
      const lh = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (lh.status !== 0) process.exitCode = lh.status ?? 1;
    } else {
      console.log(
        'Lighthouse skipped: the `lighthouse` package is not installed (npm i -D lighthouse@12 -w @campus/e2e).',
      );
    }
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
