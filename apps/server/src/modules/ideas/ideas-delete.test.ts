import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import type { TIdea, TIdeaCategory } from '@campus/shared/schemas/ideas';
import type { TLeaderboardMeta } from '@campus/shared/schemas/leaderboard';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ideaCategories, ideaComments, ideas, ideaVotes, pointsLedger } from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  mentor = await createUser(t, { role: 'MENTOR' });
  [{ id: categoryId }] = await t.db.insert(ideaCategories).values({ name: 'Fintech' }).returning();
});
afterAll(() => t.close());

async function submit(author: TestUser, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/idea/create', {
    token: author.token,
    body: {
      title: 'Campus micro-loans',
      problem: 'Students wait weeks for small loans.',
      solution: 'A rotating fund run by the union.',
      categoryId,
      coverPic: '/uploads/ideas/cover.webp',
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TIdea;
}

const remove = (id: number | string, user?: TestUser) => call(t.app, 'DELETE', `/idea/${id}`, { token: user?.token });
const auditRows = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('DELETE /idea/{id}', () => {
  it('lets the author delete their own SUBMITTED idea with its votes and comments, and audits it', async () => {
    const author = await createUser(t, { fullName: 'Rafiq Islam' });
    const voter = await createUser(t);
    const idea = await submit(author);
    await call(t.app, 'POST', `/idea/${idea.id}/vote`, { token: voter.token });
    await call(t.app, 'POST', `/idea/${idea.id}/comment`, { token: voter.token, body: { body: 'Count me in' } });

    const res = await remove(idea.id, author);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: IDEA_MSG.ideaDeleted, data: { id: idea.id } });
    expect((await call(t.app, 'GET', `/idea/${idea.id}`)).status).toBe(404);
    expect(await t.db.select().from(ideaVotes).where(eq(ideaVotes.ideaId, idea.id))).toEqual([]);
    expect(await t.db.select().from(ideaComments).where(eq(ideaComments.ideaId, idea.id))).toEqual([]);
    const [audit] = await auditRows('idea.delete', idea.id);
    expect(audit).toMatchObject({ actorId: author.id, targetKind: 'idea', targetTitle: 'Campus micro-loans' });
    // The pending slot is free again.
    await submit(author);
  });

  it('refuses other members, guests, and the author once the idea is reviewed; nothing is deleted', async () => {
    const author = await createUser(t);
    const other = await createUser(t);
    const idea = await submit(author);
    const byOther = await remove(idea.id, other);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(IDEA_MSG.onlyAuthorDeletesIdea);
    expect((await remove(idea.id, mentor)).status).toBe(403);
    expect((await remove(idea.id)).status).toBe(401);
    await call(t.app, 'PATCH', '/idea/review', { token: mentor.token, body: { id: idea.id, status: 'UNDER_REVIEW' } });
    const late = await remove(idea.id, author);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(IDEA_MSG.ideaNotDeletable);
    expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toHaveLength(1);
    expect(await auditRows('idea.delete', idea.id)).toEqual([]);
  });

  it('lets an admin delete an Incubating idea and takes back the author’s +20 with a reversing row', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    const incubate = await call(t.app, 'PATCH', '/idea/review', {
      token: mentor.token,
      body: { id: idea.id, status: 'INCUBATING', feedback: 'Run a pilot.' },
    });
    expect(incubate.status).toBe(200);
    const before = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all' }, token: author.token });
    expect((before.body.meta as TLeaderboardMeta).myPoints).toBe(20);

    expect((await remove(idea.id, admin)).status).toBe(200);
    const after = await call(t.app, 'GET', '/leaderboard', { query: { period: 'all' }, token: author.token });
    expect((after.body.meta as TLeaderboardMeta).myPoints).toBe(0);
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id));
    expect(ledger.map((r) => [r.kind, r.points, r.isReversal]).sort()).toEqual([
      ['IDEA_INCUBATING', -20, true],
      ['IDEA_INCUBATING', 20, false],
    ]);
    expect(await auditRows('idea.delete', idea.id)).toHaveLength(1);
  });

  it('deletes once when two deletes arrive together', async () => {
    const author = await createUser(t);
    const idea = await submit(author);
    const results = await Promise.all([remove(idea.id, admin), remove(idea.id, author)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await auditRows('idea.delete', idea.id)).toHaveLength(1);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const member = await createUser(t);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await remove(id, member);
      expect(res.status, id).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const missing = await remove(99_999_999, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(IDEA_MSG.ideaNotFound);
  });
});

describe('idea categories: rename and delete', () => {
  const addCategory = async (name: string) =>
    (await call(t.app, 'POST', '/idea/category/create', { token: admin.token, body: { name } })).body
      .data as TIdeaCategory;
  const rename = (body: Record<string, unknown>, user: TestUser = admin) =>
    call(t.app, 'PATCH', '/idea/category/update', { token: user.token, body });
  const drop = (id: number | string, user: TestUser = admin) =>
    call(t.app, 'DELETE', `/idea/category/${id}`, { token: user.token });

  it('lets an admin rename a category; a taken or empty name is refused', async () => {
    const c = await addCategory('Greentech');
    await addCategory('Biotech');
    const res = await rename({ id: c.id, name: 'Clean energy' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.categoryUpdated);
    expect(res.body.data).toEqual({ id: c.id, name: 'Clean energy' });
    const taken = await rename({ id: c.id, name: 'Biotech' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MSG.categoryTaken);
    expect((await rename({ id: c.id, name: '   ' })).status).toBe(400);
    expect((await rename({ id: 'x', name: 'Y' })).status).toBe(400);
    expect((await rename({ id: 99_999_999, name: 'Nowhere' })).status).toBe(404);
    expect((await rename({ id: c.id, name: 'Mine' }, mentor)).status).toBe(403);
    const [row] = await t.db.select().from(ideaCategories).where(eq(ideaCategories.id, c.id));
    expect(row.name).toBe('Clean energy');
  });

  it('refuses to delete a category in use with 409 naming how many ideas use it, and deletes an unused one', async () => {
    const used = await addCategory('Logistics');
    await submit(await createUser(t), { categoryId: used.id });
    const refused = await drop(used.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.categoryInUse(1, ['idea', 'ideas']));
    expect(refused.body.message).toBe('This category cannot be deleted: it is still used by 1 idea');

    const unused = await addCategory('Tourism');
    expect((await drop(unused.id, mentor)).status).toBe(403);
    const res = await drop(unused.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: IDEA_MSG.ideaCategoryDeleted, data: { id: unused.id } });
    const list = (await call(t.app, 'GET', '/idea/category/table')).body.data as TIdeaCategory[];
    expect(list.map((c) => c.name)).toContain('Logistics');
    expect(list.map((c) => c.name)).not.toContain('Tourism');
    expect(await auditRows('idea.category.delete', unused.id)).toHaveLength(1);
    expect((await drop(unused.id)).status).toBe(404);
    expect((await drop('abc')).status).toBe(400);
  });
});
