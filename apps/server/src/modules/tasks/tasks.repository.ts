import { DISABLED_USER_STATUSES } from '@campus/shared/enums';
import type { TTaskTableQuery } from '@campus/shared/schemas/tasks';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskAssignees, taskComments, taskHistory, tasks, teams, users } from '../../db/schema/index';
import { pageOffset, searchAny } from '../../http/query';

export type TaskRecord = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type NewHistoryRow = typeof taskHistory.$inferInsert;

const creators = aliasedTable(users, 'task_creator');
const avatar = (u: typeof users) => sql<string | null>`coalesce(${u.profilePic}, ${u.gmailPic})`;

const taskWithRefs = {
  task: tasks,
  team: { id: teams.id, name: teams.name },
  createdBy: { id: creators.id, fullName: creators.fullName, profilePic: avatar(creators as unknown as typeof users) },
  commentCount: sql<number>`(select count(*) from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`.mapWith(
    Number,
  ),
  assignees: sql<TaskAssignee[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${users.id}, 'fullName', ${users.fullName}, 'profilePic', ${avatar(users)}, 'teamId', ${users.teamId}
    ) order by ${taskAssignees.createdAt}, ${users.id})
    from ${taskAssignees} join ${users} on ${users.id} = ${taskAssignees.userId}
    where ${taskAssignees.taskId} = ${tasks.id}
  ), '[]'::json)`,
};

/** An assignee with their current team, in assignment order. */
export interface TaskAssignee {
  id: number;
  fullName: string;
  profilePic: string | null;
  teamId: number | null;
}

/**
 * A task with its team, creator, comment count and assignees, in ONE statement: the assignees are a JSON list built
 * per task by key lookups (a page no longer waits for a second statement, and no assignee row is mapped by drizzle).
 */
export interface TaskRow {
  task: TaskRecord;
  team: { id: number; name: string };
  createdBy: { id: number; fullName: string; profilePic: string | null };
  commentCount: number;
  assignees: TaskAssignee[];
}

function selectTasks(db: DbOrTx) {
  return db
    .select(taskWithRefs)
    .from(tasks)
    .innerJoin(teams, eq(teams.id, tasks.teamId))
    .innerJoin(creators, eq(creators.id, tasks.createdById));
}

export async function teamExists(db: DbOrTx, teamId: number): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return Boolean(row);
}

export async function findTeam(db: DbOrTx, teamId: number) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row;
}

/** Active members of a team, by name (the assignee picker). */
export async function findTeamMembers(db: DbOrTx, teamId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName, profilePic: avatar(users) })
    .from(users)
    .where(and(eq(users.teamId, teamId), notInArray(users.status, [...DISABLED_USER_STATUSES])))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Of `ids`, those that are active members of `teamId` (one statement). */
export async function findTeamMemberIds(db: DbOrTx, teamId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, ids), eq(users.teamId, teamId), notInArray(users.status, [...DISABLED_USER_STATUSES])),
    );
  return rows.map((r) => r.id);
}

export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id)).limit(1);
  return row;
}

export async function lockTask(db: DbOrTx, id: number): Promise<TaskRecord | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).for('update').limit(1);
  return row;
}

export async function findAssigneeIds(db: DbOrTx, taskId: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, taskId));
  return rows.map((r) => r.id);
}

export async function insertTask(db: DbOrTx, values: NewTask): Promise<TaskRecord> {
  const [row] = await db.insert(tasks).values(values).returning();
  return row;
}

export async function updateTask(db: DbOrTx, id: number, values: Partial<NewTask>): Promise<void> {
  await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id));
}

export async function deleteTask(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tasks).where(eq(tasks.id, id));
}

export async function addAssignees(db: DbOrTx, taskId: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insert(taskAssignees)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing();
}

export async function removeAssignees(db: DbOrTx, taskId: number, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await db.delete(taskAssignees).where(and(eq(taskAssignees.taskId, taskId), inArray(taskAssignees.userId, userIds)));
}

export async function insertHistory(db: DbOrTx, rows: NewHistoryRow[]): Promise<void> {
  if (rows.length) await db.insert(taskHistory).values(rows);
}

export async function findHistory(db: DbOrTx, taskId: number) {
  return db
    .select({
      entry: taskHistory,
      actor: { id: users.id, fullName: users.fullName, profilePic: avatar(users) },
    })
    .from(taskHistory)
    .leftJoin(users, eq(users.id, taskHistory.actorId))
    .where(eq(taskHistory.taskId, taskId))
    .orderBy(asc(taskHistory.createdAt), asc(taskHistory.id));
}

export async function findComments(db: DbOrTx, taskId: number) {
  return db
    .select({
      comment: taskComments,
      author: { id: users.id, fullName: users.fullName, profilePic: avatar(users) },
    })
    .from(taskComments)
    .innerJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

export async function findComment(db: DbOrTx, taskId: number, commentId: number) {
  const [row] = await db
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, taskId)))
    .limit(1);
  return row;
}

export async function insertComment(db: DbOrTx, values: typeof taskComments.$inferInsert) {
  const [row] = await db.insert(taskComments).values(values).returning();
  return row;
}

export async function deleteComment(db: DbOrTx, id: number): Promise<void> {
  await db.delete(taskComments).where(eq(taskComments.id, id));
}

// ---- lists ----

export interface TaskFilter extends Omit<TTaskTableQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'> {
  /** Non-admins only ever see their own team, whatever else they ask for. */
  onlyTeamId?: number;
}

const WEEK_MS = 7 * 86_400_000;

/** The filters of the task table as one condition (also the key of its cached total). */
export function taskWhere(filter: TaskFilter, now: Date): SQL | undefined {
  const open = ne(tasks.status, 'DONE');
  return and(
    filter.onlyTeamId !== undefined ? eq(tasks.teamId, filter.onlyTeamId) : undefined,
    filter.teamId ? eq(tasks.teamId, filter.teamId) : undefined,
    filter.status ? eq(tasks.status, filter.status) : undefined,
    filter.priority ? eq(tasks.priority, filter.priority) : undefined,
    filter.assigneeId
      ? sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${filter.assigneeId})`
      : undefined,
    filter.due === 'overdue' ? and(open, lt(tasks.dueDate, now)) : undefined,
    filter.due === 'week'
      ? and(open, gte(tasks.dueDate, now), lt(tasks.dueDate, new Date(now.getTime() + WEEK_MS)))
      : undefined,
    searchAny(filter.searchTerm, [tasks.title, tasks.description]),
  );
}

