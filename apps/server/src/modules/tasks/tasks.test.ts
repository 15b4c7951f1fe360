import type { TTask, TTaskComment, TTaskDetail, TTaskHistoryEntry } from '@campus/shared/schemas/tasks';
import { TASK_MSG } from '@campus/shared/schemas/tasks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushOutbox, pushSubscriptions, tasks, teams } from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';
import { sendTaskReminders } from './tasks.service';

let t: TestApp;
let teamA: number;
let teamB: number;
let admin: TestUser;
let headA: TestUser;
let headB: TestUser;
let rafi: TestUser;
let mina: TestUser;
let sadia: TestUser;
let outsider: TestUser;

async function createTeam(name: string) {
  const [row] = await t.db.insert(teams).values({ name }).returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  // Keep pushes queued so the tests can count them; nothing is sent to a real push service.
  await t.app.ctx.notifier.close();
  teamA = await createTeam('Fest Team');
  teamB = await createTeam('Media Team');
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Admin Akter' });
  headA = await createUser(t, { role: 'TEAM_HEAD', teamId: teamA, fullName: 'Head Hasan' });
  headB = await createUser(t, { role: 'TEAM_HEAD', teamId: teamB, fullName: 'Head Bithi' });
  rafi = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Rafi Rahman' });
  mina = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Mina Khan' });
  sadia = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Sadia Noor' });
  outsider = await createUser(t, { role: 'MEMBER', teamId: teamB, fullName: 'Omar Faruk' });
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

async function create(by: TestUser, body: Body) {
  return call<{ data: TTaskDetail }>(t.app, 'POST', '/task/create', { token: by.token, body });
}

async function newTask(overrides: Body = {}) {
  const res = await create(headA, {
    title: 'Book the auditorium',
    teamId: teamA,
    assigneeIds: [rafi.id],
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.data as TTaskDetail;
}

const update = (by: TestUser, body: Body) =>
  call<{ data: TTaskDetail }>(t.app, 'PATCH', '/task/update', { token: by.token, body });
const get = (by: TestUser, id: number) => call<{ data: TTaskDetail }>(t.app, 'GET', `/task/${id}`, { token: by.token });
const history = async (by: TestUser, id: number) => {
  const res = await call(t.app, 'GET', `/task/${id}/history`, { token: by.token });
  expect(res.status).toBe(200);
  return res.body.data as TTaskHistoryEntry[];
};

async function inboxTitles(user: TestUser) {
  const rows = await t.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.category, 'TASKS')));
  return rows.map((r) => r.title);
}

