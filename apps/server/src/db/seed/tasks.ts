import type { TaskPriority, TaskStatus } from '@campus/shared/enums';
import type { TChecklistItem } from '@campus/shared/schemas/tasks';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { taskAssignees, taskComments, taskHistory, tasks, teams, users } from '../schema/index';
import type { SeedContext } from './demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoTask {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** Hours from now; negative = overdue; null = no due date. */
  dueInHours: number | null;
  checklist: TChecklistItem[];
  comment?: string;
}

/** A fest being planned: what a team head hands out in a real week. */
export const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Book the auditorium for the cultural night',
    description: 'Talk to the proctor office. Booking form: https://campus.example.org/forms/venue',
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    dueInHours: 20,
    checklist: [
      { text: 'Fill in the booking form', done: true },
      { text: 'Get the advisor signature', done: false },
      { text: 'Pay the deposit', done: false },
    ],
    comment: 'The proctor office is open until 4 PM on weekdays.',
  },
  {
    title: 'Print 200 fest posters',
    description: 'Use the final design from the media team. Quote must be under 3,000 taka.',
    status: 'TODO',
    priority: 'NORMAL',
    dueInHours: 72,
    checklist: [
      { text: 'Collect three quotes', done: false },
      { text: 'Order the print run', done: false },
    ],
  },
  {
    title: 'Send sponsorship letters',
    description: 'Letters to the five local sponsors from last year.',
    status: 'BLOCKED',
    priority: 'HIGH',
    dueInHours: -30,
    checklist: [],
    comment: 'Waiting for the signed letterhead from the president.',
  },
  {
    title: 'Set up the volunteer sign-up sheet',
    description: 'A shared sheet with shifts for the fest day.',
    status: 'DONE',
    priority: 'LOW',
    dueInHours: -72,
    checklist: [{ text: 'Share the link in the group', done: true }],
  },
  {
    title: 'Arrange sound system for the stage',
    description: '',
    status: 'TODO',
    priority: 'NORMAL',
    dueInHours: 6 * 24,
    checklist: [],
  },
  {
    title: 'Write the post-event report',
    description: 'Photos, attendance and what to do better next time.',
    status: 'TODO',
    priority: 'LOW',
    dueInHours: null,
    checklist: [],
  },
];

export const TASK_WORDS = {
  verbs: ['Book', 'Print', 'Design', 'Confirm', 'Collect', 'Arrange', 'Write', 'Review', 'Call', 'Plan', 'Buy', 'Test'],
  things: [
    'stage lights',
    'banner',
    'guest list',
    'sponsor letters',
    'tea and snacks',
    'projector',
    'registration desk',
    'photo booth',
    'certificates',
    'bus for the trip',
    'press release',
    'volunteer shifts',
    'seminar hall',
    'T-shirts',
    'quiz questions',
  ],
};

async function teamsWithPeople(db: Db | Tx) {
  const [teamRows, members] = await Promise.all([
    db.select({ id: teams.id }).from(teams),
    db
      .select({ id: users.id, teamId: users.teamId, role: users.role })
      .from(users)
      .where(and(isNotNull(users.teamId), inArray(users.status, ['ACTIVE', 'PENDING']))),
  ]);
  return teamRows.map((team) => {
    const people = members.filter((m) => m.teamId === team.id);
    return { id: team.id, people, head: people.find((p) => p.role === 'TEAM_HEAD') };
  });
}

