import type { TTask } from '@campus/shared/schemas/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { call, createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ctx.notifier.close();
  await seedDemoIfEmpty(t.db, t.config);
});
afterAll(() => t.close());

async function tokenOf(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return { token: await t.app.ctx.tokens.sign({ id: row.id, role: row.role }), teamId: row.teamId };
}

describe('task demo data', () => {
  it("shows the demo team head a board of their own team's tasks in every status", async () => {
    const head = await tokenOf('teamhead@campus.test');
    const res = await call<{ data: TTask[] }>(t.app, 'GET', '/task/table', { token: head.token, query: { limit: 50 } });
    expect(res.status).toBe(200);
    const rows = res.body.data as TTask[];
    expect(rows.length).toBe(6);
    expect(rows.every((r) => r.teamId === head.teamId)).toBe(true);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['TODO', 'IN_PROGRESS', 'BLOCKED', 'DONE']));
    expect(rows.some((r) => r.assignees.length === 2)).toBe(true);
  });

  it('gives the demo member tasks in "My tasks", overdue first', async () => {
    const member = await tokenOf('member@campus.test');
    const res = await call<{ data: TTask[] }>(t.app, 'GET', '/task/my', { token: member.token });
    const rows = res.body.data as TTask[];
    expect(rows.length).toBeGreaterThan(0);
    const open = rows.filter((r) => r.status !== 'DONE' && r.dueDate);
    const dues = open.map((r) => Date.parse(r.dueDate as string));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });
});
