import type { LeaderboardPeriod } from '@campus/shared/enums';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { BOUND_STRIDE, type PageBound, type PageSeek } from '../../db/page-bounds';
import {
  leaderboardSettings,
  pointsHistogram,
  pointsLedger,
  pointsTotals,
  teamPointsTotals,
  teams,
  users,
} from '../../db/schema/index';

export interface PeriodKey {
  period: LeaderboardPeriod;
  periodStart: string;
}

/** Visible members with points in the period; the rank index serves every filter here in order. */
const visibleMembers = (key: PeriodKey) =>
  and(
    eq(pointsTotals.period, key.period),
    eq(pointsTotals.periodStart, key.periodStart),
    eq(pointsTotals.hidden, false),
    gt(pointsTotals.points, 0),
  );

/**
 * Where a page of the ranking starts, from the histogram in one statement: how many visible members are ranked
 * (`total`), the total held by the member at 0-based `offset` and how many members rank above that total
 * (`above`, so that member's rank is 1 + above). Absent when the page is past the end. With a `viewerId` the same
 * statement reads that member's own standing (`findMyStanding`'s answer): one statement for a signed-in page
 * start instead of two side by side, which held two pool connections per request under load.
 */
export async function findPageStart(db: DbOrTx, key: PeriodKey, offset: number, viewerId?: number) {
  const result = await db.execute(sql`
    with h as (
      select points, members, sum(members) over (order by points desc) as upto
      from ${pointsHistogram}
      where period = ${key.period} and period_start = ${key.periodStart} and points > 0 and members > 0
    )
    select (select coalesce(max(upto), 0) from h) as total, s.points, s.above,
      me.points as my_points, me.hidden as my_hidden,
      (select coalesce(sum(h.members), 0) from h where h.points > me.points) as my_above
    from (select 1) as one
    left join lateral (select points, upto - members as above from h where upto > ${offset} order by points desc limit 1) s
      on true
    left join lateral (
      select coalesce(t.points, 0) as points, coalesce(st.hidden, false) as hidden
      from (select ${viewerId ?? null}::int as user_id) as v
      left join ${pointsTotals} t
        on t.period = ${key.period} and t.period_start = ${key.periodStart} and t.user_id = v.user_id
      left join ${leaderboardSettings} st on st.user_id = v.user_id
      where v.user_id is not null
    ) me on true`);
  const [row] = (result as unknown as { rows: Record<string, number | string | boolean | null>[] }).rows;
  const start = row.points === null ? undefined : { points: Number(row.points), above: Number(row.above) };
  const mine =
    viewerId === undefined
      ? undefined
      : { points: Number(row.my_points), hidden: row.my_hidden === true, above: Number(row.my_above) };
  return { total: Number(row.total), start, mine };
}

/**
 * One page of the ranking, entered at the total the page starts in (`findPageStart`), so a deep page skips only
 * members sharing that total, not the whole offset. Inside a large tie (thousands of members on 5 points) it
 * starts after a remembered member of that total (`seek.bound`, `findTieBounds`) and skips fewer than
 * BOUND_STRIDE. Two index ranges, each at most a page: the rest of the starting total by user id, then the
 * totals below it. The page is cut from the rank index first and joined to users after: joined first, the
 * planner sorts by users.id (equal to user_id) and reads every ranked row.
 */
export async function findMemberPage(
  db: DbOrTx,
  key: PeriodKey,
  limit: number,
  start: { points: number },
  seek: PageSeek,
) {
  const result = await db.execute(sql`
    select r.points, u.id, u.full_name, coalesce(u.profile_pic, u.gmail_pic) as profile_pic
    from (
      (select user_id, points from ${pointsTotals}
        where ${visibleMembers(key)} and points = ${start.points} and user_id > ${seek.bound?.id ?? 0}
        order by user_id limit ${limit} offset ${seek.offset})
      union all
      (select user_id, points from ${pointsTotals}
        where ${visibleMembers(key)} and points < ${start.points}
        order by points desc, user_id limit ${limit})
      order by points desc, user_id limit ${limit}
    ) r
    join ${users} u on u.id = r.user_id
    order by r.points desc, r.user_id`);
  const rows = (
    result as unknown as { rows: { points: number; id: number; full_name: string; profile_pic: string | null }[] }
  ).rows;
  return rows.map((row) => ({
    points: Number(row.points),
    user: { id: Number(row.id), fullName: row.full_name, profilePic: row.profile_pic },
  }));
}

