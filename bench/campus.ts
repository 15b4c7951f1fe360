/**
 * The campus mix (issue 15, architecture §8): how a student body uses the app, as the API budget.
 *
 * ≥ 50 members signed in; every request is drawn at random from the WHOLE dataset — marketplace pages (10 and
 * 100 per page, with and without category and search), item details across all ids, library searches with
 * words from the data and both sorts, event pages and details, Home, the member's own profile and inbox — so
 * the response cache only helps where real traffic repeats itself. Runs:
 *   (a) reads only;  (b) the same with JSON writes at 5/s (offers, listing edits, library creates);
 *   (c) the same as (a) on a database seeded with SEED_SCALE=10 (a separate `npm run bench` on that database).
 * Event details are read by members (their RSVP, issue 19) and 3 % of the reads are a team's task list (issue 20)
 * since session 8; before, event details were read as a guest and those 3 % were the notifications inbox.
 * Plus two diagnostics: a flood of refused POSTs (20/s, no token) against Home, and GET /event/table?limit=1000.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';

type Requests = NonNullable<autocannon.Options['requests']>;

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  meta?: { total: number };
}
type Api = <T>(method: string, url: string, token?: string, body?: unknown) => Promise<Envelope<T>>;

export interface CampusResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  kbPerResponse: number;
  ratio?: number;
  /** The fixed rate the requests were offered at (req/s), for the lines at the budget's load. */
  offered?: number;
  /** CPU of the load generator (this process) and of the server, in % of one core, during the measurement. */
  cpu?: { bench: number; server: number };
  /** The server's event-loop delay during the measured part, ms (session 16). */
  loopDelay?: { p50: number; p99: number; max: number };
  /** Response cache hits and misses by area during the measured part (from /metrics). */
  cache?: Record<string, { hit: number; miss: number; hitRate: number }>;
  /** Answers of the measured part by route and status (where the non-2xx come from). */
  statuses?: StatusTally;
  /**
   * PostgreSQL's own time during the measured part, per answered request (pg_stat_statements, when the server has it
   * loaded): for A/B runs, a cost that moves with the code and less than the throughput with the machine's spare cores.
   */
  database?: DatabaseTime;
  /** Server-side answers per route during the measured part, and how many took over 25 and 50 ms. */
  slowRoutes?: { route: string; count: number; over25: number; over50: number }[];
  writes?: {
    reqPerSec: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
    byKind: Record<string, number>;
    /** Each kind's p50 and p99 (ms), from the bench's own timing (session 15). */
    kinds?: WriteStreamResult['kinds'];
    clientLoopDelay?: WriteStreamResult['clientLoopDelay'];
  };
  budget?: { ratio?: number; p99?: number; pass: boolean; why?: string };
  note?: string;
}

/** Budgets of issue 15 (architecture §8.1): 2 cores, large dataset, 32 connections. */
export const CAMPUS_BUDGET = { readsRatio: 0.05, writesRatio: 0.04, p99: 50, scaleKeep: 0.8, writeP99: 50 };

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)];

function serverCpuTicks(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime + stime, in clock ticks (100/s); with WEB_CONCURRENCY the workers are the server's children.
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return Number(fields[11]) + Number(fields[12]) + children.reduce((sum, c) => sum + serverCpuTicks(Number(c)), 0);
  } catch {
    return 0;
  }
}

/** The token the bench's server is started with, for GET /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The server's event-loop monitor samples every 20 ms (`eventLoopMonitoringPrecision` in apps/server/src/ops/metrics.ts). */
const SERVER_LOOP_RESOLUTION_MS = 20;

/**
 * The server's event-loop delay since the last scrape (prom-client's monitor resets on every scrape), in ms: how
 * late a due timer ran, so how long a ready answer from PostgreSQL or a new request waited for the loop. Node's
 * monitor reports the sampling interval plus the delay; the interval is taken off. Undefined with WEB_CONCURRENCY
 * (a scrape reaches one worker).
 */
