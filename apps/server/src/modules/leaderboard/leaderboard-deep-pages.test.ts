import type { TLeaderboardRow } from '@campus/shared/schemas/leaderboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUND_STRIDE } from '../../db/page-bounds';
import { rebuildPointTotals } from '../../db/seed/large-points';
import { call, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { memberPageQuery } from './leaderboard.repository';

/**
 * Deep pages inside a large tie start from a remembered member of that total (decision 036) and show exactly
 * the members and ranks that ORDER BY points DESC, user_id OFFSET shows.
 */
let t: TestApp;
const TIE = 2 * BOUND_STRIDE + 340;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.dbHandle.db;
  await db.execute(sql`insert into users (full_name, email, role, status)
    select 'Tied ' || g, 'tied-' || g || '@deep.campus.test', 'MEMBER', 'ACTIVE' from generate_series(1, ${TIE + 60}) g`);
  // Most of them share 5 points; 40 rank above the tie with 10 to 49 points, 20 below it with 1 point.
  await db.execute(sql`insert into points_ledger (user_id, kind, source_id, points, counted_at, created_at)
    select u.id, 'ADJUSTMENT', null, case when n <= 40 then 9 + n when n > ${TIE + 40} then 1 else 5 end, now(), now()
    from (select id, row_number() over (order by id) as n from users where email like '%@deep.campus.test') u`);
  await rebuildPointTotals(db);
  // Members who hide themself leave the public board and the tie.
  await db.execute(sql`update points_totals set hidden = true
    where user_id in (select id from users where email like 'tied-1_7@deep.campus.test')`);
  await db.execute(sql`delete from points_histogram`);
  await db.execute(sql`insert into points_histogram (period, period_start, points, members)
    select period, period_start, points, count(*)::int from points_totals where points > 0 and not hidden group by 1, 2, 3`);
});
afterAll(() => t.close());

async function offsetPage(page: number, limit: number) {
  const res = (await t.dbHandle.db.execute(sql`select user_id, points from points_totals
    where period = 'all' and not hidden and points > 0
    order by points desc, user_id limit ${limit} offset ${(page - 1) * limit}`)) as unknown as {
    rows: { user_id: number; points: number }[];
  };
  return res.rows.map((r) => [Number(r.user_id), Number(r.points)]);
}

describe('deep leaderboard pages inside a tie (decision 036)', () => {
  it('show at every depth the members OFFSET shows, ranked with the tie sharing one rank', async () => {
    for (const page of [1, 2, 3, 50, 51, 52, 53, 100, 101, 102, 119, 120, 121]) {
      const res = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all', page, limit: 20 } });
      expect(res.status).toBe(200);
      const rows = res.body.data as TLeaderboardRow[];
      expect(
        rows.map((r) => [r.user?.id, r.points]),
        `page ${page}`,
      ).toEqual(await offsetPage(page, 20));
      // 40 members rank above the tie, so everyone on 5 points is #41; the one-point members follow the tie.
      for (const row of rows) {
        if (row.points === 5) expect(row.rank, `page ${page}`).toBe(41);
      }
    }
    const last = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all', page: 121, limit: 20 } });
    expect(last.body.meta?.total).toBe(TIE + 60 - 10);
  });

  it('show a signed-in member the same page with their own standing, past the end too', async () => {
    const member = await createUser(t);
    for (const page of [53, 119, 121]) {
      const guest = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all', page, limit: 20 } });
      const signed = await call(t.app, 'GET', '/leaderboard', {
        query: { period: 'all', page, limit: 20 },
        token: member.token,
      });
      expect(signed.status).toBe(200);
      expect(signed.body.data, `page ${page}`).toEqual(guest.body.data);
      expect(signed.body.meta, `page ${page}`).toMatchObject({ myPoints: 0, myRank: null, myHidden: false });
    }
  });
});

/**
 * The page is a named statement (db/statement-names.ts): after five runs PostgreSQL may keep one generic plan for
 * all values. Forced to that plan, each half of the page must still be a range of the rank index read in its order,
 * the tie's half starting at the remembered member (`user_id >` inside the index condition), never a scan of the
 * period's rows. Sequential scans and sorts are made dear, as in test/index-plan.ts: a test-sized table is cheapest
 * to scan, so the planner's free choice would prove nothing here.
 */
async function genericPlan(viewerId?: number): Promise<string> {
  const query = memberPageQuery(
    { period: 'all', periodStart: '2000-01-01' },
    20,
    { points: 5 },
    { bound: { id: 1, key: '5' }, offset: 300 },
    viewerId,
  );
  const { sql: text, params } = t.dbHandle.db.execute(query).getQuery();
  const literal = (v: unknown) => `'${String(v).replaceAll("'", "''")}'`;
  return t.dbHandle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare generic_page as ${text}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const res = (await tx.execute(
      sql.raw(`explain execute generic_page(${params.map(literal).join(', ')})`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    await tx.execute(sql`deallocate generic_page`);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe("the page's one plan for all values (a named statement)", () => {
  for (const [who, viewerId] of [
    ['a guest', undefined],
    ['a signed-in member', 1],
  ] as const) {
    it(`for ${who}: both halves read the rank index in order, the tie from its remembered member`, async () => {
      const plan = await genericPlan(viewerId);
      const lines = plan.split('\n');
      // The page's two halves: the period's visible members on the starting total, then below it.
      const halves = lines.flatMap((line, i) => (/\(hidden = \$\d+\) AND \(points > \$\d+\)/.test(line) ? [i] : []));
      expect(halves, plan).toHaveLength(2);
      for (const i of halves) expect(lines[i - 1], plan).toContain('Index Only Scan using points_totals_rank_idx');
      expect(lines[halves[0]], plan).toMatch(/\(points = \$\d+\) AND \(user_id > \$\d+\)\)$/);
      expect(lines[halves[1]], plan).toMatch(/\(points < \$\d+\)\)$/);
      expect(plan, plan).not.toMatch(/Seq Scan on points_totals/);
    });
  }
});
