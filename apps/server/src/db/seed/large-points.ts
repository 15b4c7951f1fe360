/**
 * The leaderboard's share of `seed:large`: ledger rows for most active members (a few very active, a long tail,
 * some reversed), then the period totals computed once from the ledger in SQL — the same week (Saturday, Dhaka)
 * and month boundaries as modules/leaderboard/periods.ts, which the bench's /leaderboard reads.
 */
import { POINTS } from '@campus/shared/constants';
import type { PointKind } from '@campus/shared/enums';
import { count, eq, sql } from 'drizzle-orm';
import { ALL_TIME_START } from '../../modules/leaderboard/periods';
import type { DbOrTx, Tx } from '../client';
import { pointsLedger, users } from '../schema/index';

interface Rng {
  next(): number;
  int(min: number, max: number): number;
}

const DAY = 86_400_000;
/** Synthetic sources sit far above any real row id, so a real action later never collides with them. */
const SOURCE_BASE = 1_000_000_000;
const KINDS: [Exclude<PointKind, 'ADJUSTMENT'>, number][] = [
  ['LIBRARY_APPROVED', 35],
  ['OFFER_ACCEPTED', 30],
  ['EVENT_CHECK_IN', 20],
  ['TASK_DONE_EARLY', 12],
  ['IDEA_INCUBATING', 3],
];

function pickKind(rng: Rng) {
  let r = rng.next() * 100;
  for (const [kind, w] of KINDS) {
    r -= w;
    if (r <= 0) return kind;
  }
  return KINDS[0][0];
}