/** Every BOUND_STRIDE-th member (by user id) of the visible members holding `points`: one index-only pass. */
export async function findTieBounds(db: DbOrTx, key: PeriodKey, points: number): Promise<PageBound[]> {
  const result = await db.execute(sql`
    select user_id from (
      select user_id, row_number() over (order by user_id) as n from ${pointsTotals}
      where ${visibleMembers(key)} and points = ${points}
    ) tie
    where n % ${BOUND_STRIDE} = 0
    order by user_id`);
  return (result as unknown as { rows: { user_id: number }[] }).rows.map((row) => ({
    key: String(points),
    id: Number(row.user_id),
  }));
}

/**
 * A signed-in member's own standing in one statement: their total (primary key), whether they hide themself,
 * and how many visible members hold more (a sum over the histogram's few hundred totals, not a count of rows).
 */
export async function findMyStanding(db: DbOrTx, key: PeriodKey, userId: number) {
  const result = await db.execute(sql`
    select coalesce(t.points, 0) as points, coalesce(s.hidden, false) as hidden,
      (select coalesce(sum(h.members), 0) from ${pointsHistogram} h
        where h.period = ${key.period} and h.period_start = ${key.periodStart} and h.points > coalesce(t.points, 0)
      ) as above
    from (select ${userId}::int as user_id) as me
    left join ${pointsTotals} t
      on t.period = ${key.period} and t.period_start = ${key.periodStart} and t.user_id = me.user_id
    left join ${leaderboardSettings} s on s.user_id = me.user_id`);
  const [row] = (result as unknown as { rows: { points: number | string; hidden: boolean; above: number | string }[] })
    .rows;
  return { points: Number(row.points), hidden: row.hidden === true, above: Number(row.above) };
}

const teamsWithPoints = (key: PeriodKey, above?: number) =>
  and(
    eq(teamPointsTotals.period, key.period),
    eq(teamPointsTotals.periodStart, key.periodStart),
    gt(teamPointsTotals.points, above ?? 0),
  );

export async function findTeamPage(db: DbOrTx, key: PeriodKey, limit: number, offset: number) {
  const ranked = db
    .select({ teamId: teamPointsTotals.teamId, points: teamPointsTotals.points })
    .from(teamPointsTotals)
    .where(teamsWithPoints(key))
    .orderBy(desc(teamPointsTotals.points), teamPointsTotals.teamId)
    .limit(limit)
    .offset(offset)
    .as('ranked');
  return db
    .select({ points: ranked.points, team: { id: teams.id, name: teams.name, coverPic: teams.coverPic } })
    .from(ranked)
    .innerJoin(teams, eq(teams.id, ranked.teamId))
    .orderBy(desc(ranked.points), ranked.teamId);
}

export async function countTeams(db: DbOrTx, key: PeriodKey, above?: number) {
  const [row] = await db.select({ n: count() }).from(teamPointsTotals).where(teamsWithPoints(key, above));
  return row.n;
}

export async function findHistoryPage(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = eq(pointsLedger.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        kind: pointsLedger.kind,
        points: pointsLedger.points,
        isReversal: pointsLedger.isReversal,
        reason: pointsLedger.reason,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pointsLedger).where(where),
  ]);
  return { rows, total };
}

export async function findMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      profilePic: sql<string | null>`coalesce(${users.profilePic}, ${users.gmailPic})`,
      hidden: sql<boolean>`coalesce(${leaderboardSettings.hidden}, false)`,
    })
    .from(users)
    .leftJoin(leaderboardSettings, eq(leaderboardSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function isHidden(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ hidden: leaderboardSettings.hidden })
    .from(leaderboardSettings)
    .where(eq(leaderboardSettings.userId, userId));
  return row?.hidden ?? false;
}

/** The setting and its copy on every totals row change together; answers the totals whose visibility changed. */
export async function setHidden(db: DbOrTx, userId: number, hidden: boolean) {
  await db
    .insert(leaderboardSettings)
    .values({ userId, hidden })
    .onConflictDoUpdate({ target: leaderboardSettings.userId, set: { hidden, updatedAt: new Date() } });
  return db
    .update(pointsTotals)
    .set({ hidden })
    .where(and(eq(pointsTotals.userId, userId), ne(pointsTotals.hidden, hidden)))
    .returning({ period: pointsTotals.period, periodStart: pointsTotals.periodStart, points: pointsTotals.points });
}
