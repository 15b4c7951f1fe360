/**
 * `npm run bench` — the API budget of architecture §8, measured.
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
 * 5. The campus mix (bench/campus.ts, the budget of docs/performance-budgets.md): reads; reads + 5 writes/s; each
 *    also offered at the budget's fixed share of /health (decision 042); Home under a flood of refused POSTs; GET /event/table?limit=1000. `npm run bench -- --only campus` runs only
 *    these (with /health); with SEED_SCALE=10 (a database seeded at that scale) only the reads, compared with the
 *    last 1× result of the same BENCH_LABEL.
 *
 * Env: DATABASE_URL, BENCH_DATA_DIR, BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 5),
 *      BENCH_CAMPUS_DURATION (s, default 20), BENCH_LABEL (file name suffix, e.g. before/after), SEED_SCALE,
 *      BENCH_CONNECTIONS (default 32), BENCH_ONLY (comma list of route names), BENCH_NO_SAVE=1,
 *      BENCH_UNCACHED=1 (server with RESPONSE_CACHE_TTL_MS=0: the query path alone, saved as <db>-uncached),
 *      BENCH_FILE (result file name without .json; default <date>-<db>[-uncached][-x<scale>][-<label>]),
 *      SEED_LEADERBOARD_MEMBERS (grow the board to that many ranked members; 200000 with `--only leaderboard`),
 *      BENCH_LEADERBOARD_TOKENS (distinct signed-in members, default 200), BENCH_SEQUENTIAL (default 300).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../apps/server/src/test/spawn-server';
import {
  BENCH_METRICS_TOKEN,
  CAMPUS_BUDGET,
  type CampusResult,
  campusReadRequests,
  databaseLine,
  databaseTimer,
  latestCampusResult,
  measureWithCpu,
  openLoopWrites,
  prepareCampus,
  prepareCampusWrites,
  type StatusTally,
  type WriteStreamResult,
} from './campus';
import { leaderboardScenarios, measureLeaderboardSequential, prepareLeaderboard } from './leaderboard';
import { multipartBody, phonePhoto } from './upload';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? '.data-bench');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** `npm run bench -- --only campus` (or BENCH_ONLY=campus): only the campus mix and its diagnostics. */
const onlyArg = process.argv.indexOf('--only');
const ONLY = (onlyArg > 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY)?.split(',').map((s) => s.trim());
const CAMPUS = !ONLY || ONLY.includes('campus');
/** `--only leaderboard`: the leaderboard's scenarios on a board grown to 200k ranked members (decision 027). */
const BOARD = !ONLY || ONLY.some((o) => o.startsWith('leaderboard'));
const BOARD_MEMBERS = process.env.SEED_LEADERBOARD_MEMBERS ?? (ONLY?.includes('leaderboard') ? '200000' : '');
const CAMPUS_DURATION = Number(process.env.BENCH_CAMPUS_DURATION ?? 20);
const SCALE = Number(process.env.SEED_SCALE ?? 1);
/** Saved under this label (e.g. before/after), so two builds measured on one machine compare. */
const LABEL = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL.replace(/^-+/, '')}` : '';

/** §8: list endpoints ≥ 40 % of /health, /user/home ≥ 50 %, p99 ≤ 50 ms. */
const BUDGET = { ratio: 0.4, homeRatio: 0.5, p99: 50 };

const UNCACHED = process.env.BENCH_UNCACHED === '1';

/** The response cache's hits and misses so far, by area (GET /metrics). */
async function cacheCounters(base: string): Promise<Record<string, { hit: number; miss: number }>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const out: Record<string, { hit: number; miss: number }> = {};
  if (!res.ok) return out;
  for (const m of (await res.text()).matchAll(/^response_cache_requests_total\{([^}]*)\} (\d+)/gm)) {
    const area = /area="([^"]*)"/.exec(m[1])?.[1] ?? '?';
    const result = /result="([^"]*)"/.exec(m[1])?.[1] as 'hit' | 'miss';
    out[area] ??= { hit: 0, miss: 0 };
    out[area][result] += Number(m[2]);
  }
  return out;
}

/** Server-side request counts by route: in all, and taking over 25 ms and over 50 ms (its duration histogram). */
type RouteTimes = Record<string, { count: number; over25: number; over50: number }>;

/** The server's event-loop delay during a line, for the console. */
function loopLine(r: Pick<CampusResult, 'loopDelay'>) {
  const d = r.loopDelay;
  return d ? ` (event loop delay p50 ${d.p50} / p99 ${d.p99} / max ${d.max} ms)` : '';
}

/** Each write kind's count, p50 and p99, for the console. */
function kindsLine(w: Pick<WriteStreamResult, 'kinds' | 'clientLoopDelay'>) {
  const kinds = Object.entries(w.kinds)
    .map(([k, v]) => `${k} ${v.count}: p50 ${v.p50} / p99 ${v.p99} ms`)
    .join('; ');
  const d = w.clientLoopDelay;
  return d ? `${kinds} (the bench's own event loop delay p50 ${d.p50} / p99 ${d.p99} / max ${d.max} ms)` : kinds;
}

