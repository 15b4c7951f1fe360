import type { PointKind } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { can } from '@campus/shared/permissions';
import type {
  TAdjustPointsRequest,
  TLeaderboardMeta,
  TLeaderboardQuery,
  TLeaderboardRow,
  TPointHistoryEntry,
} from '@campus/shared/schemas/leaderboard';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import { pageSeek } from '../../db/page-bounds';
import { rememberPerVersion } from '../../db/versioned-cache';
import { AppError } from '../../http/errors';
import { pageOffset } from '../../http/query';
import { type AuditActor, recordAudit } from '../audit/audit.recorder';
import * as repo from './leaderboard.repository';
import { periodStart, periodStartInstant } from './periods';
import { adjustPoints, moveInHistogram, POINT_SOURCE_AREAS } from './points';

const memberNotFound = () => new AppError('NOT_FOUND', MSG.notFound('Member'));

/**
 * Standard competition ranking ("1, 2, 2, 4"): a row's rank is 1 + how many rank above it with more points.
 * Inside a page that is its position unless it ties the row before; only the page's first row needs a count.
 */
function rankPage<T extends { points: number }>(rows: T[], offset: number, firstRank: number) {
  let rank = firstRank;
  return rows.map((row, i) => {
    if (i > 0 && row.points !== rows[i - 1].points) rank = offset + i + 1;
    return { ...row, rank };
  });
}

/** The viewer's own standing among the visible members, shown to them even when they hide themself. */
function myStanding(mine: { points: number; hidden: boolean; above: number }) {
  return { myPoints: mine.points, myHidden: mine.hidden, myRank: mine.points > 0 ? 1 + mine.above : null };
}

/** The ranking's histogram as a ladder: totals from the highest, with how many visible members stand above each. */
interface Ladder {
  total: number;
  /** The total held by the member at 0-based `offset` and how many rank above it; absent past the end. */
  startAt(offset: number): { points: number; above: number } | undefined;
  /** How many visible members hold more than `points`. */
  above(points: number): number;
}

function ladderOf(ctx: AppContext, key: repo.PeriodKey): Promise<Ladder> {
  return rememberPerVersion(
    ctx.changes,
    POINT_SOURCE_AREAS,
    `leaderboard histogram ${key.period} ${key.periodStart}`,
    async () => {
      const rungs = await repo.findHistogram(ctx.db, key);
      const upto: number[] = [];
      let sum = 0;
      for (const rung of rungs) {
        sum += rung.members;
        upto.push(sum);
      }
      return {
        total: sum,
        startAt(offset) {
          const i = upto.findIndex((n) => n > offset);
          return i < 0 ? undefined : { points: rungs[i].points, above: upto[i] - rungs[i].members };
        },
        above(points) {
          let n = 0;
          for (const rung of rungs) if (rung.points > points) n += rung.members;
          return n;
        },
      };
    },
  );
}

/**
 * Where a page starts among the members sharing its first total (`start.above` rank higher). Ties run to
 * thousands of members at 200k ranked, so a deep page starts from a remembered member of the tie (decision 036),
 * kept per version of the areas that award points: any award or hiding moves one of them.
 */
function seekInTie(ctx: AppContext, key: repo.PeriodKey, start: { points: number; above: number }, offset: number) {
  return pageSeek(
    ctx.changes,
    POINT_SOURCE_AREAS,
    `leaderboard ${key.period} ${key.periodStart} ${start.points}`,
    undefined,
    offset - start.above,
    () => repo.findTieBounds(ctx.db, key, start.points),
  );
}

