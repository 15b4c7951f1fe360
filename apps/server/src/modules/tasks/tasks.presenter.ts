import type { TTask, TTaskComment, TTaskHistoryEntry } from '@campus/shared/schemas/tasks';
import type { taskComments, taskHistory } from '../../db/schema/index';
import type { TaskRow } from './tasks.repository';

type Person = { id: number; fullName: string; profilePic: string | null };
const person = (p: Person) => ({ id: p.id, fullName: p.fullName, profilePic: p.profilePic });

/** A task with its assignees; one whose team is no longer the task's is kept and marked `leftTeam`. */
export function presentTask({ task, team, createdBy, commentCount, assignees: own }: TaskRow): TTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    teamId: task.teamId,
    team: { id: team.id, name: team.name },
    assigneeIds: own.map((a) => a.id),
    assignees: own.map((a) => ({ ...person(a), leftTeam: a.teamId !== task.teamId })),
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate?.toISOString() ?? null,
    checklist: task.checklist.map((c) => ({ text: c.text, done: c.done })),
    attachments: task.attachments,
    createdById: task.createdById,
    createdBy: person(createdBy),
    commentCount,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

export function presentComment(
  comment: typeof taskComments.$inferSelect,
  author: Person,
  canDelete: boolean,
): TTaskComment {
  return {
    id: comment.id,
    taskId: comment.taskId,
    body: comment.body,
    author: person(author),
    createdAt: comment.createdAt.toISOString(),
    canDelete,
  };
}

export function presentHistory(entry: typeof taskHistory.$inferSelect, actor: Person | null): TTaskHistoryEntry {
  return {
    id: entry.id,
    taskId: entry.taskId,
    field: entry.field,
    from: entry.fromValue,
    to: entry.toValue,
    actor: actor ? person(actor) : null,
    createdAt: entry.createdAt.toISOString(),
  };
}
