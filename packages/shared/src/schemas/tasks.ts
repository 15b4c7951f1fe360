import { z } from 'zod';
import { STRING_MAX } from '../constants';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskStatus } from '../enums';
import { taskMsg } from '../i18n/en/task-msg';
import { tasks } from '../i18n/en/tasks';
import { okListSchema, okSchema } from './envelope';
import { imageUrl, isoDateTime, listQuery, optionalText, requiredId, requiredText, VALIDATION_MSG } from './fields';

/** Limits of one task (both the form and the server read them). */
export const TASK_LIMITS = {
  maxAssignees: 30,
  maxChecklist: 50,
  checklistText: 200,
  maxAttachments: 10,
  comment: 2000,
  description: STRING_MAX.long,
} as const;

/** The statuses' English names, from the catalogue (the server's notices use them; screens use `statusLabel`). */
export const TASK_STATUS_LABELS = Object.fromEntries(
  TASK_STATUSES.map((status) => [status, tasks.en.statusLabel(status)]),
) as Record<TaskStatus, string>;

/**
 * What Task Management says to people, from the catalogue's taskMsg area (the server answers it in the caller's
 * language). Kept out of messages.ts, which ships in the Home route's first script: only the task screens (lazy
 * chunks) and the server load this file.
 */
export const TASK_MSG = taskMsg.en;

const status = z.enum(TASK_STATUSES, { error: VALIDATION_MSG.mustBeOneOf('Status', TASK_STATUSES.join(', ')) });
const priority = z.enum(TASK_PRIORITIES, { error: VALIDATION_MSG.mustBeOneOf('Priority', TASK_PRIORITIES.join(', ')) });

export const ZChecklistItem = z.object(
  {
    text: requiredText('Checklist item', TASK_LIMITS.checklistText),
    done: z.boolean({ error: TASK_MSG.checklistItemDone }).default(false),
  },
  { error: TASK_MSG.checklistItemNeedsText },
);
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

const checklist = z
  .array(ZChecklistItem, { error: TASK_MSG.checklistNotList })
  .max(TASK_LIMITS.maxChecklist, TASK_MSG.checklistTooLong(TASK_LIMITS.maxChecklist));

const assigneeIds = z
  .array(requiredId('Assignee'), { error: TASK_MSG.assigneesNotList })
  .max(TASK_LIMITS.maxAssignees, TASK_MSG.tooManyAssignees(TASK_LIMITS.maxAssignees))
  .transform((ids) => [...new Set(ids)]);

const attachments = z
  .array(imageUrl('Attachment'), { error: TASK_MSG.attachmentsNotList })
  .max(TASK_LIMITS.maxAttachments, TASK_MSG.tooManyAttachments(TASK_LIMITS.maxAttachments));

/** '' or null clears the due date. */
const dueDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  isoDateTime('Due date').nullable().optional(),
);

const description = z.preprocess((v) => (v === null ? '' : v), optionalText('Description', TASK_LIMITS.description));

/** Create (ADMIN, TEAM_HEAD): createdBy comes from the token; completedAt follows the status. */
export const ZCreateTaskRequest = z.object({
  title: requiredText('Title'),
  description: description.transform((v) => v ?? ''),
  teamId: requiredId('Team'),
  assigneeIds: assigneeIds.default([]),
  status: status.default('TODO'),
  priority: priority.default('NORMAL'),
  dueDate: dueDate.transform((v) => v ?? null),
  checklist: checklist.default([]),
  attachments: attachments.default([]),
});
export type TCreateTaskRequest = z.output<typeof ZCreateTaskRequest>;

/** Update: `id` plus only the fields that change. A task never moves to another team. */
export const ZUpdateTaskRequest = z.object({
  id: requiredId('Id'),
  title: requiredText('Title').optional(),
  description,
  assigneeIds: assigneeIds.optional(),
  status: status.optional(),
  priority: priority.optional(),
  dueDate,
  checklist: checklist.optional(),
  attachments: attachments.optional(),
});
export type TUpdateTaskRequest = z.output<typeof ZUpdateTaskRequest>;

export const ZCreateTaskCommentRequest = z.object({
  body: requiredText('Comment', TASK_LIMITS.comment),
});
export type TCreateTaskCommentRequest = z.infer<typeof ZCreateTaskCommentRequest>;