const PRIORITY_RANK = sql`case ${tasks.priority} when 'HIGH' then 3 when 'NORMAL' then 2 else 1 end`;
const STATUS_RANK = sql`case ${tasks.status} when 'TODO' then 1 when 'IN_PROGRESS' then 2 when 'BLOCKED' then 3 else 4 end`;

/**
 * One page in the requested order (ties broken by id, so pages never overlap), in ONE statement as a deferred join
 * (decision 015): the page's ids are chosen from the tasks alone, then only those rows get their team, creator,
 * comment count and assignees. Computed in the same select as the order, those ran for every skipped row too.
 */
export function findTaskPage(db: DbOrTx, query: TTaskTableQuery, where: SQL | undefined) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const primary: Record<TTaskTableQuery['sortBy'], SQL> = {
    createdAt: direction(tasks.createdAt),
    updatedAt: direction(tasks.updatedAt),
    dueDate: sql`${tasks.dueDate} ${sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
    priority: direction(PRIORITY_RANK),
    status: direction(STATUS_RANK),
    title: direction(sql`lower(${tasks.title})`),
  };
  const order = [primary[query.sortBy], direction(tasks.id)];
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  return selectTasks(db)
    .where(inArray(tasks.id, pageIds))
    .orderBy(...order);
}

export async function countTasks(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tasks).where(where);
  return row.total;
}

/** Most tasks "My tasks" lists; DONE ones only while recent. */
const MY_TASKS_LIMIT = 200;
const DONE_KEPT_MS = 14 * 86_400_000;

/** The viewer's assignments in their current team: open ones by due date (overdue first), then recently done. */
export async function findMyTasks(db: DbOrTx, userId: number, teamId: number, now: Date) {
  return selectTasks(db)
    .where(
      and(
        eq(tasks.teamId, teamId),
        sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${userId})`,
        sql`(${tasks.status} <> 'DONE' or ${tasks.completedAt} >= ${new Date(now.getTime() - DONE_KEPT_MS)})`,
      ),
    )
    .orderBy(
      sql`case when ${tasks.status} = 'DONE' then 1 else 0 end`,
      sql`${tasks.dueDate} asc nulls last`,
      desc(PRIORITY_RANK),
      desc(tasks.id),
    )
    .limit(MY_TASKS_LIMIT);
}

// ---- reminders (due in 24 h, overdue) ----

export interface ClaimedReminder {
  id: number;
  title: string;
}

/**
 * Marks due-soon (or overdue) open tasks as notified and returns them, in one statement: rows another process
 * has claimed are skipped (SKIP LOCKED), and a marked row never matches again, so each reminder is sent once.
 */
export async function claimReminders(
  db: DbOrTx,
  kind: 'dueSoon' | 'overdue',
  now: Date,
  batch: number,
): Promise<ClaimedReminder[]> {
  const column = kind === 'dueSoon' ? tasks.dueSoonNotifiedAt : tasks.overdueNotifiedAt;
  const window =
    kind === 'dueSoon'
      ? and(gte(tasks.dueDate, now), lt(tasks.dueDate, new Date(now.getTime() + 86_400_000)))
      : lt(tasks.dueDate, now);
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(ne(tasks.status, 'DONE'), sql`${column} is null`, window))
    .orderBy(asc(tasks.dueDate))
    .limit(batch)
    .for('update', { skipLocked: true });
  return (
    db
      .update(tasks)
      // A reminder is not an edit: updatedAt stays (it would otherwise be set by the column's $onUpdate).
      .set({
        ...(kind === 'dueSoon' ? { dueSoonNotifiedAt: now } : { overdueNotifiedAt: now }),
        updatedAt: sql`${tasks.updatedAt}`,
      })
      .where(inArray(tasks.id, due))
      .returning({ id: tasks.id, title: tasks.title })
  );
}

/** Assignees still in the task's team, per task. */
export async function findCurrentAssignees(db: DbOrTx, taskIds: number[]) {
  if (!taskIds.length) return [];
  return db
    .select({ taskId: taskAssignees.taskId, userId: taskAssignees.userId })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .innerJoin(users, eq(users.id, taskAssignees.userId))
    .where(and(inArray(taskAssignees.taskId, taskIds), eq(users.teamId, tasks.teamId)));
}
