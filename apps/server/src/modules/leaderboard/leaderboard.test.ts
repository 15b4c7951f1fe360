import { POINTS } from '@campus/shared/constants';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import type { TLeaderboardMeta, TLeaderboardRow, TPointHistoryEntry } from '@campus/shared/schemas/leaderboard';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryCategories,
  libraryItems,
  marketplaceCategories,
  pointsLedger,
  pointsTotals,
  teams,
} from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import { periodStart } from './periods';
import { awardPoints } from './points';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let libraryCategoryId: number;
let marketCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  mentor = await createUser(t, { role: 'MENTOR' });
  [{ id: libraryCategoryId }] = await t.db
    .insert(libraryCategories)
    .values({ name: 'Notes', coverPic: '/uploads/demo/notes.svg' })
    .returning();
  [{ id: marketCategoryId }] = await t.db
    .insert(marketplaceCategories)
    .values({ name: 'Books', coverPic: '/uploads/demo/books.svg' })
    .returning();
});
afterAll(() => t.close());

async function board(query: Record<string, string | number> = {}, token?: string) {
  const res = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all', ...query }, token });
  expect(res.status).toBe(200);
  return { rows: res.body.data as TLeaderboardRow[], meta: res.body.meta as TLeaderboardMeta };
}

async function history(userId: number, token?: string) {
  const res = await call(t.app, 'GET', `/leaderboard/history/${userId}`, { token });
  return { status: res.status, rows: res.body.data as TPointHistoryEntry[], body: res.body };
}

async function pendingResource(author: TestUser) {
  const [row] = await t.db
    .insert(libraryItems)
    .values({ title: 'Soil notes', categoryId: libraryCategoryId, authorId: author.id, images: ['/uploads/a.webp'] })
    .returning();
  return row;
}

const review = (id: number, status: string) =>
  call(t.app, 'PATCH', '/eLibrary/update', { token: mentor.token, body: { id, status } });

async function ledgerFor(userId: number) {
  return t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
}

