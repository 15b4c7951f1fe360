import type {
  TCreateTaskRequest,
  TTask,
  TTaskComment,
  TTaskDetail,
  TTaskHistoryEntry,
  TTaskTableQuery,
  TTaskTeamMembers,
  TUpdateTaskRequest,
} from '@campus/shared/schemas/tasks';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';

export type TaskTableArgs = Partial<TTaskTableQuery>;
/** What the form sends: dates as ISO strings (the server parses them). */
export type TaskInput = Omit<TCreateTaskRequest, 'dueDate'> & { dueDate?: string | null };
export type TaskChanges = Omit<TUpdateTaskRequest, 'dueDate'> & { dueDate?: string | null };

const TASK = 'TASK' as const;

function params<T extends object>(query: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  }
  return out;
}

export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskTable: build.query<ApiList<TTask>, TaskTableArgs>({
      query: (query) => ({ url: '/task/table', params: params(query) }),
      providesTags: [TASK],
    }),
    myTasks: build.query<ApiEnvelope<TTask[]>, void>({
      query: () => '/task/my',
      providesTags: [TASK],
    }),
    task: build.query<ApiEnvelope<TTaskDetail>, number>({
      query: (id) => `/task/${id}`,
      providesTags: [TASK],
    }),
    taskHistory: build.query<ApiEnvelope<TTaskHistoryEntry[]>, number>({
      query: (id) => `/task/${id}/history`,
      providesTags: [TASK],
    }),
    taskMembers: build.query<ApiEnvelope<TTaskTeamMembers>, number | undefined>({
      query: (teamId) => ({ url: '/task/members', params: teamId ? { teamId } : undefined }),
      providesTags: [TASK],
    }),
    createTask: build.mutation<ApiEnvelope<TTaskDetail>, TaskInput>({
      query: (body) => ({ url: '/task/create', method: 'POST', body }),
      invalidatesTags: [TASK],
    }),
    updateTask: build.mutation<ApiEnvelope<TTaskDetail>, TaskChanges>({
      query: (body) => ({ url: '/task/update', method: 'PATCH', body }),
      invalidatesTags: [TASK],
      // The board and "My tasks" move the card at once; a refusal puts it back.
      async onQueryStarted({ id, status, checklist }, { dispatch, queryFulfilled, getState }) {
        if (status === undefined && checklist === undefined) return;
        const patches = tasksApi.util
          .selectInvalidatedBy(getState(), [TASK])
          .filter((e) => e.endpointName === 'taskTable' || e.endpointName === 'myTasks')
          .map((e) => {
            const change = (t: TTask) => {
              if (t.id !== id) return;
              if (status) t.status = status;
              if (checklist) t.checklist = checklist;
            };
            return e.endpointName === 'myTasks'
              ? dispatch(tasksApi.util.updateQueryData('myTasks', undefined, (d) => d.data.forEach(change)))
              : dispatch(
                  tasksApi.util.updateQueryData('taskTable', e.originalArgs as TaskTableArgs, (d) =>
                    d.data.forEach(change),
                  ),
                );
          });
        try {
          await queryFulfilled;
        } catch {
          for (const p of patches) p.undo();
        }
      },
    }),
    deleteTask: build.mutation<ApiEnvelope<{ id: number }>, number>({
      query: (id) => ({ url: `/task/${id}`, method: 'DELETE' }),
      invalidatesTags: [TASK],
    }),
    addTaskComment: build.mutation<ApiEnvelope<TTaskComment>, { taskId: number; body: string }>({
      query: ({ taskId, body }) => ({ url: `/task/${taskId}/comment`, method: 'POST', body: { body } }),
      invalidatesTags: [TASK],
    }),
    deleteTaskComment: build.mutation<ApiEnvelope<{ id: number }>, { taskId: number; commentId: number }>({
      query: ({ taskId, commentId }) => ({ url: `/task/${taskId}/comment/${commentId}`, method: 'DELETE' }),
      invalidatesTags: [TASK],
    }),
  }),
});

export const {
  useTaskTableQuery,
  useMyTasksQuery,
  useTaskQuery,
  useTaskHistoryQuery,
  useTaskMembersQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useAddTaskCommentMutation,
  useDeleteTaskCommentMutation,
} = tasksApi;
