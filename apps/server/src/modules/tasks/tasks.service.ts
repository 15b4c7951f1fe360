import type { TaskStatus } from '@campus/shared/enums';
import { NOTICE_MSG } from '@campus/shared/messages-notices';
import { can } from '@campus/shared/permissions';
import {
  TASK_MSG,
  TASK_STATUS_LABELS,
  type TChecklistItem,
  type TCreateTaskCommentRequest,
  type TCreateTaskRequest,
  type TTask,
  type TTaskDetail,
  type TTaskTableQuery,
  type TUpdateTaskRequest,
} from '@campus/shared/schemas/tasks';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import type { DbOrTx } from '../../db/client';
import { cachedCount } from '../../db/count-cache';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import { type AuditActor, recordAudit } from '../audit/audit.recorder';
import { awardPoints } from '../leaderboard/points';
import type { NotifyInput } from '../push/notifier';
import { presentComment, presentHistory, presentTask } from './tasks.presenter';
import {
  addAssignees,
  claimReminders,
  countTasks,
  deleteComment,
  deleteTask,
  findAssigneeIds,
  findComment,
  findComments,
  findCurrentAssignees,
  findHistory,
  findMyTasks,
  findTask,
  findTaskPage,
  findTeam,
  findTeamMemberIds,
  findTeamMembers,
  insertComment,
  insertHistory,
  insertTask,
  lockTask,
  type NewHistoryRow,
  type NewTask,
  removeAssignees,
  type TaskRecord,
  taskWhere,
  teamExists,
  updateTask,
} from './tasks.repository';

const TASK = 'Task';
/** What a task total depends on: the tasks, and the people (a member deleted leaves their assignments). */
const TASK_TOTAL_READS = ['task', 'users'];
const COMMENT = 'Comment';

/**
 * Who is asking, with their CURRENT team: the guard's row of this request (read again on every signed-in request on
 * PostgreSQL, and on PGlite whenever a user row has changed; decision 014), so a moved member loses access at once.
 */
interface Viewer {
  user: AuthUser;
  teamId: number | null;
  isAdmin: boolean;
}

function viewerOf(user: AuthUser): Viewer {
  return { user, teamId: user.teamId, isAdmin: user.role === 'ADMIN' };
}

const canRead = (v: Viewer, teamId: number) => v.isAdmin || v.teamId === teamId;
/** ADMIN everywhere; a TEAM_HEAD in their own team (manageTasks holders only). */
const canManage = (v: Viewer, teamId: number) => v.isAdmin || (can(v.user.role, 'manageTasks') && v.teamId === teamId);

/** Another team's task answers exactly like a missing one, so task ids do not leak. */
async function readableTask(db: DbOrTx, v: Viewer, id: number) {
  const row = await findTask(db, id);
  if (!row || !canRead(v, row.task.teamId)) throw notFound(TASK);
  return row;
}

async function ensureAssignable(db: DbOrTx, teamId: number, ids: number[]) {
  const members = new Set(await findTeamMemberIds(db, teamId, ids));
  if (ids.some((id) => !members.has(id))) throw badRequest(TASK_MSG.taskAssigneeNotInTeam, 'assigneeIds');
}

// ---- history values: short text a person reads ("To do → In progress") ----

const checklistSummary = (items: TChecklistItem[]) =>
  items.length ? `${items.filter((i) => i.done).length}/${items.length} done` : 'empty';
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

function notifyMany(ctx: AppContext, tx: DbOrTx, list: NotifyInput[]) {
  return Promise.all(list.map((n) => ctx.notifier.notify(n, tx)));
}

const taskUrl = (id: number) => `/dashboard/my-tasks?task=${id}`;

/** The notice's title for each status ('In progress: {title}'). */
const STATUS_TITLE: Record<TaskStatus, (title: string) => string> = {
  TODO: NOTICE_MSG.taskToDoTitle,
  IN_PROGRESS: NOTICE_MSG.taskInProgressTitle,
  BLOCKED: NOTICE_MSG.taskBlockedTitle,
  DONE: NOTICE_MSG.taskDoneTitle,
};

/**
 * THE status change: every path that moves a task's status goes through here (the board, "My tasks", the
 * form), so completedAt, the history row and the notices stay consistent, and later rules (leaderboard points
 * for a task done before its due date) have one place to hook into.
 */