/** Demo tasks for every demo team: created by the team's head (or the admin), assigned to its members. */
export async function seedTasks(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const adminId = ctx.userIds.get('admin@campus.test') ?? ctx.allUserIds[0];
  const now = Date.now();
  for (const team of await teamsWithPeople(db)) {
    const creator = team.head?.id ?? adminId;
    const members = team.people.filter((p) => p.id !== creator);
    for (const [i, t] of DEMO_TASKS.entries()) {
      const createdAt = new Date(now - (DEMO_TASKS.length - i + 2) * DAY);
      const [task] = await db
        .insert(tasks)
        .values({
          teamId: team.id,
          title: t.title,
          description: t.description,
          status: t.status,
          priority: t.priority,
          dueDate: t.dueInHours === null ? null : new Date(now + t.dueInHours * HOUR),
          checklist: t.checklist,
          createdById: creator,
          createdAt,
          updatedAt: createdAt,
          completedAt: t.status === 'DONE' ? new Date(now - 4 * DAY) : null,
          // Demo reminders would all fire on the first start: count the seeded ones as sent.
          dueSoonNotifiedAt: new Date(now),
          overdueNotifiedAt: new Date(now),
        })
        .returning({ id: tasks.id });
      const assigned = members.length ? [members[i % members.length], members[(i + 1) % members.length]] : [];
      const assigneeIds = [...new Set(assigned.map((m) => m.id))];
      if (assigneeIds.length) {
        await db.insert(taskAssignees).values(assigneeIds.map((userId) => ({ taskId: task.id, userId })));
      }
      const history = [{ taskId: task.id, actorId: creator, field: 'created', toValue: t.title, createdAt }];
      if (t.status !== 'TODO') {
        history.push({
          taskId: task.id,
          actorId: assigneeIds[0] ?? creator,
          field: 'status',
          fromValue: 'TODO',
          toValue: t.status,
          createdAt: new Date(createdAt.getTime() + DAY),
        } as (typeof history)[number]);
      }
      await db.insert(taskHistory).values(history);
      if (t.comment && assigneeIds[0]) {
        await db.insert(taskComments).values({
          taskId: task.id,
          authorId: assigneeIds[0],
          body: t.comment,
          createdAt: new Date(createdAt.getTime() + 2 * HOUR),
        });
      }
    }
  }
}

/** The large seed's bulk tasks, spread over the teams, with assignees from each team. */
export async function buildLargeTasks(
  db: Db | Tx,
  count: number,
  rng: { next(): number; int(min: number, max: number): number; pick<T>(list: readonly T[]): T },
  now: number,
) {
  const staffed = (await teamsWithPeople(db)).filter((t) => t.people.length > 0);
  if (!staffed.length || count <= 0) return { taskRows: [], assign: () => [] as number[] };
  const statuses: TaskStatus[] = ['TODO', 'IN_PROGRESS', 'BLOCKED', 'DONE', 'DONE'];
  const priorities: TaskPriority[] = ['LOW', 'NORMAL', 'NORMAL', 'HIGH'];
  const teamOf: number[] = [];
  const taskRows = Array.from({ length: count }, () => {
    const team = rng.pick(staffed);
    teamOf.push(staffed.indexOf(team));
    const status = rng.pick(statuses);
    const createdAt = new Date(now - rng.int(1, 365) * DAY);
    const due = rng.next() < 0.7 ? new Date(createdAt.getTime() + rng.int(1, 30) * DAY) : null;
    const items = rng.int(0, 4);
    return {
      teamId: team.id,
      title: `${rng.pick(TASK_WORDS.verbs)} the ${rng.pick(TASK_WORDS.things)}`,
      description: `For the ${rng.pick(['spring fest', 'orientation', 'book fair', 'debate final', 'blood drive'])}.`,
      status,
      priority: rng.pick(priorities),
      dueDate: due,
      checklist: Array.from({ length: items }, (_, k) => ({ text: `Step ${k + 1}`, done: rng.next() < 0.5 })),
      createdById: (team.head ?? rng.pick(team.people)).id,
      createdAt,
      updatedAt: createdAt,
      completedAt: status === 'DONE' ? new Date(createdAt.getTime() + rng.int(1, 20) * DAY) : null,
      dueSoonNotifiedAt: new Date(now),
      overdueNotifiedAt: new Date(now),
    };
  });
  /** Up to three distinct members of the task's team. */
  const assign = (index: number) => {
    const people = staffed[teamOf[index]].people;
    return [...new Set(Array.from({ length: rng.int(0, 3) }, () => rng.pick(people).id))];
  };
  return { taskRows, assign };
}
