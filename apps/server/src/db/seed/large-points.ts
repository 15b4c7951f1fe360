/**
 * The leaderboard's share of `seed:large`: ledger rows for most active members (a few very active, a long tail,
 * some reversed), then the period totals computed once from the ledger in SQL — the same week (Saturday, Dhaka)
 * and month boundaries as modules/leaderboard/periods.ts, which the bench's /leaderboard reads.
 */
import { POINTS } from '@campus/shared/constants';
import type { PointKind } from '@campus/shared/enums';
import { count, eq, sql } from 'drizzle-orm';
import { ALL_TIME_START } from '../../modules/leaderboard/periods';
import type { Tx } from '../client';
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
  options.log(`points ledger: +${rows.length} rows for ${members.length} active members`);
}
