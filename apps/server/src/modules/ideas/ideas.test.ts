import { IDEA_MSG } from '@campus/shared/messages-ideas';
import type { TIdea, TIdeaComment } from '@campus/shared/schemas/ideas';
import type { TLeaderboardMeta } from '@campus/shared/schemas/leaderboard';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaCategories, ideas, notifications } from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let topTen: TestUser;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  mentor = await createUser(t, { role: 'MENTOR' });
  topTen = await createUser(t, { role: 'TOP_TEN' });
  [{ id: categoryId }, { id: otherCategoryId }] = await t.db
    .insert(ideaCategories)
    .values([{ name: 'Agritech' }, { name: 'Education' }])
    .returning();
});
afterAll(() => t.close());

const ideaBody = (over: Record<string, unknown> = {}) => ({
  title: 'Soil sensor rental',
  problem: 'Small farmers cannot afford soil testing.',
  solution: 'Rent cheap sensors through the union office.',
  categoryId,
  coverPic: '/uploads/ideas/cover.webp',
  ...over,
});

async function submit(author: TestUser, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/idea/create', { token: author.token, body: ideaBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TIdea;
}

const vote = (id: number, user: TestUser) => call(t.app, 'POST', `/idea/${id}/vote`, { token: user.token });
const review = (user: TestUser, body: Record<string, unknown>) =>
  call(t.app, 'PATCH', '/idea/review', { token: user.token, body });

