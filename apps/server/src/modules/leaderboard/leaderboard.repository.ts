import type { LeaderboardPeriod } from '@campus/shared/enums';
import { and, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PageBound, type PageSeek, readBounds } from '../../db/page-bounds';
import {
  leaderboardSettings,
  pointsHistogram,
  pointsLedger,
  pointsTotals,
  teamPointsTotals,
  teams,
  users,
} from '../../db/schema/index';
import { executeNamed, STATEMENT } from '../../db/statement-names';

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
 * How many visible members hold each total in a period, highest total first: a few hundred rows even at 200k
 * ranked members (decision 023). The service keeps it per version and answers every rank from it.
 */
export async function findHistogram(db: DbOrTx, key: PeriodKey): Promise<{ points: number; members: number }[]> {
  const rows = await db
    .select({ points: pointsHistogram.points, members: pointsHistogram.members })
    .from(pointsHistogram)
    .where(
      and(
        eq(pointsHistogram.period, key.period),
        eq(pointsHistogram.periodStart, key.periodStart),
        gt(pointsHistogram.points, 0),
        gt(pointsHistogram.members, 0),
      ),
    )
    .orderBy(desc(pointsHistogram.points));
  return rows;
}

/** A member's own total in a period (0 without one) and whether they hide themself from the public board. */
const myTotal = (key: PeriodKey, userId: number) => sql`
  select coalesce(t.points, 0) as points, coalesce(s.hidden, false) as hidden
  from (select ${userId}::int as user_id) as me
  left join ${pointsTotals} t
    on t.period = ${key.period} and t.period_start = ${key.periodStart} and t.user_id = me.user_id
  left join ${leaderboardSettings} s on s.user_id = me.user_id`;

export async function findMyTotal(db: DbOrTx, key: PeriodKey, userId: number) {
  const result = await db.execute(myTotal(key, userId));
  const [row] = (result as unknown as { rows: { points: number | string; hidden: boolean }[] }).rows;
  return { points: Number(row.points), hidden: row.hidden === true };
}

/**
 * One page of the ranking, entered at the total the page starts in (the service's histogram), so a deep page skips only
 * members sharing that total, not the whole offset. Inside a large tie (thousands of members on 5 points) it
 * starts after a remembered member of that total (`seek.bound`, `findTieBounds`) and skips fewer than
 * BOUND_STRIDE. Two index ranges, each at most a page: the rest of the starting total by user id, then the
 * totals below it. The page is cut from the rank index first and joined to users after: joined first, the
 * planner sorts by users.id (equal to user_id) and reads every ranked row.
 */
export function memberPageQuery(
  key: PeriodKey,
  limit: number,
  start: { points: number },
  seek: PageSeek,
  viewerId?: number,
): SQL {
  const page = sql`
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
    join ${users} u on u.id = r.user_id`;
  // A signed-in member's own total rides in the same statement: one row for them, the page joined beside it.
  return viewerId === undefined
    ? sql`${page} order by r.points desc, r.user_id`
    : sql`
        select p.points, p.id, p.full_name, p.profile_pic, me.points as my_points, me.hidden as my_hidden
        from (${myTotal(key, viewerId)}) me
        left join lateral (${page}) p on true
        order by p.points desc, p.id`;
}

/**
 * One page of the ranking (`memberPageQuery`), as a named statement (db/statement-names.ts): every part is an index
 * range read in the index's order, so the plan PostgreSQL keeps for all values is the one it would choose for each
 * (leaderboard-deep-pages.test.ts), and the statement is parsed and planned once per connection.
 */
export async function findMemberPage(
  db: DbOrTx,
  key: PeriodKey,
  limit: number,
  start: { points: number },
  seek: PageSeek,
  viewerId?: number,
) {
  const { rows: found } = await executeNamed<{
    points: number | null;
    id: number | null;
    full_name: string;
    profile_pic: string | null;
    my_points?: number | string;
    my_hidden?: boolean;
  }>(
    db,
    viewerId === undefined ? STATEMENT.leaderboardPage : STATEMENT.leaderboardPageWithMine,
    memberPageQuery(key, limit, start, seek, viewerId),
  );
  const rows = found
    .filter((row) => row.id !== null)
    .map((row) => ({
      points: Number(row.points),
      user: { id: Number(row.id), fullName: row.full_name, profilePic: row.profile_pic },
    }));
  const mine =
    viewerId === undefined ? undefined : { points: Number(found[0].my_points), hidden: found[0].my_hidden === true };
  return { rows, mine };
}

/** Every BOUND_STRIDE-th member (by user id) of the visible members holding `points`: one index-only pass. */
export function findTieBounds(db: DbOrTx, key: PeriodKey, points: number): Promise<PageBound[]> {
  return readBounds(
    db,
    pointsTotals,
    { key: pointsTotals.points, id: pointsTotals.userId, sortOrder: 'asc' },
    and(visibleMembers(key), eq(pointsTotals.points, points)),
  );
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
