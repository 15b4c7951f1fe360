import { and, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, taskAssignees, tasks, teams } from '../../db/schema/index';
import { createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../../test/helpers';
import { api } from '../../test/spawn-server';
import { type ServerGroup, startTwoServers } from '../../test/two-servers';

const SLOW = 240_000;
const HOUR = 3_600_000;
/** Tasks in the kill -9 burst (two assignees each). */
const BURST = 600;

/**
 * Issue 20 "sent once across processes": every process runs the task reminder pass (due in 24 h, overdue); the
 * claim (UPDATE … of rows locked FOR UPDATE SKIP LOCKED, in the transaction that writes the inbox and outbox rows)
 * must send each reminder once with two processes on one PostgreSQL, and neither lose nor double one when the
 * processes are killed with SIGKILL mid-pass and started again.
 */
describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: task reminders through two server processes'
    : 'PostgreSQL only (skipped: this run is on PGlite — TEST_DB=pg runs it): task reminders through two server processes',
  () => {
    let t: TestApp;
    let group: ServerGroup;
    let teamId: number;
    let head: TestUser;
    let crew: TestUser[];

    beforeAll(async () => {
      // This process only sets up and reads: the spawned servers are the only schedulers.
      t = await createTestApp({ eventReminderIntervalMs: 0, taskReminderIntervalMs: 0 });
      const [team] = await t.db.insert(teams).values({ name: 'Process Team' }).returning();
      teamId = team.id;
      head = await createUser(t, { role: 'TEAM_HEAD', teamId, fullName: 'Process Head' });
      crew = [
        await createUser(t, { role: 'MEMBER', teamId, fullName: 'Crew One' }),
        await createUser(t, { role: 'MEMBER', teamId, fullName: 'Crew Two' }),
      ];
      group = await startTwoServers(t, { EVENT_REMINDER_INTERVAL_MS: '0', TASK_REMINDER_INTERVAL_MS: '100' });
    }, SLOW);

    afterAll(async () => {
      await group?.killAll();
      await t?.close();
    }, SLOW);

    /** The reminder notices in the crew's inboxes, as "userId title" (the "New task" notices left out). */
    async function reminders(): Promise<string[]> {
      const rows = await t.db
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(
          and(
            eq(notifications.category, 'TASKS'),
            inArray(
              notifications.userId,
              crew.map((u) => u.id),
            ),
            or(like(notifications.title, 'Due soon: %'), like(notifications.title, 'Overdue: %')),
          ),
        );
      return rows.map((r) => `${r.userId} ${r.title}`).sort();
    }

    /** Waits until `n` reminders are in, then lets many more passes of every scheduler go by. */
    async function settle(n: number) {
      const until = Date.now() + 30_000;
      while ((await reminders()).length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 2_000));
    }

    /** What each crew member must have received, once each, for these task titles. */
    const expected = (titles: string[]) => crew.flatMap((u) => titles.map((title) => `${u.id} ${title}`)).sort();

    it(
      'two schedulers: each "due soon" and "overdue" reminder once per assignee, none again on later passes',
      async () => {
        const now = Date.now();
        const titles: string[] = [];
        // Created through both processes while their schedulers run.
        for (let i = 1; i <= 10; i++) {
          for (const [kind, due] of [
            ['Soon', now + 20 * HOUR],
            ['Late', now - HOUR],
          ] as const) {
            const title = `${kind} task ${i}`;
            const res = await api(group.servers[i % 2].base, 'POST', '/task/create', {
              token: head.token,
              body: { title, teamId, assigneeIds: crew.map((u) => u.id), dueDate: new Date(due).toISOString() },
            });
            expect(res.status, res.body.message).toBe(201);
            titles.push(kind === 'Soon' ? `Due soon: ${title}` : `Overdue: ${title}`);
          }
        }
        await settle(40);
        expect(await reminders()).toEqual(expected(titles));
      },
      SLOW,
    );

    it(
      'kill -9 of both processes mid-pass, then a restart: every reminder of a burst sent once, none lost',
      async () => {
        const before = await reminders();
        const now = Date.now();
        // A burst of several passes' batches (200 per kind a pass) lands at once, written straight to the database.
        const rows = Array.from({ length: BURST }, (_, i) => ({
          teamId,
          title: `Burst ${i + 1}`,
          createdById: head.id,
          dueDate: new Date(i % 2 ? now - 2 * HOUR : now + 10 * HOUR),
        }));
        // Tasks and assignees in one transaction, as POST /task/create writes them.
        const inserted = await t.db.transaction(async (tx) => {
          const made = await tx.insert(tasks).values(rows).returning({ id: tasks.id, title: tasks.title });
          await tx
            .insert(taskAssignees)
            .values(made.flatMap((task) => crew.map((u) => ({ taskId: task.id, userId: u.id }))));
          return made;
        });
        // Both die as soon as the first pass has committed, while they work through the rest of the burst.
        const until = Date.now() + 30_000;
        while ((await reminders()).length === before.length && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 10));
        }
        expect(await group.killAll()).toEqual(['SIGKILL', 'SIGKILL']);
        const atKill = (await reminders()).length - before.length;
        expect(atKill).toBeGreaterThan(0);
        expect(atKill).toBeLessThan(2 * BURST);

        await group.start(2);
        const burst = inserted.map((task, i) => (i % 2 ? `Overdue: ${task.title}` : `Due soon: ${task.title}`));
        await settle(before.length + 2 * BURST);
        expect(await reminders()).toEqual([...before, ...expected(burst)].sort());
        // What a killed pass had committed stayed sent; what it had not was sent after the restart, once.
        const marked = await t.db
          .select({ title: tasks.title, soon: tasks.dueSoonNotifiedAt, late: tasks.overdueNotifiedAt })
          .from(tasks)
          .where(
            inArray(
              tasks.id,
              inserted.map((x) => x.id),
            ),
          );
        expect(marked.filter((m) => !m.soon && !m.late)).toEqual([]);
      },
      SLOW,
    );
  },
);
