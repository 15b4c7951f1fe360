import { MSG } from '@campus/shared/messages';
import type { TAuditEntry } from '@campus/shared/schemas/audit';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  ideaCategories,
  libraryCategories,
  libraryItems,
  marketplaceCategories,
  marketplaceItems,
  teams,
  users,
} from '../../db/schema/index';
import { call, createDirectory, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import { updateUserById } from '../users/users.repository';
import { recordAudit } from './audit.recorder';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let member: TestUser;
let dir: Awaited<ReturnType<typeof createDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Admin Ayesha' });
  mentor = await createUser(t, { role: 'MENTOR', fullName: 'Mentor Mahin' });
  member = await createUser(t, { role: 'MEMBER', fullName: 'Member Mim', contactNo: '01711000011' });
  dir = await createDirectory(t);
});
afterAll(() => t.close());

async function lastRow(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(row, `an audit row for ${action}`).toBeDefined();
  return row;
}

async function countRows() {
  const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return n;
}

describe('audit rows for each privileged action', () => {
  it('user.role.change: the actor, their role at the time, the target and the role before → after', async () => {
    const res = await call(t.app, 'PATCH', `/user/update/${member.id}`, {
      token: admin.token,
      body: { role: 'TEAM_HEAD' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    const row = await lastRow('user.role.change');
    expect(row).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      actorName: 'Admin Ayesha',
      targetKind: 'user',
      targetId: member.id,
      targetTitle: 'Member Mim',
      changes: [{ field: 'role', from: 'MEMBER', to: 'TEAM_HEAD' }],
      ip: '127.0.0.1',
    });
    await updateUserById(t.db, member.id, { role: 'MEMBER' });
  });

  it('user.update masks the contact number, keeping its last two digits', async () => {
    const res = await call(t.app, 'PATCH', `/user/update/${member.id}`, {
      token: admin.token,
      body: { contactNo: '01899000022', session: '2021-22' },
    });
    expect(res.status).toBe(200);
    const row = await lastRow('user.update');
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: 'contactNo', from: '•••••••••11', to: '•••••••••22' },
        { field: 'session', from: null, to: '2021-22' },
      ]),
    );
    expect(JSON.stringify(row.changes)).not.toContain('01899000022');
  });

  it('user.create', async () => {
    const res = await call<{ data: { id: number } }>(t.app, 'POST', '/user/create', {
      token: admin.token,
      body: {
        fullName: 'New Person',
        email: 'new.person@test.campus',
        contactNo: '01711000099',
        instituteId: dir.institution.id,
        departmentId: dir.uniDept.id,
        session: '2022-23',
        studyAt: 'UNIVERSITY',
        profilePic: '/uploads/demo/person.webp',
        role: 'MEMBER',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await lastRow('user.create');
    expect(row).toMatchObject({
      targetKind: 'user',
      targetId: (res.body.data as { id: number }).id,
      targetTitle: 'New Person',
    });
    expect(row.changes).toEqual(expect.arrayContaining([{ field: 'role', from: null, to: 'MEMBER' }]));
  });

  it('directory.create, directory.update and directory.delete', async () => {
    const created = await call<{ data: { id: number } }>(t.app, 'POST', '/designation/create', {
      token: admin.token,
      body: { name: 'Robotics' },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect(await lastRow('directory.create')).toMatchObject({
      targetKind: 'designation',
      targetId: id,
      targetTitle: 'Robotics',
      changes: [{ field: 'name', from: null, to: 'Robotics' }],
    });

    expect(
      (await call(t.app, 'PATCH', '/designation/update', { token: admin.token, body: { id, name: 'Robotics Club' } }))
        .status,
    ).toBe(200);
    expect(await lastRow('directory.update')).toMatchObject({
      targetId: id,
      changes: [{ field: 'name', from: 'Robotics', to: 'Robotics Club' }],
    });

    expect((await call(t.app, 'DELETE', `/designation/${id}`, { token: admin.token })).status).toBe(200);
    expect(await lastRow('directory.delete')).toMatchObject({
      targetKind: 'designation',
      targetId: id,
      targetTitle: 'Robotics Club',
      changes: [{ field: 'name', from: 'Robotics Club', to: null }],
    });
  });

  it('registration.create and registration.update', async () => {
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const body = { isOpen: false, openForId: dir.institution.id, imageUrl: '/uploads/registration.webp', deadline };
    const created = await call<{ data: { id: number } }>(t.app, 'POST', '/auth/announcement', {
      token: admin.token,
      body,
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect(await lastRow('registration.create')).toMatchObject({ targetKind: 'registration-window', targetId: id });

    const updated = await call(t.app, 'POST', '/auth/announcement', {
      token: admin.token,
      body: { ...body, id, isOpen: true },
    });
    expect(updated.status).toBe(200);
    expect(await lastRow('registration.update')).toMatchObject({
      targetId: id,
      changes: [{ field: 'isOpen', from: false, to: true }],
    });
  });

  it('event.create and event.update', async () => {
    const body = {
      type: 'EVENT',
      title: 'Freshers Reception',
      coverPic: 'https://example.com/cover.png',
      subtitle: 'Welcome',
      description: 'At the TSC auditorium',
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2026-12-01T14:00:00.000Z',
      isCancel: false,
      isTopBanner: false,
    };
    const created = await call<{ data: { id: number } }>(t.app, 'POST', '/event/create', { token: admin.token, body });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect(await lastRow('event.create')).toMatchObject({
      targetKind: 'event',
      targetId: id,
      targetTitle: 'Freshers Reception',
    });

    const updated = await call(t.app, 'PATCH', '/event/update', { token: admin.token, body: { id, isCancel: true } });
    expect(updated.status).toBe(200);
    expect(await lastRow('event.update')).toMatchObject({
      targetId: id,
      changes: [{ field: 'isCancel', from: false, to: true }],
    });
  });

  it('library.approve, library.reject and library.update, by a manager with their role at the time', async () => {
    const [category] = await t.db
      .insert(libraryCategories)
      .values({ name: 'Notes', coverPic: '/uploads/demo/notes.svg' })
      .returning();
    const [a, b] = await t.db
      .insert(libraryItems)
      .values([
        { title: 'Algorithms notes', categoryId: category.id, authorId: member.id, status: 'PENDING', images: [] },
        { title: 'Spam', categoryId: category.id, authorId: member.id, status: 'PENDING', images: [] },
      ])
      .returning();
    t.app.ctx.changes.bump();
    const update = (body: object) => call(t.app, 'PATCH', '/eLibrary/update', { token: mentor.token, body });

    expect((await update({ id: a.id, status: 'APPROVED' })).status).toBe(200);
    expect(await lastRow('library.approve')).toMatchObject({
      actorId: mentor.id,
      actorRole: 'MENTOR',
      targetKind: 'library-item',
      targetId: a.id,
      targetTitle: 'Algorithms notes',
      changes: [{ field: 'status', from: 'PENDING', to: 'APPROVED' }],
    });
    expect((await update({ id: b.id, status: 'REJECTED' })).status).toBe(200);
    expect(await lastRow('library.reject')).toMatchObject({
      targetId: b.id,
      changes: [{ field: 'status', from: 'PENDING', to: 'REJECTED' }],
    });
    expect((await update({ id: a.id, title: 'Algorithms notes (2026)' })).status).toBe(200);
    expect(await lastRow('library.update')).toMatchObject({
      changes: [{ field: 'title', from: 'Algorithms notes', to: 'Algorithms notes (2026)' }],
    });
  });

  it('marketplace.approve, marketplace.reject and marketplace.update', async () => {
    const [category] = await t.db
      .insert(marketplaceCategories)
      .values({ name: 'Books', coverPic: '/uploads/demo/books.svg' })
      .returning();
    const listing = { description: 'Good condition', coverPic: '/uploads/x.webp', type: 'SALE' as const, price: 300 };
    const [a, b] = await t.db
      .insert(marketplaceItems)
      .values([
        { ...listing, title: 'Calculus book', sellerId: member.id, categoryId: category.id },
        { ...listing, title: 'Fake watch', sellerId: member.id, categoryId: category.id },
      ])
      .returning();
    t.app.ctx.changes.bump();
    const update = (body: object) => call(t.app, 'PATCH', '/marketplace/update', { token: admin.token, body });

    expect((await update({ id: a.id, status: 'AVAILABLE' })).status).toBe(200);
    expect(await lastRow('marketplace.approve')).toMatchObject({
      targetKind: 'listing',
      targetId: a.id,
      targetTitle: 'Calculus book',
      changes: [{ field: 'status', from: 'PENDING', to: 'AVAILABLE' }],
    });
    expect((await update({ id: b.id, status: 'REJECTED' })).status).toBe(200);
    expect(await lastRow('marketplace.reject')).toMatchObject({
      targetId: b.id,
      changes: [{ field: 'status', from: 'PENDING', to: 'REJECTED' }],
    });
    expect((await update({ id: a.id, price: 250 })).status).toBe(200);
    expect(await lastRow('marketplace.update')).toMatchObject({ changes: [{ field: 'price', from: 300, to: 250 }] });
  });

  it.each([
    ['marketplace', '/marketplace/category', 'marketplace-category', MSG.categoryTaken],
    ['library', '/eLibrary/category', 'library-category', undefined],
  ] as const)(
    'category.create and category.update (%s): the category with its fields; a refused one none',
    async (_area, base, kind, takenMessage) => {
      const cover = 'https://example.com/category.png';
      const created = await call<{ data: { id: number } }>(t.app, 'POST', `${base}/create`, {
        token: admin.token,
        body: { name: `Lab gear ${kind}`, coverPic: cover },
      });
      expect(created.status, created.body.message).toBe(201);
      const id = created.body.data.id;
      expect(await lastRow('category.create')).toMatchObject({
        actorId: admin.id,
        actorRole: 'ADMIN',
        targetKind: kind,
        targetId: id,
        targetTitle: `Lab gear ${kind}`,
        changes: [
          { field: 'name', from: null, to: `Lab gear ${kind}` },
          { field: 'coverPic', from: null, to: cover },
        ],
      });
      const updated = await call(t.app, 'PATCH', `${base}/update`, {
        token: admin.token,
        body: { id, name: `Lab equipment ${kind}`, coverPic: cover },
      });
      expect(updated.status, updated.body.message).toBe(200);
      expect(await lastRow('category.update')).toMatchObject({
        targetKind: kind,
        targetId: id,
        targetTitle: `Lab gear ${kind}`,
        // Only what changed: the same cover is not a change.
        changes: [{ field: 'name', from: `Lab gear ${kind}`, to: `Lab equipment ${kind}` }],
      });
      // A name already taken is refused (409) and leaves no row.
      const before = await countRows();
      const taken = await call(t.app, 'POST', `${base}/create`, {
        token: admin.token,
        body: { name: `Lab equipment ${kind}`, coverPic: cover },
      });
      expect(taken.status).toBe(409);
      if (takenMessage) expect(taken.body.message).toBe(takenMessage);
      const missing = await call(t.app, 'PATCH', `${base}/update`, {
        token: admin.token,
        body: { id: 999_999, name: 'X' },
      });
      expect(missing.status).toBe(404);
      expect(await countRows()).toBe(before);
    },
  );

  it('schedule.bus.update and schedule.prayer.update', async () => {
    const bus = await createUser(t, { role: 'BUS', fullName: 'Bus Captain' });
    const route = [{ busName: 'Padma', time: '17:45', isAvailable: true }];
    const res = await call(t.app, 'PATCH', '/busSchedule', { token: bus.token, body: { fromBhalukaToCampus: route } });
    expect(res.status).toBe(200);
    expect(await lastRow('schedule.bus.update')).toMatchObject({
      actorId: bus.id,
      actorRole: 'BUS',
      targetKind: 'bus-schedule',
      changes: [{ field: 'groups.fromBhalukaToCampus', from: null, to: route }],
    });

    const prayer = await call(t.app, 'PATCH', '/prayerSchedule', {
      token: admin.token,
      body: { data: [{ id: 1, name: 'Fajr', time: '05:05' }] },
    });
    expect(prayer.status).toBe(200);
    expect(await lastRow('schedule.prayer.update')).toMatchObject({
      targetKind: 'prayer-schedule',
      changes: [{ field: 'data', to: [{ id: 1, name: 'Fajr', time: '05:05' }] }],
    });
  });
});

describe('audit rows written by the later areas', () => {
  it('points.adjust: the admin, the member and the points with their reason', async () => {
    const res = await call(t.app, 'POST', '/leaderboard/adjust', {
      token: admin.token,
      body: { userId: member.id, points: 7, reason: 'Ran the blood drive desk' },
    });
    expect(res.status).toBe(201);
    expect(await lastRow('points.adjust')).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      targetKind: 'points',
      targetId: member.id,
      changes: [
        { field: 'points', from: null, to: 7 },
        { field: 'reason', from: null, to: 'Ran the blood drive desk' },
      ],
    });
  });

  it('task.delete: the task that was removed, by its title', async () => {
    const [team] = await t.db.insert(teams).values({ name: 'Fest Crew' }).returning();
    const created = await call<{ data: { id: number } }>(t.app, 'POST', '/task/create', {
      token: admin.token,
      body: { title: 'Print the fest banners', teamId: team.id },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const removed = await call(t.app, 'DELETE', `/task/${id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(await lastRow('task.delete')).toMatchObject({
      actorId: admin.id,
      targetKind: 'task',
      targetId: id,
      targetTitle: 'Print the fest banners',
    });
  });
  it('idea.review: the reviewer, the idea and its status and feedback before → after; a refused review leaves none', async () => {
    const [category] = await t.db.insert(ideaCategories).values({ name: 'Agritech' }).returning();
    const idea = await call<{ data: { id: number } }>(t.app, 'POST', '/idea/create', {
      token: member.token,
      body: {
        title: 'Soil sensors for the farm plots',
        problem: 'Plots are watered by guesswork.',
        solution: 'Cheap sensors read by a phone.',
        categoryId: category.id,
        coverPic: '/uploads/ideas/soil.webp',
      },
    });
    expect(idea.status, JSON.stringify(idea.body)).toBe(201);
    const id = (idea.body.data as { id: number }).id;
    const reviewed = await call(t.app, 'PATCH', '/idea/review', {
      token: mentor.token,
      body: { id, status: 'INCUBATING', feedback: 'Pilot it on plot 4' },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(await lastRow('idea.review')).toMatchObject({
      actorId: mentor.id,
      actorRole: 'MENTOR',
      targetKind: 'idea',
      targetId: id,
      targetTitle: 'Soil sensors for the farm plots',
      changes: [
        { field: 'status', from: 'SUBMITTED', to: 'INCUBATING' },
        { field: 'feedback', from: null, to: 'Pilot it on plot 4' },
      ],
    });
    // A decided idea cannot be reviewed again (409): no second row.
    const before = await countRows();
    const again = await call(t.app, 'PATCH', '/idea/review', {
      token: admin.token,
      body: { id, status: 'DECLINED', feedback: 'Changed our minds' },
    });
    expect(again.status).toBe(409);
    expect(await countRows()).toBe(before);
  });

  it('category.create and category.update of an idea category, only what changed; a taken name leaves none', async () => {
    const created = await call<{ data: { id: number } }>(t.app, 'POST', '/idea/category/create', {
      token: admin.token,
      body: { name: 'Edtech' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect(await lastRow('category.create')).toMatchObject({
      actorId: admin.id,
      targetKind: 'idea-category',
      targetId: id,
      targetTitle: 'Edtech',
      changes: [{ field: 'name', from: null, to: 'Edtech' }],
    });
    const renamed = await call(t.app, 'PATCH', '/idea/category/update', {
      token: admin.token,
      body: { id, name: 'Education technology' },
    });
    expect(renamed.status).toBe(200);
    expect(await lastRow('category.update')).toMatchObject({
      targetKind: 'idea-category',
      targetId: id,
      targetTitle: 'Edtech',
      changes: [{ field: 'name', from: 'Edtech', to: 'Education technology' }],
    });
    const before = await countRows();
    const same = await call(t.app, 'PATCH', '/idea/category/update', {
      token: admin.token,
      body: { id, name: 'Education technology' },
    });
    expect(same.status).toBe(200);
    const taken = await call(t.app, 'POST', '/idea/category/create', {
      token: admin.token,
      body: { name: 'Education technology' },
    });
    expect(taken.status).toBe(409);
    const missing = await call(t.app, 'PATCH', '/idea/category/update', {
      token: admin.token,
      body: { id: 999_999, name: 'Nowhere' },
    });
    expect(missing.status).toBe(404);
    expect(await countRows()).toBe(before);
  });
});

describe('what the audit log never holds', () => {
  it('a refused write (409) leaves no audit row', async () => {
    const before = await countRows();
    const res = await call(t.app, 'PATCH', `/user/update/${admin.id}`, {
      token: admin.token,
      body: { role: 'MEMBER' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.cannotDemoteSelf);
    expect(await countRows()).toBe(before);
  });

  it('a write whose transaction rolls back after recordAudit leaves neither the change nor the audit row', async () => {
    const before = await countRows();
    await expect(
      t.db.transaction(async (tx) => {
        await updateUserById(tx, member.id, { role: 'ADMIN' });
        await recordAudit(tx, {
          actor: { id: admin.id, role: 'ADMIN', name: 'Admin Ayesha', ip: null },
          action: 'user.role.change',
          target: { kind: 'user', id: member.id, title: 'Member Mim' },
          changes: [{ field: 'role', from: 'MEMBER', to: 'ADMIN' }],
        });
        throw new Error('the notification could not be queued');
      }),
    ).rejects.toThrow('the notification could not be queued');
    expect(await countRows()).toBe(before);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row.role).toBe('MEMBER');
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows, even for the superuser', async () => {
    const [row] = await t.db.select().from(auditLog).limit(1);
    await expect(t.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });

  it('no API route other than GET /audit/table touches the audit log', () => {
    const auditRoutes = t.app.routes.filter((r) => r.url.includes('audit'));
    expect(auditRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/audit/table']);
  });
});

describe('GET /audit/table', () => {
  const table = (query: Record<string, string | number>, token = admin.token) =>
    call<{ data: TAuditEntry[] }>(t.app, 'GET', '/audit/table', { token, query });

  it('lists entries newest first with actor, target, changes and paging meta', async () => {
    const res = await table({ limit: 2 });
    expect(res.status).toBe(200);
    const rows = res.body.data as TAuditEntry[];
    expect(rows).toHaveLength(2);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    expect(res.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(res.body.meta?.total).toBeGreaterThan(10);
    expect(rows[0]).toMatchObject({
      actor: { id: expect.any(Number), role: expect.any(String) },
      target: { kind: expect.any(String) },
    });
  });

  it('filters by actor, action, target kind, search and date range', async () => {
    const byMentor = (await table({ actorId: mentor.id })).body.data as TAuditEntry[];
    expect(byMentor.length).toBe(4);
    expect(byMentor.every((r) => r.actor.id === mentor.id)).toBe(true);

    const rejects = (await table({ action: 'marketplace.reject' })).body.data as TAuditEntry[];
    expect(rejects.map((r) => r.target.title)).toEqual(['Fake watch']);

    const teamRows = (await table({ targetKind: 'designation' })).body.data as TAuditEntry[];
    expect(teamRows.map((r) => r.action)).toEqual(['directory.delete', 'directory.update', 'directory.create']);

    const searched = (await table({ searchTerm: 'calculus' })).body.data as TAuditEntry[];
    expect(searched.length).toBe(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await table({ from: today, to: today })).body.meta?.total).toBeGreaterThan(10);
    expect((await table({ from: '2020-01-01', to: '2020-01-31' })).body.meta?.total).toBe(0);
  });

  it('answers 400 to an unknown action or a date range that ends before it starts', async () => {
    expect((await table({ action: 'user.explode' })).status).toBe(400);
    const res = await table({ from: '2026-02-01', to: '2026-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The start date must be on or before the end date');
  });

  it('is for admins only', async () => {
    expect((await table({}, mentor.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/audit/table')).status).toBe(401);
  });
});