export const ZTaskCommentParams = z.object({
  id: z.coerce
    .number({ error: VALIDATION_MSG.mustBePositiveInteger('id') })
    .int()
    .positive(VALIDATION_MSG.mustBePositiveInteger('id')),
  commentId: z.coerce
    .number({ error: VALIDATION_MSG.mustBePositiveInteger('commentId') })
    .int()
    .positive(VALIDATION_MSG.mustBePositiveInteger('commentId')),
});

export const TASK_SORT_FIELDS = ['createdAt', 'updatedAt', 'dueDate', 'priority', 'status', 'title'] as const;
export const TASK_DUE_FILTERS = ['overdue', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

const positiveId = (label: string) =>
  z.coerce
    .number({ error: VALIDATION_MSG.mustBePositiveInteger(label) })
    .int()
    .positive(VALIDATION_MSG.mustBePositiveInteger(label));

export const ZTaskTableQuery = listQuery(TASK_SORT_FIELDS, 'createdAt').extend({
  teamId: positiveId('teamId').optional(),
  status: status.optional(),
  assigneeId: positiveId('assigneeId').optional(),
  priority: priority.optional(),
  due: z.enum(TASK_DUE_FILTERS, { error: TASK_MSG.dueOverdueOrWeek }).optional(),
});
export type TTaskTableQuery = z.infer<typeof ZTaskTableQuery>;

/** GET /task/members: a head's own team by default; ADMIN names the team. */
export const ZTaskMembersQuery = z.object({ teamId: positiveId('teamId').optional() });
export type TTaskMembersQuery = z.infer<typeof ZTaskMembersQuery>;

// ---- wire shapes (responses) ----

export const ZTaskPerson = z.object({
  id: z.number(),
  fullName: z.string(),
  profilePic: z.string().nullable(),
});
export type TTaskPerson = z.infer<typeof ZTaskPerson>;

/** An assignee whose teamId no longer equals the task's team is kept and marked `leftTeam`. */
export const ZTaskAssignee = ZTaskPerson.extend({ leftTeam: z.boolean() });
export type TTaskAssignee = z.infer<typeof ZTaskAssignee>;

export const ZTask = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  teamId: z.number(),
  team: z.object({ id: z.number(), name: z.string() }),
  assigneeIds: z.array(z.number()),
  assignees: z.array(ZTaskAssignee),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string().nullable(),
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
  attachments: z.array(z.string()),
  createdById: z.number(),
  createdBy: ZTaskPerson,
  commentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskComment = z.object({
  id: z.number(),
  taskId: z.number(),
  body: z.string(),
  author: ZTaskPerson,
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type TTaskComment = z.infer<typeof ZTaskComment>;

/** The detail carries the comments and what the viewer may do. */
export const ZTaskDetail = ZTask.extend({
  comments: z.array(ZTaskComment),
  canManage: z.boolean(),
  canChangeStatus: z.boolean(),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

export const TASK_HISTORY_FIELDS = [
  'created',
  'title',
  'description',
  'status',
  'priority',
  'dueDate',
  'assignees',
  'checklist',
  'attachments',
  'comment',
] as const;
export type TaskHistoryField = (typeof TASK_HISTORY_FIELDS)[number];

export const ZTaskHistoryEntry = z.object({
  id: z.number(),
  taskId: z.number(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: ZTaskPerson.nullable(),
  createdAt: z.string(),
});
export type TTaskHistoryEntry = z.infer<typeof ZTaskHistoryEntry>;

/** The team a manager plans for, with the members who can be assigned. */
export const ZTaskTeamMembers = z.object({
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  members: z.array(ZTaskPerson),
});
export type TTaskTeamMembers = z.infer<typeof ZTaskTeamMembers>;

export const ZTaskResponse = okSchema(ZTaskDetail);
export const ZTaskListResponse = okSchema(z.array(ZTask));
export const ZTaskPageResponse = okListSchema(ZTask);
export const ZTaskCommentResponse = okSchema(ZTaskComment);
export const ZTaskHistoryResponse = okSchema(z.array(ZTaskHistoryEntry));
export const ZTaskMembersResponse = okSchema(ZTaskTeamMembers);
export const ZTaskDeletedResponse = okSchema(z.object({ id: z.number() }));
