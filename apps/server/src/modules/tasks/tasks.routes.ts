import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  TASK_MSG,
  ZCreateTaskCommentRequest,
  ZCreateTaskRequest,
  ZTaskCommentParams,
  ZTaskCommentResponse,
  ZTaskDeletedResponse,
  ZTaskHistoryResponse,
  ZTaskListResponse,
  ZTaskMembersQuery,
  ZTaskMembersResponse,
  ZTaskPageResponse,
  ZTaskResponse,
  ZTaskTableQuery,
  ZUpdateTaskRequest,
} from '@campus/shared/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import {
  addComment,
  createTask,
  findAssignableMembers,
  findOwnTasks,
  findTasks,
  getTask,
  getTaskHistory,
  removeComment,
  removeTask,
  sendTaskReminders,
  updateTaskFields,
} from './tasks.service';

const tags = ['task'];

/**
 * Task Management (issue #20). Reads and writes are scoped to the caller's current team in the service;
 * another team's task answers 404. Reads are cached per viewer: any write (a task change, or an admin moving a
 * member to another team) moves the data version, so a cached answer never outlives it.
 */
export async function tasksRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/task/create',
    {
      config: { access: 'manageTasks' },
      schema: { tags, body: ZCreateTaskRequest, response: { 201: ZTaskResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createTask(ctx, currentUser(request), request.body), TASK_MSG.taskAdded)),
  );

  r.patch(
    '/task/update',
    { config: { access: 'signedIn' }, schema: { tags, body: ZUpdateTaskRequest, response: { 200: ZTaskResponse } } },
    async (request) => ok(await updateTaskFields(ctx, currentUser(request), request.body), TASK_MSG.taskUpdated),
  );

  r.get(
    '/task/table',
    {
      config: { access: 'signedIn', cache: 'viewer' },
      schema: { tags, querystring: ZTaskTableQuery, response: { 200: ZTaskPageResponse } },
    },
    async (request) => {
      const { rows, meta } = await findTasks(ctx, currentUser(request), request.query);
      return okList(rows, meta);
    },
  );

  r.get(
    '/task/my',
    { config: { access: 'signedIn', cache: 'viewer' }, schema: { tags, response: { 200: ZTaskListResponse } } },
    async (request) => ok(await findOwnTasks(ctx, currentUser(request))),
  );

  r.get(
    '/task/members',
    {
      config: { access: 'manageTasks', cache: 'viewer' },
      schema: { tags, querystring: ZTaskMembersQuery, response: { 200: ZTaskMembersResponse } },
    },
    async (request) => ok(await findAssignableMembers(ctx, currentUser(request), request.query.teamId)),
  );

  r.get(
    '/task/:id',
    {
      config: { access: 'signedIn', cache: 'viewer' },
      schema: { tags, params: ZIdParam, response: { 200: ZTaskResponse } },
    },
    async (request) => ok(await getTask(ctx, currentUser(request), request.params.id)),
  );

  r.delete(
    '/task/:id',
    {
      config: { access: 'manageTasks' },
      schema: { tags, params: ZIdParam, response: { 200: ZTaskDeletedResponse } },
    },
    async (request) =>
      ok(await removeTask(ctx, currentUser(request), auditActorOf(request), request.params.id), TASK_MSG.taskDeleted),
  );

  r.post(
    '/task/:id/comment',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZIdParam, body: ZCreateTaskCommentRequest, response: { 201: ZTaskCommentResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await addComment(ctx, currentUser(request), request.params.id, request.body), TASK_MSG.taskCommentAdded),
        ),
  );

  r.delete(
    '/task/:id/comment/:commentId',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZTaskCommentParams, response: { 200: ZTaskDeletedResponse } },
    },
    async (request) =>
      ok(
        await removeComment(ctx, currentUser(request), request.params.id, request.params.commentId),
        TASK_MSG.taskCommentDeleted,
      ),
  );

  r.get(
    '/task/:id/history',
    {
      config: { access: 'signedIn', cache: 'viewer' },
      schema: { tags, params: ZIdParam, response: { 200: ZTaskHistoryResponse } },
    },
    async (request) => ok(await getTaskHistory(ctx, currentUser(request), request.params.id)),
  );

  // Each process looks for tasks due within 24 h or overdue every TASK_REMINDER_INTERVAL_MS (default 60 s).
  const every = ctx.config.taskReminderIntervalMs;
  if (every > 0) {
    const timer = setInterval(() => {
      sendTaskReminders(ctx).catch((err) => app.log.warn({ err }, 'task reminders failed'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