async function loopDelay(base: string): Promise<{ p50: number; p99: number; max: number } | undefined> {
  try {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
    const text = await res.text();
    const read = (name: string) =>
      Number(new RegExp(`^nodejs_eventloop_lag_${name}_seconds (\\S+)`, 'm').exec(text)?.[1]) * 1000;
    const [p50, p99, max] = ['p50', 'p99', 'max'].map((name) => lateBy(read(name), SERVER_LOOP_RESOLUTION_MS));
    return Number.isFinite(p99) ? { p50, p99, max } : undefined;
  } catch {
    return undefined;
  }
}

/** A delay sample of Node's monitor without its sampling interval, ms with one decimal. */
function lateBy(sampleMs: number, resolutionMs: number): number {
  return Math.round(Math.max(0, sampleMs - resolutionMs) * 10) / 10;
}

/** Runs autocannon and measures what it and the server cost in CPU meanwhile, and the server's event-loop delay. */
export async function measureWithCpu(opts: autocannon.Options, serverPid: number | undefined) {
  const base = String(opts.url);
  await loopDelay(base); // starts the monitor's window here
  const t0 = Date.now();
  const c0 = process.cpuUsage();
  const s0 = serverCpuTicks(serverPid);
  const result = await autocannon(opts);
  const wall = (Date.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return {
    result,
    cpu: {
      bench: Math.round(((c.user + c.system) / 1e6 / wall) * 100),
      server: Math.round(((serverCpuTicks(serverPid) - s0) / 100 / wall) * 100),
    },
    loopDelay: await loopDelay(base),
  };
}

export interface CampusData {
  members: { id: number; token: string }[];
  words: string[];
  marketplace: { total: number; minId: number; maxId: number; categories: number[] };
  library: { total: number; minId: number; maxId: number; categories: number[] };
  events: { total: number; minId: number; maxId: number };
}

/** Tokens for MEMBERS members of the large dataset, id ranges and search words read through the API. */
export async function prepareCampus(
  api: Api,
  adminToken: string,
  tokenFor: (email: string) => Promise<string>,
  members = 60,
): Promise<CampusData> {
  const users = await api<{ id: number; email: string }[]>(
    'GET',
    `/user/table?status=ACTIVE&role=MEMBER&limit=${members + 60}&sortBy=createdAt&sortOrder=asc`,
    adminToken,
  );
  // The first 60 accounts of the large dataset are the write mix's sellers and buyers; take the next ones.
  const accounts = users.data.filter((u) => u.email.endsWith('@large.campus.test')).slice(-members);
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < accounts.length; i += 8) {
    out.push(
      ...(await Promise.all(accounts.slice(i, i + 8).map(async (u) => ({ id: u.id, token: await tokenFor(u.email) })))),
    );
  }
  const token = out[0].token;
  const range = async (url: string, t?: string) => {
    const first = await api<{ id: number }[]>('GET', `${url}&limit=1&sortBy=createdAt&sortOrder=asc`, t);
    const last = await api<{ id: number }[]>('GET', `${url}&limit=1&sortBy=createdAt&sortOrder=desc`, t);
    return { total: first.meta?.total ?? 0, minId: first.data[0]?.id ?? 1, maxId: last.data[0]?.id ?? 1 };
  };
  const libPage = await api<{ title: string }[]>('GET', '/eLibrary/table?limit=100&page=3', token);
  const words = [
    ...new Set(
      libPage.data
        .flatMap((i) => i.title.toLowerCase().split(/[^a-z]+/))
        .filter((w) => w.length >= 4)
        .concat(['book', 'notes', 'lamp', 'chair', 'calculator', 'bike']),
    ),
  ];
  return {
    members: out,
    words,
    marketplace: {
      ...(await range('/marketplace/table?page=1', token)),
      categories: (await api<{ id: number }[]>('GET', '/marketplace/category/table?limit=100')).data.map((c) => c.id),
    },
    library: {
      ...(await range('/eLibrary/table?page=1&status=APPROVED', token)),
      categories: (await api<{ id: number }[]>('GET', '/eLibrary/category/table?limit=100', token)).data.map(
        (c) => c.id,
      ),
    },
    events: await range('/event/table?page=1'),
  };
}