export async function changeTaskStatus(
  tx: DbOrTx,
  input: { before: TaskRecord; to: TaskStatus; actor: AuthUser; at: Date },
): Promise<{ values: Partial<NewTask>; history: NewHistoryRow; notices: NotifyInput[] }> {
  const { before, to, actor, at } = input;
  const values: Partial<NewTask> = { status: to, completedAt: to === 'DONE' ? at : null };
  const assigneeIds = await findAssigneeIds(tx, before.id);
  // Leaderboard: each assignee earns once for a task done before its due date (the ledger keeps one per member).
  if (to === 'DONE' && before.status !== 'DONE' && before.dueDate && at.getTime() <= before.dueDate.getTime()) {
    for (const userId of assigneeIds)
      await awardPoints(tx, { kind: 'TASK_DONE_EARLY', sourceId: before.id, userId, at });
  }
  const recipients = [...assigneeIds, before.createdById].filter((id) => id !== actor.id);
  return {
    values,
    history: { taskId: before.id, actorId: actor.id, field: 'status', fromValue: before.status, toValue: to },
    notices: [
      {
        to: recipients,
        category: 'TASKS',
        title: STATUS_TITLE[to](before.title),
        body: NOTICE_MSG.taskMovedBody(actor.fullName, before.title, TASK_STATUS_LABELS[to]),
        url: taskUrl(before.id),
      },
    ],
  };
}

function assignedNotice(actor: AuthUser, task: { id: number; title: string }, to: number[]): NotifyInput {
  return {
    to: to.filter((id) => id !== actor.id),
    category: 'TASKS',
    title: NOTICE_MSG.taskAssignedTitle(task.title),
    body: NOTICE_MSG.taskAssignedBody(actor.fullName, task.title),
    url: taskUrl(task.id),
  };
}

// ---- use cases ----

export async function createTask(ctx: AppContext, actor: AuthUser, input: TCreateTaskRequest): Promise<TTaskDetail> {
  const viewer = viewerOf(actor);
  if (!(await teamExists(ctx.db, input.teamId))) throw badRequest('Please choose a team from the list', 'teamId');
  if (!canManage(viewer, input.teamId)) throw forbidden(TASK_MSG.taskOwnTeamOnly);
  await ensureAssignable(ctx.db, input.teamId, input.assigneeIds);
  const id = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { assigneeIds, ...fields } = input;
    const task = await insertTask(tx, {
      ...fields,
      createdById: actor.id,
      completedAt: input.status === 'DONE' ? now : null,
    });
    await addAssignees(tx, task.id, assigneeIds);
    await insertHistory(tx, [{ taskId: task.id, actorId: actor.id, field: 'created', toValue: task.title }]);
    await ctx.notifier.notify(assignedNotice(actor, task, assigneeIds), tx);
    return task.id;
  });
  return getTask(ctx, actor, id);
}