export async function seedLargePoints(tx: Tx, options: { rng: Rng; now: number; log: (line: string) => void }) {
  const { rng, now } = options;
  const [{ n }] = await tx.select({ n: count() }).from(pointsLedger);
  if (n > 1000) return;
  const members = await tx.select({ id: users.id, teamId: users.teamId }).from(users).where(eq(users.status, 'ACTIVE'));
  const rows: (typeof pointsLedger.$inferInsert)[] = [];
  let source = SOURCE_BASE;
  for (const m of members) {
    const actions = Math.floor(rng.next() ** 2.5 * 14);
    for (let i = 0; i < actions; i++) {
      const kind = pickKind(rng);
      // A third of the activity is recent (this week and month have a real board), the rest over a year.
      const age = rng.next() < 0.33 ? rng.next() * 7 * DAY : rng.next() * 400 * DAY;
      const countedAt = new Date(now - age);
      const award = { userId: m.id, teamId: m.teamId, kind, sourceId: ++source, points: POINTS[kind], countedAt };
      rows.push({ ...award, createdAt: countedAt });
      if (rng.next() < 0.03) {
        rows.push({
          ...award,
          isReversal: true,
          points: -award.points,
          createdAt: new Date(countedAt.getTime() + DAY),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 5000) await tx.insert(pointsLedger).values(rows.slice(i, i + 5000));
  await rebuildPointTotals(tx);
  options.log(`points ledger: +${rows.length} rows for ${members.length} active members`);
}

/**
 * The period totals, team totals and rank histogram computed from the whole ledger in SQL, with the same week
 * (Saturday, Dhaka) and month boundaries as modules/leaderboard/periods.ts (decision 023: they can be rebuilt).
 */
export async function rebuildPointTotals(tx: DbOrTx) {
  const local = sql`(counted_at at time zone 'Asia/Dhaka')::date`;
  const starts = sql`values
    ('week', ${local} - ((extract(dow from ${local})::int + 1) % 7)),
    ('month', date_trunc('month', ${local})::date),
    ('all', ${ALL_TIME_START}::date)`;
  await tx.execute(sql`
    insert into points_totals (period, period_start, user_id, points)
    select p.period, p.start, l.user_id, sum(l.points)::int
    from points_ledger l cross join lateral (${starts}) as p(period, start)
    group by 1, 2, 3
    on conflict (period, period_start, user_id) do update set points = excluded.points`);
  await tx.execute(sql`
    insert into team_points_totals (period, period_start, team_id, points)
    select p.period, p.start, l.team_id, sum(l.points)::int
    from points_ledger l cross join lateral (${starts}) as p(period, start)
    where l.team_id is not null
    group by 1, 2, 3
    on conflict (period, period_start, team_id) do update set points = excluded.points`);
  await tx.execute(sql`delete from points_histogram`);
  await tx.execute(sql`
    insert into points_histogram (period, period_start, points, members)
    select period, period_start, points, count(*)::int from points_totals
    where points > 0 and not hidden
    group by 1, 2, 3`);
}

/** Synthetic members of the leaderboard bench: their own address domain, so no other bench picks them. */
export const BOARD_MEMBER_DOMAIN = 'board.campus.test';
const BOARD_SOURCE_BASE = 1_500_000_000;

/**
 * `SEED_LEADERBOARD_MEMBERS=200000` (bench only, decision 027): grows the all-time board to that many ranked
 * members by adding ACTIVE members `board-<n>@board.campus.test` with 1–6 awards each, a third of them this
 * week, in three INSERT … SELECT statements, then rebuilds the totals and histogram from the ledger. The kinds
 * and ages come from a hash of (member, action), so two runs make the same board. Idempotent: a board that
 * already ranks that many members is left alone.
 */
export async function growLeaderboard(tx: Tx, options: { members: number; now: number; log: (l: string) => void }) {
  const ranked = await tx.execute(sql`
    select coalesce(sum(members), 0)::int as n from points_histogram
    where period = 'all' and period_start = ${ALL_TIME_START}::date and points > 0`);
  const have = Number((ranked as unknown as { rows: { n: number }[] }).rows[0].n);
  const add = options.members - have;
  if (add <= 0) return;
  const numbered = await tx.execute(sql`
    select count(*)::int as n from users where email like ${`board-%@${BOARD_MEMBER_DOMAIN}`}`);
  const from = Number((numbered as unknown as { rows: { n: number }[] }).rows[0].n) + 1;
  await tx.execute(sql`
    insert into users (full_name, email, role, status)
    select 'Board Member ' || g, 'board-' || g || ${`@${BOARD_MEMBER_DOMAIN}`}, 'MEMBER', 'ACTIVE'
    from generate_series(${from}::int, ${from + add - 1}::int) as g`);
  const kinds = Object.entries(POINTS).filter(([k]) => k !== 'ADJUSTMENT');
  const kindCase = sql.join(
    kinds.map(([kind, points], i) => sql`when ${i} then ${kind}::text || ':' || ${points}::int`),
    sql` `,
  );
  await tx.execute(sql`
    insert into points_ledger (user_id, kind, source_id, points, counted_at, created_at)
    select a.id, split_part(a.kp, ':', 1), ${BOARD_SOURCE_BASE} + a.id * 8 + a.i, split_part(a.kp, ':', 2)::int,
      a.at, a.at
    from (
      select u.id, i,
        case abs(hashtext(u.id || ':' || i)) % ${kinds.length} ${kindCase} end as kp,
        to_timestamp(${options.now / 1000}) - (case when abs(hashtext(i || ':' || u.id)) % 3 = 0
          then (abs(hashtext(u.id || '/' || i)) % 604800) else (abs(hashtext(u.id || '/' || i)) % 34560000) end)
          * interval '1 second' as at
      from users u cross join lateral generate_series(1, 1 + abs(hashtext(u.id::text)) % 6) as i
      where u.email like ${`board-%@${BOARD_MEMBER_DOMAIN}`}
        and not exists (select 1 from points_ledger l where l.user_id = u.id)
    ) a`);
  await rebuildPointTotals(tx);
  options.log(`leaderboard bench: +${add} ranked members (SEED_LEADERBOARD_MEMBERS=${options.members})`);
}