/** One random read of the mix (path and which member asks). */
export function campusRead(d: CampusData): { path: string; token?: string } {
  const member = pick(d.members);
  const r = Math.random();
  const between = (lo: number, hi: number) => lo + rand(hi - lo + 1);
  if (r < 0.25) {
    const limit = Math.random() < 0.5 ? 10 : 100;
    const q = new URLSearchParams({ limit: String(limit), status: 'AVAILABLE' });
    const f = Math.random();
    let pages = Math.max(1, Math.ceil(d.marketplace.total / limit));
    if (f < 0.35) {
      q.set('categoryId', String(pick(d.marketplace.categories)));
      pages = Math.ceil(pages / Math.max(1, d.marketplace.categories.length));
    } else if (f < 0.6) {
      q.set('searchTerm', pick(d.words));
      pages = 2;
    } else if (f < 0.7) q.set('accepts', Math.random() < 0.5 ? 'BUY' : 'EXCHANGE');
    // Most people look at the first pages; some page deep.
    q.set('page', String(Math.random() < 0.7 ? between(1, 3) : between(1, pages)));
    return { path: `/api/v1/marketplace/table?${q}`, token: member.token };
  }
  if (r < 0.4)
    return { path: `/api/v1/marketplace/${between(d.marketplace.minId, d.marketplace.maxId)}`, token: member.token };
  if (r < 0.55) {
    const q = new URLSearchParams({
      status: 'APPROVED',
      limit: '50',
      searchTerm: pick(d.words),
      sortBy: Math.random() < 0.5 ? 'title' : 'createdAt',
      sortOrder: Math.random() < 0.5 ? 'asc' : 'desc',
      page: String(between(1, 2)),
    });
    if (Math.random() < 0.3) q.set('categoryId', String(pick(d.library.categories)));
    return { path: `/api/v1/eLibrary/table?${q}`, token: member.token };
  }
  if (r < 0.6) return { path: `/api/v1/eLibrary/${between(d.library.minId, d.library.maxId)}`, token: member.token };
  if (r < 0.68) {
    const pages = Math.max(1, Math.ceil(d.events.total / 10));
    return { path: `/api/v1/event/table?page=${Math.random() < 0.7 ? between(1, 3) : between(1, pages)}&limit=10` };
  }
  // An event opened by a member carries their RSVP (issue 19).
  if (r < 0.72) return { path: `/api/v1/event/${between(d.events.minId, d.events.maxId)}`, token: member.token };
  if (r < 0.84) return { path: '/api/v1/user/home' };
  if (r < 0.92) return { path: '/api/v1/user/details', token: member.token };
  // Their team's task list (issue 20): a team's tasks, sometimes one status.
  if (r < 0.95) {
    const q = new URLSearchParams({ page: '1', limit: '20' });
    if (Math.random() < 0.5) q.set('status', pick(['TODO', 'IN_PROGRESS', 'BLOCKED', 'DONE']));
    return { path: `/api/v1/task/table?${q}`, token: member.token };
  }
  return { path: '/api/v1/notifications', token: member.token };
}