describe('points from the E-Library', () => {
  it('awards +10 once when a resource is approved, even when it is approved again', async () => {
    const author = await createUser(t);
    const item = await pendingResource(author);
    expect((await review(item.id, 'APPROVED')).status).toBe(200);
    expect((await review(item.id, 'APPROVED')).status).toBe(200);
    expect(await ledgerFor(author.id)).toEqual([
      expect.objectContaining({ kind: 'LIBRARY_APPROVED', sourceId: item.id, points: POINTS.LIBRARY_APPROVED }),
    ]);
    const { meta } = await board({}, author.token);
    expect(meta.myPoints).toBe(10);
    expect(meta.myRank).toBeGreaterThanOrEqual(1);
  });

  it('awards once when two managers approve the same resource at the same moment', async () => {
    const author = await createUser(t);
    const item = await pendingResource(author);
    const results = await Promise.all([
      review(item.id, 'APPROVED'),
      call(t.app, 'PATCH', '/eLibrary/update', { token: admin.token, body: { id: item.id, status: 'APPROVED' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await ledgerFor(author.id)).toHaveLength(1);
    const { meta } = await board({}, author.token);
    expect(meta.myPoints).toBe(10);
  });

  it('stores ten concurrent awards of one source once and totals it once', async () => {
    const member = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction((tx) => awardPoints(tx, { kind: 'EVENT_CHECK_IN', sourceId: 424242, userId: member.id })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const totals = await t.db.select().from(pointsTotals).where(eq(pointsTotals.userId, member.id));
    expect(totals.map((r) => r.points)).toEqual([5, 5, 5]);
  });

  it('takes the points back with a reversing row when the resource is later rejected: the total nets to zero', async () => {
    const author = await createUser(t);
    const item = await pendingResource(author);
    await review(item.id, 'APPROVED');
    expect((await review(item.id, 'REJECTED')).status).toBe(200);
    expect((await review(item.id, 'REJECTED')).status).toBe(200);
    const rows = await ledgerFor(author.id);
    expect(rows.map((r) => [r.points, r.isReversal])).toEqual([
      [10, false],
      [-10, true],
    ]);
    const { meta, rows: boardRows } = await board({ limit: 100 }, author.token);
    expect(meta.myPoints).toBe(0);
    expect(meta.myRank).toBeNull();
    expect(boardRows.some((r) => r.user?.id === author.id)).toBe(false);
    const h = await history(author.id);
    expect(h.rows.map((r) => r.points).sort()).toEqual([-10, 10]);
  });

  it('gives nothing to a manager who approves their own resource', async () => {
    const item = await pendingResource(mentor);
    await review(item.id, 'APPROVED');
    expect(await ledgerFor(mentor.id)).toHaveLength(0);
  });
});

describe('points from the marketplace', () => {
  it('awards +5 to seller and buyer when an offer is accepted, and reverses both when an admin re-lists the item', async () => {
    const seller = await createUser(t);
    const buyer = await createUser(t);
    const created = await call(t.app, 'POST', '/marketplace/create', {
      token: admin.token,
      body: {
        title: 'Botany book',
        description: 'Good as new',
        coverPic: '/uploads/demo/book.webp',
        type: 'SALE',
        price: 300,
        categoryId: marketCategoryId,
        sellerId: seller.id,
      },
    });
    expect(created.status).toBe(201);
    const itemId = (created.body.data as { id: number }).id;
    const offer = await call(t.app, 'POST', '/marketplace/offer/create', {
      token: buyer.token,
      body: { marketplaceId: itemId, type: 'BUY', offerPrice: 250, offerItemDescription: 'Library gate' },
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const offerId = (offer.body.data as { id: number }).id;
    const accepted = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: seller.token,
      body: { marketplaceId: itemId, offerId },
    });
    expect(accepted.status).toBe(200);
    expect((await board({}, seller.token)).meta.myPoints).toBe(5);
    expect((await board({}, buyer.token)).meta.myPoints).toBe(5);

    // Editing the reserved item, even marking it SOLD, keeps the points of the acceptance.
    for (const body of [
      { id: itemId, price: 280 },
      { id: itemId, status: 'SOLD' },
    ]) {
      expect((await call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body })).status).toBe(200);
    }
    expect((await board({}, buyer.token)).meta.myPoints).toBe(5);

    const relisted = await call(t.app, 'PATCH', '/marketplace/update', {
      token: admin.token,
      body: { id: itemId, status: 'AVAILABLE' },
    });
    expect(relisted.status).toBe(200);
    expect((await board({}, seller.token)).meta.myPoints).toBe(0);
    expect((await board({}, buyer.token)).meta.myPoints).toBe(0);
    expect((await ledgerFor(buyer.id)).map((r) => r.points)).toEqual([5, -5]);
  });
});

describe('GET /leaderboard', () => {
  it('ranks by points with ties sharing a rank, across page boundaries', async () => {
    const [a, b, c, d] = [await createUser(t), await createUser(t), await createUser(t), await createUser(t)];
    const base = 9_000;
    const give = (u: TestUser, points: number) =>
      call(t.app, 'POST', '/leaderboard/adjust', {
        token: admin.token,
        body: { userId: u.id, points: base + points, reason: 'Tie test' },
      });
    for (const [u, p] of [
      [a, 30],
      [b, 20],
      [c, 20],
      [d, 10],
    ] as const) {
      expect((await give(u, p)).status).toBe(201);
    }
    const first = await board({ limit: 4 });
    expect(first.rows.map((r) => [r.user?.id, r.rank, r.points])).toEqual([
      [a.id, 1, base + 30],
      [b.id, 2, base + 20],
      [c.id, 2, base + 20],
      [d.id, 4, base + 10],
    ]);
    // Page 2 of size 2 starts on the tied row: its rank is still 2, not 3.
    const second = await board({ limit: 2, page: 2 });
    expect(second.rows.map((r) => [r.user?.id, r.rank])).toEqual([
      [c.id, 2],
      [d.id, 4],
    ]);
    const mine = await board({ limit: 1 }, c.token);
    expect(mine.meta).toMatchObject({ myRank: 2, myPoints: base + 20 });
    expect(mine.meta.total).toBeGreaterThanOrEqual(4);
  });

  it('answers every page of 3 exactly as the same rows of one long page, ranks included', async () => {
    const whole = await board({ limit: 100 });
    const pages = Math.ceil(whole.meta.total / 3);
    const stitched: TLeaderboardRow[] = [];
    for (let page = 1; page <= pages; page++) stitched.push(...(await board({ limit: 3, page })).rows);
    expect(stitched).toEqual(whole.rows);
    expect(whole.rows.length).toBeGreaterThan(6);
  });

  it('shows public user fields only, and my* only to a signed-in caller', async () => {
    const { rows, meta } = await board({ limit: 1 });
    expect(Object.keys(rows[0].user ?? {}).sort()).toEqual(['fullName', 'id', 'profilePic']);
    expect(meta).not.toHaveProperty('myRank');
  });

  it('sums a team from its members', async () => {
    const [team] = await t.db.insert(teams).values({ name: 'Team Sum', coverPic: null }).returning();
    const x = await createUser(t, { teamId: team.id });
    const y = await createUser(t, { teamId: team.id });
    await t.db.transaction(async (tx) => {
      await awardPoints(tx, { kind: 'IDEA_INCUBATING', sourceId: 777001, userId: x.id });
      await awardPoints(tx, { kind: 'EVENT_CHECK_IN', sourceId: 777002, userId: y.id });
    });
    const { rows } = await board({ by: 'team', period: 'week' });
    expect(rows.find((r) => r.team?.id === team.id)).toMatchObject({ points: 25, team: { name: 'Team Sum' } });
  });

  it('counts an award in the Dhaka week and month it happened in, and a reversal in the same ones', async () => {
    const member = await createUser(t);
    const friday = new Date('2026-11-20T17:59:59.000Z'); // Friday 23:59:59 in Dhaka
    const saturday = new Date('2026-11-20T18:00:00.000Z'); // Saturday 00:00 in Dhaka: a new week
    await t.db.transaction(async (tx) => {
      await awardPoints(tx, { kind: 'EVENT_CHECK_IN', sourceId: 880001, userId: member.id, at: friday });
      await awardPoints(tx, { kind: 'EVENT_CHECK_IN', sourceId: 880002, userId: member.id, at: saturday });
    });
    const weeks = await t.db
      .select({ start: pointsTotals.periodStart, points: pointsTotals.points })
      .from(pointsTotals)
      .where(and(eq(pointsTotals.userId, member.id), eq(pointsTotals.period, 'week')))
      .orderBy(pointsTotals.periodStart);
    expect(weeks).toEqual([
      { start: periodStart('week', friday), points: 5 },
      { start: periodStart('week', saturday), points: 5 },
    ]);
    expect(weeks.map((w) => w.start)).toEqual(['2026-11-14', '2026-11-21']);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [{ period: 'year' }, { by: 'department' }, { page: 0 }, { limit: 101 }, { limit: 'x' }]) {
      const res = await call(t.app, 'GET', '/leaderboard', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await call(t.app, 'GET', '/leaderboard/history/abc')).status).toBe(400);
    expect((await call(t.app, 'GET', '/leaderboard/history/99999999')).status).toBe(404);
  });
});

describe('hiding myself', () => {
  it('takes a member off the public board and history while they still see their own rank', async () => {
    const shy = await createUser(t);
    await call(t.app, 'POST', '/leaderboard/adjust', {
      token: admin.token,
      body: { userId: shy.id, points: 9_999, reason: 'Top of the board' },
    });
    expect((await board({ limit: 1 })).rows[0].user?.id).toBe(shy.id);
    const hide = await call(t.app, 'PATCH', '/leaderboard/me', { token: shy.token, body: { hidden: true } });
    expect(hide.status).toBe(200);
    expect(hide.body.message).toBe(IDEA_MSG.leaderboardVisibilitySaved);
    const after = await board({ limit: 100 }, shy.token);
    expect(after.rows.some((r) => r.user?.id === shy.id)).toBe(false);
    expect(after.meta).toMatchObject({ myRank: 1, myPoints: 9_999, myHidden: true });
    expect((await history(shy.id)).status).toBe(404);
    expect((await history(shy.id, shy.token)).status).toBe(200);
    expect((await call(t.app, 'GET', '/leaderboard/me', { token: shy.token })).body.data).toEqual({ hidden: true });
    await call(t.app, 'PATCH', '/leaderboard/me', { token: shy.token, body: { hidden: false } });
    expect((await board({ limit: 1 })).rows[0].user?.id).toBe(shy.id);
    expect((await call(t.app, 'PATCH', '/leaderboard/me', { token: shy.token, body: { hidden: 'yes' } })).status).toBe(
      400,
    );
  });
});

describe('POST /leaderboard/adjust', () => {
  it('lets an admin add or remove points with a reason that shows in the member history', async () => {
    const member = await createUser(t);
    const plus = await call(t.app, 'POST', '/leaderboard/adjust', {
      token: admin.token,
      body: { userId: member.id, points: 7, reason: 'Ran the tree-planting drive' },
    });
    expect(plus.status).toBe(201);
    expect(plus.body.message).toBe(IDEA_MSG.pointsAdjusted);
    await call(t.app, 'POST', '/leaderboard/adjust', {
      token: admin.token,
      body: { userId: member.id, points: -2, reason: 'Duplicate sign-up' },
    });
    const h = await history(member.id);
    expect(h.status).toBe(200);
    expect(h.rows.map((r) => [r.kind, r.points, r.reason])).toEqual([
      ['ADJUSTMENT', -2, 'Duplicate sign-up'],
      ['ADJUSTMENT', 7, 'Ran the tree-planting drive'],
    ]);
    expect((await board({}, member.token)).meta.myPoints).toBe(5);
  });

  it('requires a reason and non-zero whole points, and an existing member', async () => {
    const member = await createUser(t);
    const bad = [
      { userId: member.id, points: 5 },
      { userId: member.id, points: 5, reason: ' ' },
      { userId: member.id, points: 0, reason: 'Zero' },
      { userId: member.id, points: 1.5, reason: 'Half' },
      { userId: 'x', points: 5, reason: 'Who' },
    ];
    for (const body of bad) {
      const res = await call(t.app, 'POST', '/leaderboard/adjust', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await call(t.app, 'POST', '/leaderboard/adjust', {
      token: admin.token,
      body: { userId: 99_999_999, points: 5, reason: 'Nobody' },
    });
    expect(missing.status).toBe(404);
    expect(await ledgerFor(member.id)).toHaveLength(0);
  });

  it('refuses members and mentors with 403 and guests with 401', async () => {
    const member = await createUser(t);
    const body = { userId: member.id, points: 5, reason: 'Self-award' };
    expect((await call(t.app, 'POST', '/leaderboard/adjust', { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/leaderboard/adjust', { token: mentor.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/leaderboard/adjust', { body })).status).toBe(401);
  });
});

describe('the rank histogram', () => {
  it('holds, after every award, reversal, adjustment and hide above, exactly the visible members per total', async () => {
    const fromTotals = await t.db.execute(sql`
      select period, period_start::text as start, points, count(*)::int as members from points_totals
      where points > 0 and not hidden group by 1, 2, 3 order by 1, 2, 3`);
    const kept = await t.db.execute(sql`
      select period, period_start::text as start, points, members from points_histogram
      where members <> 0 order by 1, 2, 3`);
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    expect(rows(kept)).toEqual(rows(fromTotals));
    expect(rows(kept).length).toBeGreaterThan(5);
  });
});