describe('POST /idea/create', () => {
  it('submits an idea as the caller, SUBMITTED, with the author from the token', async () => {
    const author = await createUser(t, { fullName: 'Nusrat Jahan' });
    const res = await call(t.app, 'POST', '/idea/create', {
      token: author.token,
      body: { ...ideaBody(), authorId: admin.id, status: 'INCUBATING' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(IDEA_MSG.ideaSubmitted);
    expect(res.body.data).toMatchObject({
      status: 'SUBMITTED',
      author: { id: author.id, fullName: 'Nusrat Jahan' },
      category: { id: categoryId, name: 'Agritech' },
      voteCount: 0,
      myVote: false,
      timeline: [{ status: 'SUBMITTED' }],
    });
  });

  it('allows one SUBMITTED idea at a time, also when two arrive together', async () => {
    const author = await createUser(t);
    const results = await Promise.all([
      call(t.app, 'POST', '/idea/create', { token: author.token, body: ideaBody({ title: 'A' }) }),
      call(t.app, 'POST', '/idea/create', { token: author.token, body: ideaBody({ title: 'B' }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(IDEA_MSG.pendingIdeaExists);
    expect(await t.db.select().from(ideas).where(eq(ideas.authorId, author.id))).toHaveLength(1);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const author = await createUser(t);
    const bad = [
      ideaBody({ title: '' }),
      ideaBody({ problem: undefined }),
      ideaBody({ categoryId: 'x' }),
      ideaBody({ coverPic: 'javascript:alert(1)' }),
      ideaBody({ categoryId: 999_999 }),
    ];
    for (const body of bad) {
      const res = await call(t.app, 'POST', '/idea/create', { token: author.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.select().from(ideas).where(eq(ideas.authorId, author.id))).toHaveLength(0);
    expect((await call(t.app, 'POST', '/idea/create', { body: ideaBody() })).status).toBe(401);
  });
});

describe('PATCH /idea/update', () => {
  it('lets the author edit while SUBMITTED, nobody else, and not after review', async () => {
    const author = await createUser(t);
    const other = await createUser(t);
    const idea = await submit(author);
    const edited = await call(t.app, 'PATCH', '/idea/update', {
      token: author.token,
      body: { id: idea.id, title: 'Soil sensors for rent', categoryId: otherCategoryId },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Soil sensors for rent', category: { name: 'Education' } });
    const stranger = await call(t.app, 'PATCH', '/idea/update', {
      token: other.token,
      body: { id: idea.id, title: 'x' },
    });
    expect(stranger.status).toBe(403);
    await review(mentor, { id: idea.id, status: 'UNDER_REVIEW' });
    const late = await call(t.app, 'PATCH', '/idea/update', { token: author.token, body: { id: idea.id, title: 'y' } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(IDEA_MSG.ideaNotEditable);
  });
});

describe('votes', () => {
  it('counts 100 concurrent votes from 100 members as 100', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    const voters = await Promise.all(Array.from({ length: 100 }, () => createUser(t)));
    const results = await Promise.all(voters.map((v) => vote(idea.id, v)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const res = await call(t.app, 'GET', `/idea/${idea.id}`, { token: voters[0].token });
    expect(res.body.data).toMatchObject({ voteCount: 100, myVote: true });
  });

  it('counts a repeated vote once, also when the repeats arrive together, and takes it back with DELETE', async () => {
    const author = await createUser(t);
    const voter = await createUser(t);
    const idea = await submit(author);
    const results = await Promise.all(Array.from({ length: 5 }, () => vote(idea.id, voter)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await vote(idea.id, voter)).body.data).toMatchObject({ voteCount: 1, myVote: true });
    const back = await call(t.app, 'DELETE', `/idea/${idea.id}/vote`, { token: voter.token });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ voteCount: 0, myVote: false });
    const again = await call(t.app, 'DELETE', `/idea/${idea.id}/vote`, { token: voter.token });
    expect(again.body.data).toMatchObject({ voteCount: 0 });
  });

  it('refuses the author a vote on their own idea', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    const res = await vote(idea.id, author);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IDEA_MSG.ownIdeaVote);
    expect((await vote(987_654, author)).status).toBe(404);
    expect((await call(t.app, 'POST', '/idea/abc/vote', { token: author.token })).status).toBe(400);
  });
});

describe('GET /idea/table', () => {
  it('sorts Top by votes, Newest by date, Trending by votes decayed by age, and filters by category and search', async () => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    const voters = await Promise.all(Array.from({ length: 3 }, () => createUser(t)));
    const old = await submit(a, { title: 'Zebra old popular', categoryId: otherCategoryId });
    const fresh = await submit(b, { title: 'Zebra fresh', categoryId: otherCategoryId });
    const newest = await submit(c, { title: 'Zebra newest', categoryId: otherCategoryId });
    // The popular idea is three days old: its three votes weigh less than one vote on the fresh one.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await t.db.update(ideas).set({ createdAt: threeDaysAgo }).where(eq(ideas.id, old.id));
    for (const v of voters) await vote(old.id, v);
    await vote(fresh.id, voters[0]);
    const list = async (sortBy: string) => {
      const res = await call(t.app, 'GET', '/idea/table', {
        query: { sortBy, categoryId: otherCategoryId, searchTerm: 'zebra' },
      });
      expect(res.status).toBe(200);
      return (res.body.data as TIdea[]).map((i) => i.id);
    };
    expect(await list('top')).toEqual([old.id, fresh.id, newest.id]);
    expect(await list('newest')).toEqual([newest.id, fresh.id, old.id]);
    expect(await list('trending')).toEqual([fresh.id, newest.id, old.id]);
    const guest = await call(t.app, 'GET', '/idea/table', { query: { searchTerm: 'zebra' } });
    expect(guest.body.data as TIdea[]).not.toContainEqual(expect.objectContaining({ myVote: expect.anything() }));
  });

  it('refuses unknown sorts and statuses with 400', async () => {
    for (const query of [{ sortBy: 'hot' }, { status: 'DONE' }, { categoryId: 'x' }, { limit: 0 }]) {
      expect((await call(t.app, 'GET', '/idea/table', { query })).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('PATCH /idea/review', () => {
  it('moves an idea to Incubating with feedback, awards the author +20 once and notifies them under Ideas', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    expect((await review(topTen, { id: idea.id, status: 'UNDER_REVIEW' })).status).toBe(200);
    const res = await review(mentor, { id: idea.id, status: 'INCUBATING', feedback: 'Pilot it in Trishal.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'INCUBATING',
      feedback: 'Pilot it in Trishal.',
      reviewedBy: { id: mentor.id },
      timeline: [{ status: 'SUBMITTED' }, { status: 'UNDER_REVIEW' }, { status: 'INCUBATING' }],
    });
    const inbox = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.category, 'IDEAS')));
    expect(inbox.map((n) => n.title)).toEqual(['Your idea is under review', 'Your idea is incubating']);
    const again = await review(admin, { id: idea.id, status: 'DECLINED', feedback: 'No' });
    expect(again.status).toBe(409);
    const board = await call(t.app, 'GET', '/leaderboard', { token: author.token });
    expect((board.body.meta as TLeaderboardMeta).myPoints).toBe(20);
  });

  it('requires feedback for Incubating and Declined, and only moves forward', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    for (const status of ['INCUBATING', 'DECLINED']) {
      const res = await review(mentor, { id: idea.id, status });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(IDEA_MSG.ideaFeedbackRequired);
    }
    await review(mentor, { id: idea.id, status: 'UNDER_REVIEW' });
    const back = await review(mentor, { id: idea.id, status: 'UNDER_REVIEW' });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe(IDEA_MSG.ideaStatusNotLater);
    expect((await review(mentor, { id: idea.id, status: 'SUBMITTED' })).status).toBe(400);
    const declined = await review(admin, { id: idea.id, status: 'DECLINED', feedback: 'Market too small.' });
    expect(declined.status).toBe(200);
  });

  it('is for MENTOR, TOP_TEN and ADMIN only', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    for (const role of ['MEMBER', 'TEAM_HEAD', 'CITIZEN'] as const) {
      const user = await createUser(t, { role });
      expect((await review(user, { id: idea.id, status: 'UNDER_REVIEW' })).status).toBe(403);
    }
  });
});

describe('comments', () => {
  it('lets members comment, authors delete their own, reviewers delete any', async () => {
    const author = await createUser(t);
    const [x, y] = [await createUser(t), await createUser(t)];
    const idea = await submit(author);
    const add = (u: TestUser, body: string) =>
      call(t.app, 'POST', `/idea/${idea.id}/comment`, { token: u.token, body: { body } });
    const c1 = (await add(x, 'Great idea')).body.data as TIdeaComment;
    const c2 = (await add(y, 'Costly?')).body.data as TIdeaComment;
    expect((await add(x, '   ')).status).toBe(400);
    expect((await call(t.app, 'DELETE', `/idea/${idea.id}/comment/${c1.id}`, { token: y.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/idea/${idea.id}/comment/${c1.id}`, { token: x.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/idea/${idea.id}/comment/${c2.id}`, { token: mentor.token })).status).toBe(
      200,
    );
    await add(y, 'Still here');
    const list = await call(t.app, 'GET', `/idea/${idea.id}/comments`);
    expect((list.body.data as TIdeaComment[]).map((c) => c.body)).toEqual(['Still here']);
    expect((await call(t.app, 'GET', `/idea/${idea.id}`)).body.data).toMatchObject({ commentCount: 1 });
  });
});

describe('idea categories', () => {
  it('are managed by admins and listed publicly', async () => {
    const created = await call(t.app, 'POST', '/idea/category/create', {
      token: admin.token,
      body: { name: 'Health' },
    });
    expect(created.status).toBe(201);
    const dup = await call(t.app, 'POST', '/idea/category/create', { token: admin.token, body: { name: 'Health' } });
    expect(dup.status).toBe(409);
    expect(
      (await call(t.app, 'POST', '/idea/category/create', { token: mentor.token, body: { name: 'X' } })).status,
    ).toBe(403);
    const list = await call(t.app, 'GET', '/idea/category/table');
    expect((list.body.data as { name: string }[]).map((c) => c.name)).toContain('Health');
  });
});

describe("idea notices in the recipient's language (decision 030)", () => {
  const inbox = (user: TestUser) =>
    t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.category, 'IDEAS')))
      .orderBy(notifications.id);

  it('tells an author who chose Bangla of the review in Bangla, feedback as written; an English author in English', async () => {
    const bangla = await createUser(t, { language: 'bn' });
    const english = await createUser(t, { language: 'en' });
    const ideas = { bangla: await submit(bangla), english: await submit(english) };
    for (const idea of [ideas.bangla, ideas.english]) {
      expect((await review(topTen, { id: idea.id, status: 'UNDER_REVIEW' })).status).toBe(200);
      const res = await review(mentor, { id: idea.id, status: 'INCUBATING', feedback: 'Pilot it in Trishal.' });
      expect(res.status).toBe(200);
    }
    expect(await inbox(bangla)).toEqual([
      { title: 'আপনার আইডিয়া পর্যালোচনায় আছে', body: `"${ideas.bangla.title}" পর্যালোচনায় আছে।` },
      { title: 'আপনার আইডিয়া ইনকিউবেশনে আছে', body: `"${ideas.bangla.title}" নিয়ে মতামত: Pilot it in Trishal.` },
    ]);
    expect(await inbox(english)).toEqual([
      { title: 'Your idea is under review', body: `"${ideas.english.title}" is now under review.` },
      { title: 'Your idea is incubating', body: `"${ideas.english.title}": Pilot it in Trishal.` },
    ]);
  });
});