export async function getLeaderboard(ctx: AppContext, viewer: AuthUser | null, query: TLeaderboardQuery) {
  const now = new Date();
  const key = { period: query.period, periodStart: periodStart(query.period, now) };
  const offset = pageOffset(query.page, query.limit);
  const meta: TLeaderboardMeta = {
    page: query.page,
    limit: query.limit,
    total: 0,
    period: query.period,
    by: query.by,
    ...(query.period === 'all' ? {} : { periodStart: periodStartInstant(key.periodStart).toISOString() }),
  };
  let data: TLeaderboardRow[];
  if (query.by === 'team') {
    const [rows, total] = await Promise.all([
      repo.findTeamPage(ctx.db, key, query.limit, offset),
      repo.countTeams(ctx.db, key),
    ]);
    const firstRank = rows.length ? 1 + (await repo.countTeams(ctx.db, key, rows[0].points)) : 0;
    data = rankPage(rows, offset, firstRank).map((r) => ({ rank: r.rank, points: r.points, team: r.team }));
    meta.total = total;
  } else {
    // One statement for a page, a member's own total included: every rank comes from the histogram (decision
    // 023), kept in memory per version of the areas that award points.
    const ladder = await ladderOf(ctx, key);
    const start = ladder.startAt(offset);
    const { rows, mine } = start
      ? await repo.findMemberPage(ctx.db, key, query.limit, start, await seekInTie(ctx, key, start, offset), viewer?.id)
      : { rows: [], mine: viewer ? await repo.findMyTotal(ctx.db, key, viewer.id) : undefined };
    data = rankPage(rows, offset, start ? 1 + start.above : 0).map((r) => ({
      rank: r.rank,
      points: r.points,
      user: r.user,
    }));
    meta.total = ladder.total;
    if (mine) Object.assign(meta, myStanding({ ...mine, above: ladder.above(mine.points) }));
  }
  if (viewer && query.by === 'team') {
    const [ladder, mine] = await Promise.all([ladderOf(ctx, key), repo.findMyTotal(ctx.db, key, viewer.id)]);
    Object.assign(meta, myStanding({ ...mine, above: ladder.above(mine.points) }));
  }
  return { data, meta };
}

/** A member's public history: kinds and points (and an admin's reason), never the source behind them. */
export async function getPointHistory(
  ctx: AppContext,
  viewer: AuthUser | null,
  userId: number,
  page: number,
  limit: number,
) {
  const member = await repo.findMember(ctx.db, userId);
  const isSelf = viewer?.id === userId;
  if (!member || (member.hidden && !isSelf && !can(viewer?.role, 'adjustPoints'))) throw memberNotFound();
  const { rows, total } = await repo.findHistoryPage(ctx.db, userId, limit, pageOffset(page, limit));
  const data: TPointHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as PointKind,
    points: r.points,
    isReversal: r.isReversal,
    reason: r.kind === 'ADJUSTMENT' ? r.reason : null,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    member: { id: member.id, fullName: member.fullName, profilePic: member.profilePic },
    data,
    meta: { page, limit, total },
  };
}

export async function adjustMemberPoints(
  ctx: AppContext,
  admin: AuthUser,
  actor: AuditActor,
  input: TAdjustPointsRequest,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const adjusted = await adjustPoints(tx, { ...input, createdById: admin.id });
    if (adjusted) {
      await recordAudit(tx, {
        actor,
        action: 'points.adjust',
        target: { kind: 'points', id: input.userId, title: `Member #${input.userId}` },
        changes: [
          { field: 'points', from: null, to: input.points },
          { field: 'reason', from: null, to: input.reason },
        ],
      });
    }
    return adjusted;
  });
  if (!row) throw memberNotFound();
  return {
    id: row.id,
    kind: 'ADJUSTMENT',
    points: row.points,
    isReversal: false,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  } satisfies TPointHistoryEntry;
}

export async function getLeaderboardSettings(ctx: AppContext, viewer: AuthUser) {
  return { hidden: await repo.isHidden(ctx.db, viewer.id) };
}

export async function updateLeaderboardSettings(ctx: AppContext, viewer: AuthUser, hidden: boolean) {
  await ctx.db.transaction(async (tx) => {
    const moved = await repo.setHidden(tx, viewer.id, hidden);
    await moveInHistogram(
      tx,
      moved.map((t) => ({ ...t, members: hidden ? -1 : 1 })),
    );
  });
  return { hidden };
}