/** The route of a mix path, for counting answers per route: `/api/v1/marketplace/123?x` → `marketplace/{id}`. */
export function routeOf(p: string): string {
  return p
    .replace(/^\/api\/v1\//, '')
    .replace(/\?.*$/, '')
    .replace(/\/\d+$/, '/{id}');
}

/** Answers by route and status, e.g. `{ "eLibrary/{id}": { "200": 812, "404": 97 } }`. */
export type StatusTally = Record<string, Record<string, number>>;

export function campusReadRequests(d: CampusData, headers: Record<string, string>, tally?: StatusTally): Requests {
  return [
    {
      setupRequest(req, context) {
        const { path: p, token } = campusRead(d);
        if (context) context.route = routeOf(p);
        return { ...req, method: 'GET', path: p, headers: { ...headers, ...(token ? { authorization: token } : {}) } };
      },
      onResponse(status, _body, context) {
        if (!tally || !context) return;
        const route = String(context.route);
        const byStatus = tally[route] ?? {};
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        tally[route] = byStatus;
      },
    },
  ];
}

/**
 * The write stream: offers on listings of other members, edits of the member's own listing (price), and
 * library item creates, in turn. Twenty members first get one listing each (listed for them by an admin).
 */
export async function prepareCampusWrites(api: Api, adminToken: string, d: CampusData) {
  const own = new Map<number, number>();
  const cat = d.marketplace.categories[0];
  // Pictures must be this app's uploads (issue 16 finding 9): reuse a seeded cover.
  const cover = (await api<{ coverPic: string }[]>('GET', '/marketplace/table?limit=1')).data[0].coverPic;
  for (const m of d.members.slice(0, 20)) {
    // Listed by an admin for the member (a member's own new listing waits for approval).
    const created = await api<{ id: number }>('POST', '/marketplace/create', adminToken, {
      title: 'Campus mix listing',
      description: 'Listed by the campus-mix bench.',
      coverPic: cover,
      type: 'BOTH',
      price: 100,
      exchangeFor: 'Anything useful',
      categoryId: cat,
      sellerId: m.id,
    });
    own.set(m.id, created.data.id);
  }
  const sellers = d.members.slice(0, 20);
  const buyers = d.members.slice(20);
  const byKind: Record<string, number> = { offer: 0, edit: 0, library: 0 };
  let n = 0;
  /** The next write, in turn an offer, a listing edit and a library create. */
  const next = (): CampusWrite => {
    const kind = (['offer', 'edit', 'library'] as const)[n++ % 3];
    byKind[kind]++;
    if (kind === 'offer') {
      const seller = pick(sellers);
      const buyer = pick(buyers);
      return {
        kind,
        method: 'POST',
        path: '/api/v1/marketplace/offer/create',
        token: buyer.token,
        body: {
          marketplaceId: own.get(seller.id),
          type: 'BUY',
          offerPrice: 50 + rand(50),
          offerItemDescription: 'Library gate, 2 pm',
        },
      };
    }
    if (kind === 'edit') {
      const seller = pick(sellers);
      return {
        kind,
        method: 'PATCH',
        path: `/api/v1/marketplace/member-update/book/${own.get(seller.id)}`,
        token: seller.token,
        body: { price: 100 + rand(900) },
      };
    }
    const author = pick(d.members);
    return {
      kind,
      method: 'POST',
      path: '/api/v1/eLibrary/create',
      token: author.token,
      body: { title: `Campus mix notes ${rand(1e6)}`, categoryId: pick(d.library.categories), images: [] },
    };
  };
  return {
    next,
    byKind,
    reset() {
      byKind.offer = 0;
      byKind.edit = 0;
      byKind.library = 0;
    },
  };
}

export interface CampusWrite {
  kind: 'offer' | 'edit' | 'library';
  method: string;
  path: string;
  token: string;
  body: unknown;
}

export interface WriteStreamResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Each kind's own p50 and p99 (ms). */
  kinds: Record<string, { count: number; p50: number; p99: number }>;
  /** The bench's own event-loop delay while it timed the writes (ms): what its timing may include. */
  clientLoopDelay?: { p50: number; p99: number; max: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * The writes beside a measured line: OPEN-loop at `rate` per second (each write is sent on its schedule, whether or
 * not the previous one has answered, as students do), each timed here from send to the whole answer read. Until
 * session 15 autocannon sent them on two connections, which holds a write back while both are busy (its latency
 * then leaves out that wait) and reports whole milliseconds from a histogram.
 */
const CLIENT_LOOP_RESOLUTION_MS = 1;

export async function openLoopWrites(
  base: string,
  next: () => CampusWrite,
  rate: number,
  durationS: number,
): Promise<WriteStreamResult> {
  const times: number[] = [];
  const byKind: Record<string, number[]> = {};
  let non2xx = 0;
  let errors = 0;
  const one = async () => {
    const w = next();
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${w.path}`, {
        method: w.method,
        headers: { 'content-type': 'application/json', authorization: w.token },
        body: JSON.stringify(w.body),
      });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      times.push(ms);
      byKind[w.kind] = [...(byKind[w.kind] ?? []), ms];
      if (res.status < 200 || res.status > 299) non2xx++;
    } catch {
      errors++;
    }
  };
  const monitor = monitorEventLoopDelay({ resolution: CLIENT_LOOP_RESOLUTION_MS });
  monitor.enable();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < rate * durationS; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  monitor.disable();
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  const nsToMs = (ns: number) => lateBy(ns / 1e6, CLIENT_LOOP_RESOLUTION_MS);
  return {
    clientLoopDelay: {
      p50: nsToMs(monitor.percentile(50)),
      p99: nsToMs(monitor.percentile(99)),
      max: nsToMs(monitor.max),
    },
    reqPerSec: times.length / durationS,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    non2xx,
    errors,
    kinds: Object.fromEntries(
      Object.entries(byKind).map(([k, xs]) => {
        const s = [...xs].sort((a, b) => a - b);
        return [k, { count: xs.length, p50: round(percentile(s, 50)), p99: round(percentile(s, 99)) }];
      }),
    ),
  };
}

export function latestCampusResult(dir: string, label: string): CampusResult | undefined {
  try {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(`-${label}.json`))
      .sort();
    const last = files.at(-1);
    if (!last) return undefined;
    const report = JSON.parse(readFileSync(path.join(dir, last), 'utf8')) as { campus?: CampusResult[] };
    return report.campus?.find((r) => r.name === 'campus mix, reads');
  } catch {
    return undefined;
  }
}

export interface DatabaseTime {
  /** Planning + execution, ms per answered request. */
  msPerRequest: number;
  /** Planning's share of that time. */
  planShare: number;
  statementsPerRequest: number;
}

/**
 * Reads PostgreSQL's statement statistics around a measured part: `start()` clears them, `stop(requests)` sums the
 * planning and execution time of this database's statements. Undefined unless `pg_stat_statements` is loaded
 * (`shared_preload_libraries`, and `pg_stat_statements.track_planning = on` for the planning share): the bench
 * never changes the server's settings (bench/results/README.md says how to turn it on).
 */
export async function databaseTimer(databaseUrl: string | undefined) {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    return undefined;
  }
  return {
    async start() {
      await client.query('select pg_stat_statements_reset()');
    },
    async stop(requests: number): Promise<DatabaseTime | undefined> {
      const { rows } = await client.query<{ exec: number; plan: number; calls: number }>(
        `select coalesce(sum(total_exec_time), 0)::float8 as exec, coalesce(sum(total_plan_time), 0)::float8 as plan,
                coalesce(sum(calls), 0)::float8 as calls
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
            and query not like '%pg_stat_statements%'`,
      );
      const { exec, plan, calls } = rows[0];
      if (!requests) return undefined;
      return {
        msPerRequest: Number(((exec + plan) / requests).toFixed(3)),
        planShare: exec + plan ? Number((plan / (exec + plan)).toFixed(3)) : 0,
        statementsPerRequest: Number((calls / requests).toFixed(2)),
      };
    },
    close: () => client.end(),
  };
}

export function databaseLine(d: DatabaseTime | undefined): string {
  return d
    ? `\n    database: ${d.msPerRequest} ms per request (planning ${(d.planShare * 100).toFixed(0)} %), ${d.statementsPerRequest} statements per request`
    : '';
}