describe('POST /task/create', () => {
  it('lets a team head create a task in their own team with assignees, a checklist and attachments', async () => {
    const res = await create(headA, {
      title: '  Print the fest banners ',
      description: 'Quotes at https://print.example.com',
      teamId: teamA,
      assigneeIds: [rafi.id, mina.id, rafi.id],
      priority: 'HIGH',
      dueDate: '2030-01-10T12:00:00.000Z',
      checklist: [{ text: 'Get quotes' }, { text: 'Pay', done: false }],
      attachments: ['/uploads/banner.webp'],
      createdById: outsider.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TASK_MSG.taskAdded);
    const task = res.body.data as TTaskDetail;
    expect(task).toMatchObject({
      title: 'Print the fest banners',
      teamId: teamA,
      team: { id: teamA, name: 'Fest Team' },
      status: 'TODO',
      priority: 'HIGH',
      dueDate: '2030-01-10T12:00:00.000Z',
      checklist: [
        { text: 'Get quotes', done: false },
        { text: 'Pay', done: false },
      ],
      attachments: ['/uploads/banner.webp'],
      createdById: headA.id,
      createdBy: { id: headA.id, fullName: 'Head Hasan' },
      completedAt: null,
      canManage: true,
      comments: [],
    });
    expect(task.assignees.map((a) => [a.fullName, a.leftTeam])).toEqual([
      ['Rafi Rahman', false],
      ['Mina Khan', false],
    ]);
    expect(await inboxTitles(rafi)).toContain('New task: Print the fest banners');
  });

  it('refuses a head creating a task for another team with 403 and writes nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(tasks);
    const res = await create(headA, { title: 'Sneaky', teamId: teamB });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(TASK_MSG.taskOwnTeamOnly);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(tasks);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses an assignee from another team with 400 and a message', async () => {
    const res = await create(headA, { title: 'Mixed', teamId: teamA, assigneeIds: [rafi.id, outsider.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TASK_MSG.taskAssigneeNotInTeam);
    expect((res.body as unknown as { errorMessages: unknown }).errorMessages).toEqual([
      { path: 'assigneeIds', message: TASK_MSG.taskAssigneeNotInTeam },
    ]);
  });

  it('refuses members (403) and lets ADMIN create in any team', async () => {
    expect((await create(rafi, { title: 'Mine', teamId: teamA })).status).toBe(403);
    const res = await create(admin, { title: 'Admin job', teamId: teamB, assigneeIds: [outsider.id] });
    expect(res.status).toBe(201);
  });

  it.each([
    [{ teamId: teamA }, 'Please fill out the Title field.'],
    [{ title: 'x' }, 'Please fill out the Team field.'],
    [{ title: 'x', teamId: 'abc' }, 'Please fill out the Team field.'],
    [{ title: 'x', teamId: 999_999 }, 'Please choose a team from the list'],
    [{ title: 'x', teamId: 1, status: 'LATER' }, 'Status must be one of: TODO, IN_PROGRESS, BLOCKED, DONE'],
    [{ title: 'x', teamId: 1, dueDate: 'next friday' }, 'Please fill out the Due date field.'],
    [{ title: 'x', teamId: 1, checklist: [{ text: '' }] }, 'Please fill out the Checklist item field.'],
    [
      { title: 'x', teamId: 1, attachments: ['javascript:alert(1)'] },
      'Attachment must be an image uploaded to this app',
    ],
    [{ title: 'x', teamId: 1, assigneeIds: 'rafi' }, 'Assignees must be a list of member ids'],
  ])('answers bad input %j with 400 "%s"', async (body, message) => {
    const res = await create(admin, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('reading tasks', () => {
  it('answers 404 (not 403) for another team so task ids do not leak', async () => {
    const task = await newTask();
    for (const who of [headB, outsider]) {
      expect((await get(who, task.id)).status).toBe(404);
      expect((await call(t.app, 'GET', `/task/${task.id}/history`, { token: who.token })).status).toBe(404);
      const comment = await call(t.app, 'POST', `/task/${task.id}/comment`, { token: who.token, body: { body: 'hi' } });
      expect(comment.status).toBe(404);
      expect((await update(who, { id: task.id, status: 'DONE' })).status).toBe(404);
    }
    expect((await call(t.app, 'DELETE', `/task/${task.id}`, { token: headB.token })).status).toBe(404);
    expect((await get(sadia, task.id)).status).toBe(200);
    expect((await get(admin, task.id)).status).toBe(200);
  });

  it("lists only the caller's team on /task/table, with filters, search and sorting", async () => {
    const overdue = await newTask({ title: 'Overdue poster', dueDate: new Date(Date.now() - 3_600_000).toISOString() });
    const soon = await newTask({
      title: 'Soon sound check',
      dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      assigneeIds: [sadia.id],
      priority: 'LOW',
    });
    const list = async (by: TestUser, query: Record<string, string | number> = {}) => {
      const res = await call<{ data: TTask[] }>(t.app, 'GET', '/task/table', {
        token: by.token,
        query: { limit: 100, ...query },
      });
      expect(res.status).toBe(200);
      return { rows: res.body.data as TTask[], total: res.body.meta?.total };
    };
    const mine = await list(headA);
    expect(mine.rows.every((r) => r.teamId === teamA)).toBe(true);
    expect(mine.total).toBe(mine.rows.length);
    expect((await list(outsider)).rows.every((r) => r.teamId === teamB)).toBe(true);
    // A head asking for another team's id still sees only their own team.
    expect((await list(headA, { teamId: teamB })).rows).toEqual([]);
    expect((await list(headA, { due: 'overdue' })).rows.map((r) => r.id)).toEqual([overdue.id]);
    expect((await list(headA, { due: 'week' })).rows.map((r) => r.id)).toEqual([soon.id]);
    expect((await list(headA, { assigneeId: sadia.id })).rows.map((r) => r.id)).toEqual([soon.id]);
    expect((await list(headA, { searchTerm: 'SOUND' })).rows.map((r) => r.id)).toEqual([soon.id]);
    expect((await list(headA, { priority: 'LOW' })).rows.map((r) => r.id)).toEqual([soon.id]);
    const byDue = await list(headA, { sortBy: 'dueDate', sortOrder: 'asc' });
    expect(byDue.rows.slice(0, 2).map((r) => r.id)).toEqual([overdue.id, soon.id]);
    expect((await list(admin, { teamId: teamB })).rows.every((r) => r.teamId === teamB)).toBe(true);
  });

  it.each([
    [{ sortBy: 'password' }, 'sortBy must be one of: createdAt, updatedAt, dueDate, priority, status, title'],
    [{ due: 'tomorrow' }, 'due must be overdue or week'],
    [{ status: 'done' }, 'Status must be one of: TODO, IN_PROGRESS, BLOCKED, DONE'],
    [{ limit: 5000 }, 'limit must be between 1 and 1000'],
  ])('answers a bad list query %j with 400', async (query, message) => {
    const res = await call(t.app, 'GET', '/task/table', { token: headA.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('issues the same number of SQL statements for a page of 1 and a page of 100', async () => {
    for (let i = 0; i < 12; i++) await newTask({ title: `Bulk ${i}`, assigneeIds: [rafi.id, mina.id] });
    const statements = async (query: Record<string, number>) => {
      const before = t.dbHandle.queries.count;
      const res = await call(t.app, 'GET', '/task/table', { token: headA.token, query });
      expect(res.status).toBe(200);
      return t.dbHandle.queries.count - before;
    };
    await statements({ limit: 2 }); // warms the signed-in user's cached row and counts the team's total
    const one = await statements({ limit: 1 });
    // the page with its assignees: the viewer's team is the guard's row, and the total counted above is reused until
    // a task or a person changes (decision 015); on PostgreSQL the guard reads the caller's row again (decision 014)
    expect(one).toBe(t.dbHandle.driver === 'pg' ? 2 : 1);
    expect(await statements({ limit: 100, page: 1 })).toBe(one);
    expect(await statements({ limit: 5, page: 3 })).toBe(one);
  });

  it('counts a new task and a deleted one in the total at once, and counts a due window afresh', async () => {
    const total = async (query: Record<string, string | number> = {}) => {
      const res = await call(t.app, 'GET', '/task/table', { token: headA.token, query });
      expect(res.status).toBe(200);
      return res.body.meta?.total as number;
    };
    const before = await total();
    expect(await total({ page: 2 })).toBe(before);
    const task = await newTask({ title: 'Counted at once', dueDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await total()).toBe(before + 1);
    const dueThisWeek = await total({ due: 'week' });
    expect(dueThisWeek).toBeGreaterThanOrEqual(1);
    const removed = await call(t.app, 'DELETE', `/task/${task.id}`, { token: headA.token });
    expect(removed.status).toBe(200);
    expect(await total()).toBe(before);
    expect(await total({ due: 'week' })).toBe(dueThisWeek - 1);
  });
});

describe('PATCH /task/update', () => {
  it('lets an assignee change the status and tick the checklist, and records both in the history', async () => {
    const task = await newTask({
      checklist: [{ text: 'Call them' }, { text: 'Pay deposit' }],
      assigneeIds: [rafi.id, mina.id],
    });
    const res = await update(rafi, {
      id: task.id,
      status: 'IN_PROGRESS',
      checklist: [
        { text: 'Call them', done: true },
        { text: 'Pay deposit', done: false },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'IN_PROGRESS', checklist: [{ done: true }, { done: false }] });
    const entries = await history(headA, task.id);
    expect(entries.map((e) => [e.field, e.from, e.to, e.actor?.fullName])).toEqual([
      ['created', null, 'Book the auditorium', 'Head Hasan'],
      ['checklist', '0/2 done', '1/2 done', 'Rafi Rahman'],
      ['status', 'TODO', 'IN_PROGRESS', 'Rafi Rahman'],
    ]);
    // The head and the other assignee hear about a status change by someone else; the mover does not.
    expect(await inboxTitles(headA)).toContain('In progress: Book the auditorium');
    expect(await inboxTitles(mina)).toContain('In progress: Book the auditorium');
  });

  it('refuses a member changing the status of a task not assigned to them', async () => {
    const task = await newTask();
    const res = await update(sadia, { id: task.id, status: 'DONE' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(TASK_MSG.taskStatusAssigneesOnly);
    expect((await get(headA, task.id)).body.data).toMatchObject({ status: 'TODO' });
  });

  it("refuses an assignee editing the head's fields or renaming checklist items", async () => {
    const task = await newTask({ checklist: [{ text: 'One' }] });
    const title = await update(rafi, { id: task.id, title: 'Renamed' });
    expect(title.status).toBe(403);
    expect(title.body.message).toBe(TASK_MSG.taskHeadOnlyFields);
    const assign = await update(rafi, { id: task.id, assigneeIds: [rafi.id, sadia.id] });
    expect(assign.status).toBe(403);
    const rename = await update(rafi, { id: task.id, checklist: [{ text: 'Other', done: true }] });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe(TASK_MSG.taskChecklistTicksOnly);
  });

  it('answers a bad task request in English, or in Bangla when Accept-Language asks for it', async () => {
    const task = await newTask();
    const bn = { 'accept-language': 'bn-BD,en;q=0.8' };
    const headOnly = { token: rafi.token, body: { id: task.id, title: 'Renamed' } };
    const en = await call(t.app, 'PATCH', '/task/update', headOnly);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe('Only the team head can change this field');
    const bangla = await call(t.app, 'PATCH', '/task/update', { ...headOnly, headers: bn });
    expect(bangla.status).toBe(403);
    expect(bangla.body.message).toBe('শুধু টিম প্রধান এই ঘরটি বদলাতে পারেন');

    const checklist = Array.from({ length: 51 }, (_, i) => ({ text: `Item ${i}` }));
    const tooLong = { token: headA.token, body: { id: task.id, checklist } };
    const enLimit = await call(t.app, 'PATCH', '/task/update', tooLong);
    expect(enLimit.status).toBe(400);
    expect(enLimit.body.message).toBe('Please keep the checklist to at most 50 items');
    const bnLimit = await call(t.app, 'PATCH', '/task/update', { ...tooLong, headers: bn });
    expect(bnLimit.status).toBe(400);
    expect(bnLimit.body.message).toBe('চেকলিস্টে সর্বোচ্চ ৫০টি আইটেম রাখুন');
    expect(bnLimit.body.errorMessages).toEqual([{ path: 'checklist', message: 'চেকলিস্টে সর্বোচ্চ ৫০টি আইটেম রাখুন' }]);

    const badStatus = await call(t.app, 'PATCH', '/task/update', {
      token: headA.token,
      body: { id: task.id, status: 'LATER', dueDate: 'someday' },
      headers: bn,
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errorMessages).toEqual(
      expect.arrayContaining([
        { path: 'status', message: 'অবস্থা এগুলোর একটি হতে হবে: TODO, IN_PROGRESS, BLOCKED, DONE' },
        { path: 'dueDate', message: 'অনুগ্রহ করে শেষ সময় ঘরটি পূরণ করুন।' },
      ]),
    );
  });

  it('awards each assignee +3 points once for a task done before its due date, and nothing when late', async () => {
    const points = async (who: TestUser) => {
      const res = await call<{ data: { kind: string; points: number }[] }>(
        t.app,
        'GET',
        `/leaderboard/history/${who.id}`,
      );
      return (res.body.data as { kind: string; points: number }[]).filter((r) => r.kind === 'TASK_DONE_EARLY');
    };
    const early = await newTask({ dueDate: new Date(Date.now() + 86_400_000).toISOString() });
    const late = await newTask({ dueDate: new Date(Date.now() - 86_400_000).toISOString() });
    const before = (await points(rafi)).length;
    expect((await update(rafi, { id: early.id, status: 'DONE' })).status).toBe(200);
    expect((await update(rafi, { id: early.id, status: 'TODO' })).status).toBe(200);
    expect((await update(rafi, { id: early.id, status: 'DONE' })).status).toBe(200);
    expect((await update(rafi, { id: late.id, status: 'DONE' })).status).toBe(200);
    const after = await points(rafi);
    expect(after.length - before).toBe(1);
    expect(after[0]).toMatchObject({ kind: 'TASK_DONE_EARLY', points: 3 });
  });

  it('sets completedAt on Done and clears it when reopened', async () => {
    const task = await newTask();
    const done = await update(headA, { id: task.id, status: 'DONE' });
    expect((done.body.data as TTask).completedAt).not.toBeNull();
    const reopened = await update(headA, { id: task.id, status: 'TODO' });
    expect((reopened.body.data as TTask).completedAt).toBeNull();
  });

  it('lets the head reassign within the team only, and tells the new assignee', async () => {
    const task = await newTask();
    const bad = await update(headA, { id: task.id, assigneeIds: [outsider.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TASK_MSG.taskAssigneeNotInTeam);
    const good = await update(headA, { id: task.id, assigneeIds: [sadia.id] });
    expect(good.status).toBe(200);
    expect((good.body.data as TTask).assignees.map((a) => a.fullName)).toEqual(['Sadia Noor']);
    expect(await inboxTitles(sadia)).toContain('New task: Book the auditorium');
    const entries = await history(headA, task.id);
    expect(entries.at(-1)).toMatchObject({ field: 'assignees', to: 'Sadia Noor' });
  });

  it('refuses a head of team B editing or assigning in team A (404)', async () => {
    const task = await newTask();
    expect((await update(headB, { id: task.id, title: 'Mine now' })).status).toBe(404);
    expect((await update(headB, { id: task.id, assigneeIds: [outsider.id] })).status).toBe(404);
    expect((await get(headA, task.id)).body.data).toMatchObject({ title: 'Book the auditorium' });
  });

  it('answers malformed updates with 400 and changes nothing', async () => {
    const task = await newTask();
    for (const body of [
      { id: task.id, status: 7 },
      { id: 'x' },
      { id: task.id, dueDate: 'soon' },
      { id: task.id, title: '' },
    ]) {
      const res = await update(headA, body);
      expect(res.status).toBe(400);
    }
    const res = await call(t.app, 'PATCH', '/task/update', {
      token: headA.token,
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await get(headA, task.id)).body.data).toMatchObject({ title: 'Book the auditorium', status: 'TODO' });
  });
});

describe('a member who leaves the team', () => {
  it('loses access at once; the head still sees the assignment marked as left', async () => {
    const leaver = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Leaving Lina' });
    const task = await newTask({ assigneeIds: [leaver.id] });
    expect((await get(leaver, task.id)).status).toBe(200);
    const moved = await call(t.app, 'PATCH', `/user/update/${leaver.id}`, {
      token: admin.token,
      body: { teamId: teamB },
    });
    expect(moved.status).toBe(200);
    expect((await get(leaver, task.id)).status).toBe(404);
    expect((await update(leaver, { id: task.id, status: 'DONE' })).status).toBe(404);
    const my = await call(t.app, 'GET', '/task/my', { token: leaver.token });
    expect(my.body.data).toEqual([]);
    const seen = (await get(headA, task.id)).body.data as TTaskDetail;
    expect(seen.assignees).toEqual([expect.objectContaining({ fullName: 'Leaving Lina', leftTeam: true })]);
  });
});

describe('GET /task/my', () => {
  it('answers a flat list of own assignments, overdue and due-soon first', async () => {
    const member = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Tania' });
    const later = await newTask({
      title: 'Later',
      assigneeIds: [member.id],
      dueDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    });
    const none = await newTask({ title: 'Whenever', assigneeIds: [member.id] });
    const late = await newTask({
      title: 'Late',
      assigneeIds: [member.id],
      dueDate: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await newTask({ title: 'Not mine', assigneeIds: [rafi.id] });
    const res = await call<{ data: TTask[] }>(t.app, 'GET', '/task/my', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect((res.body.data as TTask[]).map((r) => r.id)).toEqual([late.id, later.id, none.id]);
  });
});

describe('comments', () => {
  it('lets team members comment, notifies the assignees, and records it', async () => {
    const task = await newTask({ assigneeIds: [rafi.id, mina.id] });
    const res = await call<{ data: TTaskComment }>(t.app, 'POST', `/task/${task.id}/comment`, {
      token: sadia.token,
      body: { body: 'I can lend a projector' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ body: 'I can lend a projector', author: { id: sadia.id }, canDelete: true });
    expect(await inboxTitles(rafi)).toContain('New comment on Book the auditorium');
    const detail = (await get(rafi, task.id)).body.data as TTaskDetail;
    expect(detail.comments).toEqual([expect.objectContaining({ body: 'I can lend a projector', canDelete: false })]);
    expect((await history(rafi, task.id)).map((e) => e.field)).toContain('comment');
  });

  it('lets authors delete their own, the head and ADMIN any, nobody else', async () => {
    const task = await newTask();
    const post = async (by: TestUser, body: string) =>
      (
        (await call(t.app, 'POST', `/task/${task.id}/comment`, { token: by.token, body: { body } })).body
          .data as TTaskComment
      ).id;
    const del = (by: TestUser, id: number) =>
      call(t.app, 'DELETE', `/task/${task.id}/comment/${id}`, { token: by.token });
    const a = await post(rafi, 'one');
    const b = await post(rafi, 'two');
    const c = await post(rafi, 'three');
    const other = await del(mina, a);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(TASK_MSG.taskCommentOwnOnly);
    expect((await del(rafi, a)).status).toBe(200);
    expect((await del(headA, b)).status).toBe(200);
    expect((await del(headB, c)).status).toBe(404);
    expect((await del(admin, c)).status).toBe(200);
    expect((await del(admin, c)).status).toBe(404);
  });

  it('refuses an empty comment with 400', async () => {
    const task = await newTask();
    const res = await call(t.app, 'POST', `/task/${task.id}/comment`, { token: rafi.token, body: { body: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill out the Comment field.');
  });
});

describe('GET /task/members', () => {
  it("answers a head's own team and its members, 404 for another team, and ADMIN any team", async () => {
    const own = await call<{ data: { team: { id: number }; members: { fullName: string }[] } }>(
      t.app,
      'GET',
      '/task/members',
      {
        token: headA.token,
      },
    );
    expect(own.status).toBe(200);
    const data = own.body.data as { team: { id: number; name: string }; members: { fullName: string }[] };
    expect(data.team).toEqual({ id: teamA, name: 'Fest Team' });
    expect(data.members.map((m) => m.fullName)).toEqual(
      expect.arrayContaining(['Rafi Rahman', 'Mina Khan', 'Head Hasan']),
    );
    expect(data.members.map((m) => m.fullName)).not.toContain('Omar Faruk');
    expect((await call(t.app, 'GET', '/task/members', { token: headA.token, query: { teamId: teamB } })).status).toBe(
      404,
    );
    const byAdmin = await call(t.app, 'GET', '/task/members', { token: admin.token, query: { teamId: teamB } });
    expect((byAdmin.body.data as { members: { fullName: string }[] }).members.map((m) => m.fullName)).toContain(
      'Omar Faruk',
    );
  });
});

describe('DELETE /task/{id}', () => {
  it("lets the team's head delete, refuses members (403) and other heads (404)", async () => {
    const task = await newTask();
    expect((await call(t.app, 'DELETE', `/task/${task.id}`, { token: rafi.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/task/${task.id}`, { token: headB.token })).status).toBe(404);
    const res = await call(t.app, 'DELETE', `/task/${task.id}`, { token: headA.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TASK_MSG.taskDeleted);
    expect((await get(headA, task.id)).status).toBe(404);
  });
});

describe('history is append-only', () => {
  it('refuses UPDATE and DELETE of history rows in the database', async () => {
    const task = await newTask();
    await expect(
      t.db.execute(sql`update task_history set to_value = 'x' where task_id = ${task.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from task_history where task_id = ${task.id}`)).rejects.toThrow();
    expect(await history(headA, task.id)).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('sends "due in 24 h" and "overdue" once each, even when two sweeps run at the same time', async () => {
    const member = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Reminded Rumi' });
    await t.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: `https://push.example.com/send/rumi-${Date.now()}`,
      p256dh: 'x',
      auth: 'y',
    });
    const soon = await newTask({
      title: 'Soon',
      assigneeIds: [member.id],
      dueDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await newTask({ title: 'Late', assigneeIds: [member.id], dueDate: new Date(Date.now() - 3_600_000).toISOString() });
    await Promise.all([sendTaskReminders(t.app.ctx), sendTaskReminders(t.app.ctx), sendTaskReminders(t.app.ctx)]);
    await sendTaskReminders(t.app.ctx);
    const titles = (await inboxTitles(member)).filter((x) => x.startsWith('Due soon') || x.startsWith('Overdue'));
    expect(titles.sort()).toEqual(['Due soon: Soon', 'Overdue: Late']);
    const pushes = await t.db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(
        and(
          eq(pushSubscriptions.userId, member.id),
          sql`${pushOutbox.payload}->>'title' like 'Due soon%' or ${pushOutbox.payload}->>'title' like 'Overdue%'`,
        ),
      );
    expect(pushes).toHaveLength(2);
    // Moving the due date earns a new reminder.
    await update(headA, { id: soon.id, dueDate: new Date(Date.now() + 7_200_000).toISOString() });
    await sendTaskReminders(t.app.ctx);
    expect((await inboxTitles(member)).filter((x) => x === 'Due soon: Soon')).toHaveLength(2);
  });

  it('does not push to members who switched the Tasks topic off (the inbox still gets it)', async () => {
    const member = await createUser(t, { role: 'MEMBER', teamId: teamA });
    await t.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: `https://push.example.com/send/off-${Date.now()}`,
      p256dh: 'x',
      auth: 'y',
    });
    const off = await call(t.app, 'PATCH', '/push/preferences', {
      token: member.token,
      body: { categories: { TASKS: false } },
    });
    expect(off.status).toBe(200);
    await newTask({ title: 'Quiet', assigneeIds: [member.id] });
    expect(await inboxTitles(member)).toEqual(['New task: Quiet']);
    const pushes = await t.db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, member.id));
    expect(pushes).toEqual([]);
  });
});

describe("task notices in the recipient's language (decision 030)", () => {
  const inbox = (user: TestUser) =>
    t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.category, 'TASKS')))
      .orderBy(notifications.id);

  it('tells an assignee who chose Bangla of a new task in Bangla and an English one in English', async () => {
    const bangla = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Tania Islam', language: 'bn' });
    const english = await createUser(t, { role: 'MEMBER', teamId: teamA, fullName: 'Arif Hossain', language: 'en' });
    const task = await newTask({ title: 'Decorate the stage', assigneeIds: [bangla.id, english.id] });
    expect(await inbox(bangla)).toEqual([
      { title: 'নতুন কাজ: Decorate the stage', body: 'Head Hasan আপনাকে "Decorate the stage" কাজটি দিয়েছেন।' },
    ]);
    expect(await inbox(english)).toEqual([
      { title: 'New task: Decorate the stage', body: 'Head Hasan assigned you "Decorate the stage".' },
    ]);

    expect((await update(english, { id: task.id, status: 'DONE' })).status).toBe(200);
    expect(await inbox(bangla)).toContainEqual({
      title: 'সম্পন্ন: Decorate the stage',
      body: 'Arif Hossain "Decorate the stage" কাজটি "সম্পন্ন" অবস্থায় নিয়েছেন।',
    });
    expect(await inboxTitles(headA)).toContain('Done: Decorate the stage');
  });
});
