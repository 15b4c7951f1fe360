/**
 * The leaderboard's bench (issue 21, product §: "ranking 200k members must answer in ≤ 50 ms p99"; decision 027).
 * `npm run bench -- --only leaderboard` seeds `seed:large` grown to SEED_LEADERBOARD_MEMBERS (default 200000 for
 * this run) ranked members, then measures:
 * - the public board: week, month and all time, members and teams, pages drawn at random across the whole ranking
 *   (so the response cache rarely answers);
 * - the signed-in board: the same pages with "Your rank" (myRank/myPoints), each request from one of many distinct
 *   members' tokens (the cache keeps a signed-in answer per member);
 * - each of them one request at a time too: the route's own time without the queue of 32 connections on a busy
 *   machine, judged against the same 50 ms.
 */
import type autocannon from 'autocannon';

type Requests = NonNullable<autocannon.Options['requests']>;

export interface LeaderboardScenario {
  name: string;
  group: string;
  as: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  budget?: number;
  requests?: () => Requests;
  note?: () => string;
}

export interface LeaderboardData {
  /** Ranked members per period (meta.total of the member board). */
  totals: Record<string, number>;
  /** Distinct signed-in members, each with their own token. */
  tokens: string[];
}

export const PERIODS = ['week', 'month', 'all'] as const;
const LIMIT = 20;
/** How many distinct members sign in for the signed-in board. */
const MEMBER_TOKENS = Number(process.env.BENCH_LEADERBOARD_TOKENS ?? 200);

type Api = <T>(
  method: string,
  url: string,
  token?: string,
) => Promise<{ data: T; meta?: { total: number; myRank?: number | null } }>;

/**
 * The ranking's size per period, and tokens of distinct ranked members: the bench's synthetic members
 * (`board-<n>@board.campus.test`, apps/server/src/db/seed/large-points.ts) when the board was grown, else the
 * large seed's members.
 */
export async function prepareLeaderboard(
  api: Api,
  tokenFor: (email: string) => Promise<string>,
  fallback: string,
): Promise<LeaderboardData> {
  const totals: Record<string, number> = {};
  for (const period of PERIODS) {
    totals[period] = (await api<unknown[]>('GET', `/leaderboard?period=${period}&limit=1`)).meta?.total ?? 0;
  }
  const grown = Math.max(0, totals.all - 25_000);
  const emails = grown
    ? Array.from({ length: MEMBER_TOKENS }, (_, i) => `board-${1 + ((i * 7919 + 13) % grown)}@board.campus.test`)
    : Array.from({ length: MEMBER_TOKENS }, (_, i) => `member${i + 1}@large.campus.test`);
  const tokens: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < emails.length) {
        const email = emails[next++];
        try {
          tokens.push(await tokenFor(email));
        } catch {
          // An address the dataset does not hold: fewer distinct members, reported in the note.
        }
      }
    }),
  );
  if (!tokens.length) tokens.push(fallback);
  return { totals, tokens };
}

/**
 * A deterministic stream of pages spread over the whole ranking of each period. One stream per scenario, kept
 * across its warm-up and measured runs, so the measured run does not replay pages the warm-up left in the cache.
 */
function pageStream(totals: Record<string, number>, by: 'member' | 'team', start = 0) {
  let n = start;
  return () => {
    n++;
    const period = PERIODS[n % PERIODS.length];
    const pages = by === 'team' ? 2 : Math.max(1, Math.ceil(totals[period] / LIMIT));
    const page = 1 + (((n * 2_654_435_761) % 4_294_967_296) % pages);
    return `/api/v1/leaderboard?period=${period}&by=${by}&page=${page}&limit=${LIMIT}`;
  };
}

export function leaderboardScenarios(data: LeaderboardData, options: { budget: number }): LeaderboardScenario[] {
  const pages = `${PERIODS.map((p) => `${p} ${data.totals[p]}`).join(', ')} ranked members`;
  const guest = (by: 'member' | 'team') => {
    const next = pageStream(data.totals, by);
    return () => [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next() }) }];
  };
  const next = pageStream(data.totals, 'member', 500_000);
  let n = 0;
  const signedIn = () => {
    return [
      {
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          path: next(),
          headers: { ...req.headers, authorization: data.tokens[n++ % data.tokens.length] },
        }),
      },
    ];
  };
  return [
    {
      name: 'leaderboard public pages',
      group: 'leaderboard',
      as: 'guest',
      method: 'GET',
      path: '/api/v1/leaderboard?period=week&by=member&page=1&limit=20',
      budget: options.budget,
      requests: guest('member'),
      note: () => `random pages of ${pages}`,
    },
    {
      name: 'leaderboard teams',
      group: 'leaderboard',
      as: 'guest',
      method: 'GET',
      path: '/api/v1/leaderboard?period=month&by=team&page=1&limit=20',
      budget: options.budget,
      requests: guest('team'),
    },
    {
      name: 'leaderboard signed in (myRank)',
      group: 'leaderboard',
      as: 'members',
      method: 'GET',
      path: '/api/v1/leaderboard?period=all&by=member&page=1&limit=20',
      budget: options.budget,
      requests: signedIn,
      note: () => `${data.tokens.length} distinct member tokens, random pages of ${pages}`,
    },
  ];
}

export interface SequentialResult {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  budget: { p99: number; pass: boolean };
}

/**
 * One request at a time (no queue): the route's own answer time, p99 against the budget. The same page streams
 * and tokens as the load runs; every signed-in answer is checked to carry myRank.
 */
export async function measureLeaderboardSequential(
  base: string,
  data: LeaderboardData,
  options: { requests: number; p99: number; headers: Record<string, string> },
): Promise<SequentialResult[]> {
  const out: SequentialResult[] = [];
  const runs: [string, 'member' | 'team' | 'me', boolean][] = [
    ['leaderboard public pages, one at a time', 'member', false],
    ['leaderboard teams, one at a time', 'team', false],
    ['leaderboard signed in (myRank), one at a time', 'member', true],
    // The same tokens on a route that reads one row: what signing in costs on this machine, for comparison.
    ['GET /leaderboard/me (signed-in baseline), one at a time', 'me', true],
  ];
  for (const [name, by, signed] of runs) {
    const pages = by === 'me' ? undefined : pageStream(data.totals, by, 1_000_000);
    const next = () => pages?.() ?? '/api/v1/leaderboard/me';
    const times: number[] = [];
    let non2xx = 0;
    for (let i = 0; i < options.requests; i++) {
      const headers = { ...options.headers, ...(signed ? { authorization: data.tokens[i % data.tokens.length] } : {}) };
      const t = performance.now();
      const res = await fetch(`${base}${next()}`, { headers });
      const body = (await res.json()) as { meta?: { myRank?: number | null } };
      times.push(performance.now() - t);
      if (!res.ok || (signed && pages && body.meta?.myRank === undefined)) non2xx++;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
    const p99 = at(0.99);
    out.push({
      name,
      requests: times.length,
      p50: at(0.5),
      p99,
      max: at(1),
      non2xx,
      budget: { p99: options.p99, pass: p99 <= options.p99 && non2xx === 0 },
    });
  }
  return out;
}
