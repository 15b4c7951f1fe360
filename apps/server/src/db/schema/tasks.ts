import { TASK_PRIORITIES, TASK_STATUSES } from '@campus/shared/enums';
import type { TChecklistItem } from '@campus/shared/schemas/tasks';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { teams } from './directory';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('TODO'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('NORMAL'),
    dueDate: at('due_date'),
    checklist: jsonb('checklist').$type<TChecklistItem[]>().notNull().default([]),
    /** Image columns: upload URLs (POST /upload) of the task's attachments gallery. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: at('completed_at'),
    /** Set by the one process that sent the "due in 24 h" reminder; cleared when the due date moves. */
    dueSoonNotifiedAt: at('due_soon_notified_at'),
    /** Set by the one process that sent the "overdue" notice (once per due date). */
    overdueNotifiedAt: at('overdue_notified_at'),
  },
  (t) => [
    index('tasks_team_created_idx').on(t.teamId, t.createdAt),
    index('tasks_team_status_idx').on(t.teamId, t.status),
    index('tasks_due_open_idx').on(t.dueDate),
    // ADMIN's all-teams list, newest first.
    index('tasks_created_idx').on(t.createdAt),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** Append-only (a trigger refuses UPDATE and direct DELETE; rows go only with their task). */
export const taskHistory = pgTable(
  'task_history',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('task_history_task_idx').on(t.taskId, t.createdAt)],
);