/** Heads and ADMIN change anything; an assignee changes only the status and ticks the checklist. */
export async function updateTaskFields(
  ctx: AppContext,
  actor: AuthUser,
  input: TUpdateTaskRequest,
): Promise<TTaskDetail> {
  const { id, ...changes } = input;
  await ctx.db.transaction(async (tx) => {
    const viewer = viewerOf(actor);
    const before = await lockTask(tx, id);
    if (!before || !canRead(viewer, before.teamId)) throw notFound(TASK);
    const isManager = canManage(viewer, before.teamId);
    const assigneeIds = await findAssigneeIds(tx, id);

    if (!isManager) {
      const headOnly = (['title', 'description', 'assigneeIds', 'priority', 'dueDate', 'attachments'] as const).find(
        (f) => changes[f] !== undefined,
      );
      if (headOnly)
        throw new AppError('FORBIDDEN', TASK_MSG.taskHeadOnlyFields, [
          { path: headOnly, message: TASK_MSG.taskHeadOnlyFields },
        ]);
      if (!assigneeIds.includes(actor.id)) throw forbidden(TASK_MSG.taskStatusAssigneesOnly);
      if (changes.checklist && !sameChecklistTexts(before.checklist, changes.checklist)) {
        throw new AppError('FORBIDDEN', TASK_MSG.taskChecklistTicksOnly, [
          { path: 'checklist', message: TASK_MSG.taskChecklistTicksOnly },
        ]);
      }
    }

    const now = new Date();
    const values: Partial<NewTask> = {};
    const history: NewHistoryRow[] = [];
    const notices: NotifyInput[] = [];
    const record = (field: string, fromValue: string | null, toValue: string | null) =>
      history.push({ taskId: id, actorId: actor.id, field, fromValue, toValue });

    if (changes.title !== undefined && changes.title !== before.title) {
      values.title = changes.title;
      record('title', before.title, changes.title);
    }
    if (changes.description !== undefined && changes.description !== before.description) {
      values.description = changes.description;
      record('description', clip(before.description), clip(changes.description));
    }
    if (changes.priority !== undefined && changes.priority !== before.priority) {
      values.priority = changes.priority;
      record('priority', before.priority, changes.priority);
    }
    if (changes.dueDate !== undefined && changes.dueDate?.getTime() !== before.dueDate?.getTime()) {
      values.dueDate = changes.dueDate;
      // A new due date earns new reminders.
      values.dueSoonNotifiedAt = null;
      values.overdueNotifiedAt = null;
      record('dueDate', before.dueDate?.toISOString() ?? null, changes.dueDate?.toISOString() ?? null);
    }
    if (changes.checklist !== undefined && JSON.stringify(changes.checklist) !== JSON.stringify(before.checklist)) {
      values.checklist = changes.checklist;
      record('checklist', checklistSummary(before.checklist), checklistSummary(changes.checklist));
    }
    if (
      changes.attachments !== undefined &&
      JSON.stringify(changes.attachments) !== JSON.stringify(before.attachments)
    ) {
      values.attachments = changes.attachments;
      record('attachments', `${before.attachments.length} images`, `${changes.attachments.length} images`);
    }
    if (changes.status !== undefined && changes.status !== before.status) {
      const change = await changeTaskStatus(tx, { before, to: changes.status, actor, at: now });
      Object.assign(values, change.values);
      history.push(change.history);
      notices.push(...change.notices);
    }
    if (changes.assigneeIds !== undefined) {
      const next = changes.assigneeIds;
      const added = next.filter((a) => !assigneeIds.includes(a));
      const removed = assigneeIds.filter((a) => !next.includes(a));
      // Only new assignees must be in the team now: one who has left stays until the head removes them.
      await ensureAssignable(tx, before.teamId, added);
      if (added.length || removed.length) {
        await removeAssignees(tx, id, removed);
        await addAssignees(tx, id, added);
        const names = await assigneeNames(tx, id);
        record('assignees', null, names || 'nobody');
        notices.push(assignedNotice(actor, { id, title: values.title ?? before.title }, added));
        values.updatedAt = now;
      }
    }

    if (!Object.keys(values).length) return;
    await updateTask(tx, id, values);
    await insertHistory(tx, history);
    await notifyMany(ctx, tx, notices);
  });
  return getTask(ctx, actor, id);
}

function sameChecklistTexts(before: TChecklistItem[], after: TChecklistItem[]) {
  return before.length === after.length && before.every((item, i) => item.text === after[i].text);
}

async function assigneeNames(db: DbOrTx, taskId: number) {
  return ((await findTask(db, taskId))?.assignees ?? []).map((a) => a.fullName).join(', ');
}

export async function removeTask(
  ctx: AppContext,
  actor: AuthUser,
  audit: AuditActor,
  id: number,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const viewer = viewerOf(actor);
    const before = await lockTask(tx, id);
    if (!before || !canRead(viewer, before.teamId)) throw notFound(TASK);
    if (!canManage(viewer, before.teamId)) throw forbidden(TASK_MSG.taskOwnTeamOnly);
    await deleteTask(tx, id);
    await recordAudit(tx, {
      actor: audit,
      action: 'task.delete',
      target: { kind: 'task', id, title: before.title },
      changes: [{ field: 'status', from: before.status, to: null }],
    });
  });
  return { id };
}

export async function getTask(ctx: AppContext, actor: AuthUser, id: number): Promise<TTaskDetail> {
  const viewer = viewerOf(actor);
  const row = await readableTask(ctx.db, viewer, id);
  const comments = await findComments(ctx.db, id);
  const isManager = canManage(viewer, row.task.teamId);
  const task = presentTask(row);
  return {
    ...task,
    comments: comments.map(({ comment, author }) =>
      presentComment(comment, author, isManager || comment.authorId === actor.id),
    ),
    canManage: isManager,
    canChangeStatus: isManager || task.assignees.some((a) => a.id === actor.id && !a.leftTeam),
  };
}

/**
 * ADMIN sees every team (or the one asked for); everyone else only their own team. Three statements: the page,
 * its assignees and the total, which is counted once per version of the tasks and the people (decision 015)
 * unless the filter is a due window, whose matches move with the clock.
 */
