import type { LeaderboardPeriod } from '@campus/shared/enums';
import { and, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
 * One page of the ranking. The page is cut from the rank index first and joined to users after: joined first,
 * the planner sorts by users.id (equal to user_id) and so reads every ranked row before the limit.
 */
export async function findMemberPage(db: DbOrTx, key: PeriodKey, limit: number, offset: number) {
  // Deep pages: the histogram says which total the page starts in and how many members rank above that total,
  // so the index is entered at that total and only the members sharing it are skipped, not the whole offset.
  const start = offset > 0 ? await findTotalAtPosition(db, key, offset) : undefined;
  const ranked = db
    .select({ userId: pointsTotals.userId, points: pointsTotals.points })
    .from(pointsTotals)
    .where(and(visibleMembers(key), start ? lte(pointsTotals.points, start.points) : undefined))
    .orderBy(desc(pointsTotals.points), pointsTotals.userId)
    .limit(limit)
    .offset(start ? offset - start.above : offset)
    .as('ranked');
  return db
    .select({
      points: ranked.points,
      user: {
        id: users.id,
        fullName: users.fullName,
        profilePic: sql<string | null>`coalesce(${users.profilePic}, ${users.gmailPic})`,
      },
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .orderBy(desc(ranked.points), ranked.userId);
}

/** The total held by the member at 0-based `position` of the ranking, and how many members rank above it. */
async function findTotalAtPosition(db: DbOrTx, key: PeriodKey, position: number) {
  const result = await db.execute(sql`
    select points, upto - members as above from (
      select points, members, sum(members) over (order by points desc) as upto
      from ${pointsHistogram}
      where period = ${key.period} and period_start = ${key.periodStart} and points > 0 and members > 0
    ) h
    where upto > ${position}
    order by points desc
    limit 1`);
  const [row] = (result as unknown as { rows: { points: number | string; above: number | string }[] }).rows;
  return row ? { points: Number(row.points), above: Number(row.above) } : undefined;
}

/** Visible members with more than `above` points (all ranked members when absent), from the histogram. */
export async function countMembers(db: DbOrTx, key: PeriodKey, above = 0) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointsHistogram.members}), 0)::int` })
    .from(pointsHistogram)
    .where(
      and(
        eq(pointsHistogram.period, key.period),
        eq(pointsHistogram.periodStart, key.periodStart),
        gt(pointsHistogram.points, above),
      ),
    );
  return Number(row.n);
}

export async function findMemberTotal(db: DbOrTx, key: PeriodKey, userId: number) {
  const [row] = await db
    .select({ points: pointsTotals.points })
    .from(pointsTotals)
    .where(
      and(
        eq(pointsTotals.period, key.period),
        eq(pointsTotals.periodStart, key.periodStart),
        eq(pointsTotals.userId, userId),
      ),
    );
  return row?.points ?? 0;
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