async function routeTimes(base: string): Promise<RouteTimes> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const out: RouteTimes = {};
  if (!res.ok) return out;
  const text = await res.text();
  const entry = (route: string) => {
    out[route] ??= { count: 0, over25: 0, over50: 0 };
    return out[route];
  };
  for (const m of text.matchAll(/^http_request_duration_seconds_count\{([^}]*)\} (\d+)/gm)) {
    const route = /route="([^"]*)"/.exec(m[1])?.[1] ?? '?';
    const n = Number(m[2]);
    const e = entry(route);
    e.count += n;
    e.over25 += n;
    e.over50 += n;
  }
  for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)/gm)) {
    const route = /route="([^"]*)"/.exec(m[1])?.[1] ?? '?';
    const le = /le="([^"]*)"/.exec(m[1])?.[1];
    if (le === '0.025') entry(route).over25 -= Number(m[2]);
    if (le === '0.05') entry(route).over50 -= Number(m[2]);
  }
  return out;
}

/** Where the slow answers of a measured part came from: per route, the share over 25 ms and over 50 ms. */
function slowRoutes(before: RouteTimes, after: RouteTimes) {
  const rows = Object.entries(after)
    .map(([route, a]) => {
      const b = before[route] ?? { count: 0, over25: 0, over50: 0 };
      return { route, count: a.count - b.count, over25: a.over25 - b.over25, over50: a.over50 - b.over50 };
    })
    .filter((r) => r.count > 0 && !r.route.startsWith('/metrics'))
    .sort((x, y) => y.over50 - x.over50 || y.over25 - x.over25);
  for (const r of rows)
    console.log(
      `    ${pad(r.route, 34)} ${pad(r.count, 7, true)} answers, ${pad(((r.over25 / r.count) * 100).toFixed(1), 5, true)} % > 25 ms, ${pad(((r.over50 / r.count) * 100).toFixed(1), 5, true)} % > 50 ms (server-side)`,
    );
  return rows;
}

