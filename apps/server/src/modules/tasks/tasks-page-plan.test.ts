import { ZTaskTableQuery } from '@campus/shared/schemas/tasks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helpers';
import { findTaskPage } from './tasks.repository';

let t: TestApp;

/** 600 tasks of one team, each with two assignees and a comment. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.dbHandle.db;
  const [team] = (
    (await db.execute(sql`insert into teams (name) values ('Plan team') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const head = await createUser(t, { role: 'TEAM_HEAD' });
  const other = await createUser(t);
  await db.execute(sql`insert into tasks (team_id, title, created_by_id, created_at)
    select ${team.id}::int, 'Task ' || g, ${head.id}::int, now() - g * interval '1 minute' from generate_series(1, 600) g`);
  await db.execute(sql`insert into task_assignees (task_id, user_id)
    select id, ${head.id}::int from tasks union all select id, ${other.id}::int from tasks`);
  await db.execute(
    sql`insert into task_comments (task_id, author_id, body) select id, ${head.id}::int, 'Noted' from tasks`,
  );
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Subplan Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const newestFirst = (page: number, limit: number) =>
  ZTaskTableQuery.parse({ sortBy: 'createdAt', sortOrder: 'desc', page, limit });

/** Every subplan of the executed statement (the comment count, the assignees) and how often it ran. */
async function subplanLoops(page: number, limit: number): Promise<number[]> {
  const query = findTaskPage(t.dbHandle.db, newestFirst(page, limit), undefined);
  const res = (await t.dbHandle.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = res.rows[0]['QUERY PLAN'];
  const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const loops: number[] = [];
  const walk = (node: PlanNode) => {
    if (node['Subplan Name']) loops.push(node['Actual Loops'] ?? 0);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(Plan);
  return loops;
}

describe('a deep page of the task table (decision 015)', () => {
  it('reads the comment count and the assignees of its own rows only, not of the rows it skips', async () => {
    const loops = await subplanLoops(5, 20);
    expect(loops.length, JSON.stringify(loops)).toBeGreaterThanOrEqual(2);
    for (const n of loops) expect(n).toBeLessThanOrEqual(20);
  });

  it('answers the rows of that page, each with its two assignees', async () => {
    const rows = await findTaskPage(t.dbHandle.db, newestFirst(5, 20), undefined);
    expect(rows.map((r) => r.task.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Task ${81 + i}`));
    for (const row of rows) {
      expect(row.assignees).toHaveLength(2);
      expect(row.commentCount).toBe(1);
    }
  });
});