export async function findTasks(ctx: AppContext, actor: AuthUser, query: TTaskTableQuery) {
  const viewer = viewerOf(actor);
  const meta = { page: query.page, limit: query.limit, total: 0 };
  if (!viewer.isAdmin && viewer.teamId === null) return { rows: [], meta };
  const { page, limit, sortBy, sortOrder, ...filter } = query;
  const where = taskWhere(
    { ...filter, onlyTeamId: viewer.isAdmin ? undefined : (viewer.teamId ?? undefined) },
    new Date(),
  );
  const count = () => countTasks(ctx.db, where);
  const [rows, total] = await Promise.all([
    findTaskPage(ctx.db, query, where),
    filter.due ? count() : cachedCount(ctx.changes, TASK_TOTAL_READS, 'tasks', where, count),
  ]);
  return { rows: rows.map((r) => presentTask(r)), meta: { ...meta, total } };
}

export async function findOwnTasks(ctx: AppContext, actor: AuthUser): Promise<TTask[]> {
  const teamId = actor.teamId;
  if (teamId === null) return [];
  const rows = await findMyTasks(ctx.db, actor.id, teamId, new Date());
  return rows.map((r) => presentTask(r));
}

export async function addComment(ctx: AppContext, actor: AuthUser, taskId: number, input: TCreateTaskCommentRequest) {
  return ctx.db.transaction(async (tx) => {
    const viewer = viewerOf(actor);
    const row = await readableTask(tx, viewer, taskId);
    const comment = await insertComment(tx, { taskId, authorId: actor.id, body: input.body });
    await insertHistory(tx, [{ taskId, actorId: actor.id, field: 'comment', toValue: clip(input.body) }]);
    const recipients = [...(await findAssigneeIds(tx, taskId)), row.task.createdById];
    await ctx.notifier.notify(
      {
        to: recipients.filter((id) => id !== actor.id),
        category: 'TASKS',
        title: NOTICE_MSG.taskCommentTitle(row.task.title),
        // The author's name and words only, nothing to translate (not a catalogue pattern: '{a}: {b}' would
        // match every message with a colon).
        body: `${actor.fullName}: ${clip(input.body)}`,
        url: taskUrl(taskId),
      },
      tx,
    );
    return presentComment(comment, actor, true);
  });
}

/** Authors delete their own comments; the team's head and ADMIN delete any. */
export async function removeComment(ctx: AppContext, actor: AuthUser, taskId: number, commentId: number) {
  const viewer = viewerOf(actor);
  const row = await readableTask(ctx.db, viewer, taskId);
  const comment = await findComment(ctx.db, taskId, commentId);
  if (!comment) throw notFound(COMMENT);
  if (comment.authorId !== actor.id && !canManage(viewer, row.task.teamId))
    throw forbidden(TASK_MSG.taskCommentOwnOnly);
  await deleteComment(ctx.db, commentId);
  return { id: commentId };
}

export async function getTaskHistory(ctx: AppContext, actor: AuthUser, taskId: number) {
  const viewer = viewerOf(actor);
  await readableTask(ctx.db, viewer, taskId);
  return (await findHistory(ctx.db, taskId)).map(({ entry, actor: who }) => presentHistory(entry, who));
}

/** The team a manager plans for (a head's own; ADMIN names one) and who can be assigned in it. */
export async function findAssignableMembers(ctx: AppContext, actor: AuthUser, teamId: number | undefined) {
  const viewer = viewerOf(actor);
  const id = teamId ?? (viewer.isAdmin ? undefined : viewer.teamId);
  if (!id) return { team: null, members: [] };
  const team = await findTeam(ctx.db, id);
  if (!team || !canManage(viewer, id)) throw notFound('Team');
  return { team, members: await findTeamMembers(ctx.db, id) };
}

// ---- reminders ----

const REMINDER_BATCH = 200;

/**
 * Sends "due in 24 h" and "overdue" notices for tasks that have not had them. Every process runs this; the claim
 * (an UPDATE of the notified-at column over rows locked with SKIP LOCKED) makes each notice go out once.
 */
export async function sendTaskReminders(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const kind of ['dueSoon', 'overdue'] as const) {
    sent += await ctx.db.transaction(async (tx) => {
      const claimed = await claimReminders(tx, kind, now, REMINDER_BATCH);
      const assignees = await findCurrentAssignees(
        tx,
        claimed.map((t) => t.id),
      );
      for (const task of claimed) {
        await ctx.notifier.notify(
          {
            to: assignees.filter((a) => a.taskId === task.id).map((a) => a.userId),
            category: 'TASKS',
            title:
              kind === 'dueSoon' ? NOTICE_MSG.taskDueSoonTitle(task.title) : NOTICE_MSG.taskOverdueTitle(task.title),
            body: kind === 'dueSoon' ? NOTICE_MSG.taskDueSoonBody(task.title) : NOTICE_MSG.taskOverdueBody(task.title),
            url: taskUrl(task.id),
          },
          tx,
        );
      }
      return claimed.length;
    });
  }
  return sent;
}