/** Hit ratio per area between two readings of cacheCounters. */
function hitRatios(before: Awaited<ReturnType<typeof cacheCounters>>, after: typeof before) {
  const ratios: Record<string, { hit: number; miss: number; hitRate: number }> = {};
  for (const [area, now] of Object.entries(after)) {
    const hit = now.hit - (before[area]?.hit ?? 0);
    const miss = now.miss - (before[area]?.miss ?? 0);
    if (hit + miss > 0) ratios[area] = { hit, miss, hitRate: Number((hit / (hit + miss)).toFixed(3)) };
  }
  return ratios;
}
const dbLabel = databaseUrl ? 'postgresql' : 'pglite';
// A run without the campus mix names what it ran, so it never becomes the label's latest 1× mix (the 10× run's base).
// Route names hold '/', braces and spaces: the file name keeps letters, digits, '+', '.' and '-'.
const onlyLabel = ONLY && !ONLY.includes('campus') ? `-${ONLY.join('+').replace(/[^\w.+-]+/g, '-')}` : '';
const runLabel = `${dbLabel}${UNCACHED ? '-uncached' : ''}${SCALE !== 1 ? `-x${SCALE}` : ''}${LABEL}${onlyLabel}`;
const childEnv = {
  ...process.env,
  NODE_ENV: 'production',
  AUTH_EMULATOR: 'true',
  // Production refuses to start without a strong secret (issue 16 finding 7).
  JWT_SECRET: process.env.JWT_SECRET ?? 'bench-only-secret-not-for-production-0123456789',
  ACCOUNT_WRITE_LIMIT: '100000000',
  ACCOUNT_UPLOAD_LIMIT: '100000000',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  RATE_LIMIT_MAX: '100000000',
  MAX_CONNECTIONS_PER_IP: '0',
  AUTH_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  UPLOAD_DRIVERS: 'local',
  // The campus mix reads the response cache's hit counters from /metrics (a figure the machine's load cannot move).
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
  ...(UNCACHED ? { RESPONSE_CACHE_TTL_MS: '0' } : {}),
  ...(BOARD_MEMBERS ? { SEED_LEADERBOARD_MEMBERS: BOARD_MEMBERS } : {}),
};

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
  /** `--only <group>` selects every scenario of the group. */
  group?: string;
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
  // Pictures must be this app's uploads (issue 16 finding 9): reuse a seeded cover.
  const cover = (await api<{ coverPic: string }[]>('GET', '/marketplace/table?limit=1')).data[0].coverPic;
  const listing = (i: number) => ({
    title: `Bench listing ${i}`,
    description: 'A listing made by npm run bench for the offer write mix.',
    coverPic: cover,
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
                offerItemImage: cover,
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

interface DatabaseInfo {
  version: string;
  /** PostgreSQL only: its buffer cache and the database's size. A database larger than the cache reads past it. */
  cache?: { sharedBuffers: string; sharedBuffersBytes: number; databaseBytes: number };
}

async function databaseInfo(): Promise<DatabaseInfo> {
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ version: string; shared: string; shared_bytes: string; size: string }>(
        `select version(), current_setting('shared_buffers') as shared,
           pg_size_bytes(current_setting('shared_buffers')) as shared_bytes,
           pg_database_size(current_database()) as size`,
      );
      const [row] = rows;
      return {
        version: row.version,
        cache: {
          sharedBuffers: row.shared,
          sharedBuffersBytes: Number(row.shared_bytes),
          databaseBytes: Number(row.size),
        },
      };
    } finally {
      await c.end();
    }
  }
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return {
    version: `PGlite ${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`,
  };
}

function hasLighthouse(): boolean {
  try {
    createRequire(import.meta.url).resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

const campusOutcome = (r: autocannon.Result) => ({
  reqPerSec: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  requests: r.requests.total,
  kbPerResponse: r.requests.average ? Number((r.throughput.average / r.requests.average / 1024).toFixed(1)) : 0,
});

/**
 * The campus mix (bench/campus.ts): (a) reads, (b) reads + 5 JSON writes/s, both judged against the same-run
 * /health; on SEED_SCALE=10 only (a), judged against the last 1× result of the same label. Then the flood
 * diagnostic (Home with and without 20 refused POSTs/s) and GET /event/table?limit=1000.
 */
async function runCampus(
  base: string,
  api: Api,
  admin: string,
  serverPid: number | undefined,
  healthRps: number,
): Promise<CampusResult[]> {
  const out: CampusResult[] = [];
  const t0 = Date.now();
  const data = await prepareCampus(api, admin, (email) => tokenFor(api, email));
  console.log(
    `  campus: ${data.members.length} members, ${data.words.length} search words, ${data.marketplace.total} listings, ${data.library.total} library items, ${data.events.total} events (${Date.now() - t0} ms)`,
  );
  const reads = (duration: number, tally?: StatusTally) => ({
    url: base,
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    requests: campusReadRequests(data, BROWSER_HEADERS, tally),
  });
  /** Prints where the non-2xx of a measured part came from. */
  const printOdd = (tally: StatusTally) => {
    const odd = Object.entries(tally).flatMap(([route, byStatus]) =>
      Object.entries(byStatus)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, n]) => `${route} ${status} × ${n} of ${Object.values(byStatus).reduce((x, y) => x + y, 0)}`),
    );
    console.log(`    non-2xx: ${odd.length ? odd.join('; ') : 'none'}`);
  };
  const judge = (r: CampusResult, ratio: number) => {
    const fails: string[] = [];
    if ((r.ratio ?? 0) < ratio) fails.push(`< ${ratio * 100} % of /health`);
    if (r.p99 > CAMPUS_BUDGET.p99) fails.push(`p99 > ${CAMPUS_BUDGET.p99} ms`);
    if (r.errors) fails.push('errors');
    r.budget = { ratio, p99: CAMPUS_BUDGET.p99, pass: fails.length === 0, why: fails.join(', ') || undefined };
  };

  process.stdout.write(`  campus mix, reads: warm-up ${WARMUP} s`);
  if (WARMUP > 0) await autocannon(reads(WARMUP));
  process.stdout.write(`, measuring ${CAMPUS_DURATION} s`);
  const countersBefore = await cacheCounters(base);
  const readTally: StatusTally = {};
  const timesBefore = await routeTimes(base);
  const dbTimer = await databaseTimer(databaseUrl);
  await dbTimer?.start();
  const a = await measureWithCpu(reads(CAMPUS_DURATION, readTally), serverPid);
  const database = await dbTimer?.stop(a.result.requests.total);
  const cache = hitRatios(countersBefore, await cacheCounters(base));
  const slow = slowRoutes(timesBefore, await routeTimes(base));
  const readsResult: CampusResult = {
    name: 'campus mix, reads',
    ...campusOutcome(a.result),
    cpu: a.cpu,
    loopDelay: a.loopDelay,
    cache,
    statuses: readTally,
    slowRoutes: slow,
    database,
  };
  console.log(
    `\n    response cache during the mix: ${Object.entries(cache)
      .map(([area, c]) => `${area} ${(c.hitRate * 100).toFixed(0)} % of ${c.hit + c.miss}`)
      .join(', ')}`,
  );
  printOdd(readTally);
  readsResult.ratio = healthRps ? readsResult.reqPerSec / healthRps : undefined;
  if (SCALE === 1) judge(readsResult, CAMPUS_BUDGET.readsRatio);
  else {
    const base1 = latestCampusResult(path.join(root, 'bench', 'results'), `${dbLabel}${LABEL}`);
    const keep = base1 ? readsResult.reqPerSec / base1.reqPerSec : undefined;
    readsResult.note = base1
      ? `${(keep! * 100).toFixed(0)} % of the 1× mix (${base1.reqPerSec.toFixed(0)} req/s)`
      : 'no 1× result of this label to compare with';
    const pass = keep !== undefined && keep >= CAMPUS_BUDGET.scaleKeep && readsResult.p99 <= CAMPUS_BUDGET.p99;
    readsResult.budget = { ratio: CAMPUS_BUDGET.scaleKeep, p99: CAMPUS_BUDGET.p99, pass };
  }
  console.log(
    ` → ${readsResult.reqPerSec.toFixed(0)} req/s, p99 ${readsResult.p99} ms${loopLine(readsResult)}${databaseLine(database)}`,
  );
  out.push(readsResult);

  /**
   * The mix at the budget's load (decision 042): the requests of a campus that sends 5 % of the same-run /health,
   * offered at that fixed rate on the same 32 connections. The lines above hold 32 connections busy, so their p99 is
   * the p99 of a saturated machine (mean = 32 / throughput: at 5 % of a 15k /health that is 43 ms before any spread);
   * this one measures what a student waits while the campus asks for the budget's throughput. It must keep up with
   * the offered rate (≥ 97 %), or its latencies would leave out the queue.
   */
  const atBudgetLoad = async (name: string, ratio: number, tally: StatusTally, beside?: () => Promise<unknown>) => {
    const offered = Math.round(healthRps * ratio);
    process.stdout.write(`  ${name}: ${offered} req/s offered, measuring ${CAMPUS_DURATION} s`);
    const timesBeforeOffered = await routeTimes(base);
    const side = beside?.();
    const r = await measureWithCpu({ ...reads(CAMPUS_DURATION, tally), overallRate: offered }, serverPid);
    await side;
    // Which routes the budget line's tail comes from, at the budget's load rather than saturated.
    const slowAtLoad = slowRoutes(timesBeforeOffered, await routeTimes(base));
    const result: CampusResult = {
      name,
      ...campusOutcome(r.result),
      cpu: r.cpu,
      loopDelay: r.loopDelay,
      statuses: tally,
      slowRoutes: slowAtLoad,
      offered,
    };
    result.ratio = result.reqPerSec / healthRps;
    const fails: string[] = [];
    if (result.reqPerSec < offered * 0.97)
      fails.push(`kept up with ${((result.reqPerSec / offered) * 100).toFixed(0)} %`);
    if (result.p99 > CAMPUS_BUDGET.p99) fails.push(`p99 > ${CAMPUS_BUDGET.p99} ms`);
    if (result.errors) fails.push('errors');
    result.budget = { ratio, p99: CAMPUS_BUDGET.p99, pass: fails.length === 0, why: fails.join(', ') || undefined };
    console.log(
      ` → ${result.reqPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${loopLine(result)}`,
    );
    printOdd(tally);
    out.push(result);
    return result;
  };
  if (healthRps) await atBudgetLoad('campus mix, reads at 5 % of /health', CAMPUS_BUDGET.readsRatio, {});
  if (SCALE !== 1) {
    await dbTimer?.close();
    return out;
  }

  const writes = await prepareCampusWrites(api, admin, data);
  process.stdout.write(`  campus mix + 5 writes/s: measuring ${CAMPUS_DURATION} s`);
  /** The 5 JSON writes a second, open-loop and timed by the bench, beside a measured part. */
  const writeStream = () => {
    writes.reset();
    return openLoopWrites(base, writes.next, 5, CAMPUS_DURATION);
  };
  /** Adds the writes' figures to a line, which fails when their p99 is over the budget. */
  const addWrites = (r: CampusResult, w: WriteStreamResult) => {
    r.writes = {
      reqPerSec: w.reqPerSec,
      p50: w.p50,
      p99: w.p99,
      non2xx: w.non2xx,
      errors: w.errors,
      byKind: { ...writes.byKind },
      kinds: w.kinds,
      clientLoopDelay: w.clientLoopDelay,
    };
    if (w.p99 > CAMPUS_BUDGET.writeP99 && r.budget) {
      r.budget.pass = false;
      r.budget.why = [r.budget.why, `write p99 > ${CAMPUS_BUDGET.writeP99} ms`].filter(Boolean).join(', ');
    }
  };
  const writer = writeStream();
  const writeTally: StatusTally = {};
  const timesBeforeWrites = await routeTimes(base);
  await dbTimer?.start();
  const b = await measureWithCpu(reads(CAMPUS_DURATION, writeTally), serverPid);
  const w = await writer;
  // Per read answered: the writes' own statements are in the sum (5 a second beside hundreds of reads).
  const databaseWithWrites = await dbTimer?.stop(b.result.requests.total);
  await dbTimer?.close();
  printOdd(writeTally);
  const slowWithWrites = slowRoutes(timesBeforeWrites, await routeTimes(base));
  const withWrites: CampusResult = {
    name: 'campus mix, reads + 5 writes/s',
    ...campusOutcome(b.result),
    cpu: b.cpu,
    loopDelay: b.loopDelay,
    statuses: writeTally,
    slowRoutes: slowWithWrites,
    database: databaseWithWrites,
    ratio: healthRps ? b.result.requests.average / healthRps : undefined,
  };
  judge(withWrites, CAMPUS_BUDGET.writesRatio);
  addWrites(withWrites, w);
  console.log(
    ` → ${withWrites.reqPerSec.toFixed(0)} req/s, p99 ${withWrites.p99} ms${loopLine(withWrites)}; writes p99 ${w.p99} ms ${kindsLine(w)}${databaseLine(databaseWithWrites)}`,
  );
  out.push(withWrites);
  if (healthRps) {
    let writesAtLoad: WriteStreamResult | undefined;
    const r = await atBudgetLoad(
      'campus mix, reads at 4 % of /health + 5 writes/s',
      CAMPUS_BUDGET.writesRatio,
      {},
      async () => {
        writesAtLoad = await writeStream();
      },
    );
    if (writesAtLoad) {
      addWrites(r, writesAtLoad);
      console.log(`    writes: p50 ${writesAtLoad.p50} ms, p99 ${writesAtLoad.p99} ms ${kindsLine(writesAtLoad)}`);
    }
  }

  // Flood: one client sends refused POSTs (no token, empty body) at 20/s while Home is read.
  const home = (duration: number) => ({
    url: `${base}/api/v1/user/home`,
    headers: BROWSER_HEADERS,
    connections: 8,
    duration,
  });
  process.stdout.write('  flood: Home alone 10 s');
  const quiet = await autocannon(home(10));
  process.stdout.write(', Home with 20 refused POSTs/s 10 s');
  const flood = autocannon({
    url: `${base}/api/v1/marketplace/offer/create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    connections: 1,
    overallRate: 20,
    duration: 10,
  });
  const flooded = await autocannon(home(10));
  const f = await flood;
  console.log(` → p99 ${quiet.latency.p99} ms alone, ${flooded.latency.p99} ms under the flood`);
  out.push({ name: 'Home, 8 connections, alone', ...campusOutcome(quiet) });
  out.push({
    name: 'Home, 8 connections, with 20 refused POSTs/s',
    ...campusOutcome(flooded),
    note: `${f.requests.total} POSTs sent, ${f.non2xx} refused`,
    budget: { p99: CAMPUS_BUDGET.p99, pass: flooded.latency.p99 <= CAMPUS_BUDGET.p99 },
  });

  // Uploads: four members send a 5 MB photo again and again while Home is read (issue 15's upload budget).
  const photo = await phonePhoto();
  const { body, contentType } = multipartBody(photo);
  const uploader = data.members[1].token;
  process.stdout.write(`  uploads: ${(photo.length / 1024 / 1024).toFixed(2)} MB photo, 4 at a time, 15 s`);
  const uploads = autocannon({
    url: `${base}/api/v1/upload`,
    method: 'POST',
    headers: { 'content-type': contentType, authorization: uploader },
    body,
    connections: 4,
    duration: 15,
    timeout: 30,
  });
  const homeBeside = await autocannon(home(15));
  const up = await uploads;
  console.log(
    ` → upload p50 ${up.latency.p50} ms, p99 ${up.latency.p99} ms (${up.requests.total} sent, ${up.non2xx} non-2xx); Home p99 ${homeBeside.latency.p99} ms beside them (${quiet.latency.p99} ms alone)`,
  );
  out.push({
    name: 'upload 5 MB photo, 4 in parallel',
    ...campusOutcome(up),
    note: `${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG 4000×3000; Home p99 ${homeBeside.latency.p99} ms beside the uploads, ${quiet.latency.p99} ms alone`,
    budget: { p99: 1000, pass: up.latency.p99 <= 1000 && up.non2xx === 0 && up.errors === 0 },
  });
  out.push({ name: 'Home, 8 connections, beside the uploads', ...campusOutcome(homeBeside) });

  // One page of 1000 events (the server may clamp it): first request of each page is a miss.
  const times: number[] = [];
  const hits: number[] = [];
  let rows = 0;
  for (let page = 1; page <= 5; page++) {
    const url = `${base}/api/v1/event/table?limit=1000&page=${page}`;
    let t = performance.now();
    const res = await fetch(url, { headers: BROWSER_HEADERS });
    const body = (await res.json()) as Envelope<unknown[]>;
    times.push(performance.now() - t);
    rows = Math.max(rows, body.data?.length ?? 0);
    t = performance.now();
    await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer();
    hits.push(performance.now() - t);
  }
  const avg = (xs: number[]) => Number((xs.reduce((x, y) => x + y, 0) / xs.length).toFixed(1));
  out.push({
    name: 'event/table?limit=1000, one request at a time',
    reqPerSec: 0,
    p50: avg(times),
    p99: Number(Math.max(...times).toFixed(1)),
    errors: 0,
    non2xx: 0,
    requests: 10,
    kbPerResponse: 0,
    note: `${rows} rows per page; miss ${avg(times)} ms avg (max ${Math.max(...times).toFixed(0)}), hit ${avg(hits)} ms avg`,
  });
  console.log(`  event/table?limit=1000: miss ${avg(times)} ms, hit ${avg(hits)} ms (${rows} rows)`);
  return out;
}

function printCampus(rows: CampusResult[]) {
  const head = `${pad('campus', 46)}${pad('req/s', 9, true)}${pad('p50 ms', 8, true)}${pad('p99 ms', 8, true)}${pad('× health', 10, true)}${pad('non2xx', 8, true)}${pad('errors', 8, true)}  budget`;
  console.log(`\n${head}\n${'-'.repeat(head.length + 6)}`);
  for (const r of rows) {
    const verdict = r.budget ? (r.budget.pass ? 'ok' : `MISS${r.budget.why ? ` (${r.budget.why})` : ''}`) : '';
    console.log(
      `${pad(r.name, 46)}${pad(r.reqPerSec.toFixed(0), 9, true)}${pad(r.p50, 8, true)}${pad(r.p99, 8, true)}${pad(r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(2)}%`, 10, true)}${pad(r.non2xx, 8, true)}${pad(r.errors, 8, true)}  ${verdict}`,
    );
    if (r.cpu) console.log(`    CPU: load generator ${r.cpu.bench} %, server ${r.cpu.server} % of one core`);
    if (r.writes)
      console.log(
        `    writes: ${r.writes.reqPerSec.toFixed(1)}/s, p50 ${r.writes.p50} ms, p99 ${r.writes.p99} ms, non2xx ${r.writes.non2xx}, ${r.writes.kinds ? kindsLine(r.writes as WriteStreamResult) : JSON.stringify(r.writes.byKind)}`,
      );
    if (r.note) console.log(`    ${r.note}`);
  }
}

async function main() {
  const loadBefore = os.loadavg()[0];
  console.log(
    `bench on ${runLabel}${databaseUrl ? '' : ` (${dataDir})`}: ${os.cpus().length} cores, Node ${process.version}, load ${loadBefore.toFixed(1)}`,
  );
  const database = await databaseInfo();
  if (database.cache && database.cache.databaseBytes > database.cache.sharedBuffersBytes) {
    console.log(
      `  note: the database (${(database.cache.databaseBytes / 2 ** 20).toFixed(0)} MB) is larger than PostgreSQL's shared_buffers (${database.cache.sharedBuffers}): pages past the buffer cache are read from the OS on every miss (decision 054)`,
    );
  }
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

  // The bench shares the tests' way of starting the server (free port, health wait, output on failure).
  const server = await startServer(childEnv as Record<string, string>, { timeoutMs: 180_000, echo: true });
  const { base } = server;
  process.on('exit', () => void server.kill('SIGTERM'));
  try {
    const api = client(base);
    const admin = await tokenFor(api, 'admin@campus.test');
    const member = await tokenFor(api, 'member@campus.test');
    const teamHead = await tokenFor(api, 'teamhead@campus.test');
    const mCats = await api<{ id: number; name: string }[]>('GET', '/marketplace/category/table?limit=10');
    const category = mCats.data[0].id;
    const sample = await api<{ id: number }[]>(
      'GET',
      '/marketplace/table?status=AVAILABLE&limit=1000&sortBy=createdAt&sortOrder=desc',
      member,
    );
    const itemIds = sample.data.map((i) => i.id);
    let itemCursor = 0;
    const events = await api<{ id: number }[]>('GET', '/event/table?type=EVENT&limit=1000');
    const eventIds = events.data.map((e) => e.id);
    let eventCursor = 0;

    const writeItems = Number(process.env.BENCH_WRITE_ITEMS ?? 1500);
    const board = BOARD ? await prepareLeaderboard(api, (email) => tokenFor(api, email), member) : undefined;
    if (board) {
      console.log(
        `  leaderboard: ${Object.entries(board.totals)
          .map(([p, n]) => `${p} ${n}`)
          .join(', ')} ranked members; ${board.tokens.length} member tokens`,
      );
    }
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
      // events RSVP (issue 19): an event as a signed-in member sees it (their own RSVP), and their tickets
      {
        name: 'event/{id} (signed in, myRsvp)',
        as: 'member',
        method: 'GET',
        path: `/api/v1/event/${eventIds[0]}`,
        headers: { authorization: member },
        budget: BUDGET.ratio,
        requests: () => [
          {
            setupRequest: (req) => ({ ...req, path: `/api/v1/event/${eventIds[eventCursor++ % eventIds.length]}` }),
          },
        ],
      },
      {
        name: 'user/tickets',
        as: 'member',
        method: 'GET',
        path: '/api/v1/user/tickets',
        headers: { authorization: member },
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
      // tasks (10k in the large seed): a head's list with a search and a filter, a member's own tasks
      {
        name: 'task/table (filters)',
        as: 'team head',
        method: 'GET',
        path: '/api/v1/task/table?status=TODO&searchTerm=banner&sortBy=dueDate&sortOrder=asc&page=1&limit=50',
        headers: { authorization: teamHead },
        budget: BUDGET.ratio,
      },
      {
        name: 'task/table (admin)',
        as: 'admin',
        method: 'GET',
        path: '/api/v1/task/table?page=3&limit=100',
        headers: { authorization: admin },
        budget: BUDGET.ratio,
      },
      {
        name: 'task/my',
        as: 'member',
        method: 'GET',
        path: '/api/v1/task/my',
        headers: { authorization: member },
        budget: BUDGET.ratio,
      },
      ...(board ? leaderboardScenarios(board, { budget: BUDGET.ratio }) : []), // leaderboard (issue 21)
    ];
    const selected = scenarios.filter(
      (s) => !ONLY || ONLY.includes(s.name) || (s.group && ONLY.includes(s.group)) || s.name === 'health',
    );
    const wantWrites = (!ONLY || ONLY.includes('offer write mix')) && SCALE === 1;

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
    const campus = CAMPUS ? await runCampus(base, api, admin, server.child.pid, health?.reqPerSec ?? 0) : [];
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
    const sequential = board
      ? await measureLeaderboardSequential(base, board, {
          requests: Number(process.env.BENCH_SEQUENTIAL ?? 300),
          p99: BUDGET.p99,
          headers: BROWSER_HEADERS,
        })
      : [];
    printTable(results);
    if (campus.length) printCampus(campus);
    if (board) {
      console.log(
        `\nleaderboard p99 against ${BUDGET.p99} ms (load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
      );
      for (const r of results.filter((x) => x.name.startsWith('leaderboard'))) {
        console.log(
          `  ${pad(r.name, 46)} p99 ${pad(r.p99, 5, true)} ms  ${r.p99 <= BUDGET.p99 ? 'pass' : 'FAIL'} (32 connections)`,
        );
      }
      for (const r of sequential) {
        console.log(
          `  ${pad(r.name, 46)} p99 ${pad(r.p99, 5, true)} ms  ${r.budget.pass ? 'pass' : 'FAIL'} (p50 ${r.p50}, max ${r.max}, ${r.requests} requests${r.non2xx ? `, ${r.non2xx} failed` : ''})`,
        );
      }
    }

    const cpus = os.cpus();
    const measured = await databaseInfo(); // after the seed: the size the run read
    const report = {
      date: new Date().toISOString(),
      database: dbLabel,
      responseCache: UNCACHED ? 'off (RESPONSE_CACHE_TTL_MS=0)' : 'on',
      databaseVersion: measured.version,
      databaseCache: measured.cache,
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
      ...(board
        ? {
            leaderboard: {
              rankedMembers: board.totals,
              memberTokens: board.tokens.length,
              grownTo: BOARD_MEMBERS || undefined,
              sequential,
            },
          }
        : {}),
      campus,
      campusBudget: CAMPUS_BUDGET,
      scale: SCALE,
    };
    if (process.env.BENCH_NO_SAVE !== '1') {
      const dir = path.join(root, 'bench', 'results');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${process.env.BENCH_FILE ?? `${report.date.slice(0, 10)}-${runLabel}`}.json`);
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nwritten: ${path.relative(root, file)}`);
    }
    const misses = [...results, ...campus, ...sequential].filter((r) => r.budget && !r.budget.pass);
    console.log(
      misses.length ? `${misses.length} route(s) miss the §8 budget` : 'every measured route meets the §8 budget',
    );
  } finally {
    await server.kill('SIGTERM');
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
