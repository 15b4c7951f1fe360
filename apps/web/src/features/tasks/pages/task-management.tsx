import { TASK_PRIORITIES, TASK_STATUSES } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { tasks as tasksArea } from '@campus/shared/i18n/en/tasks';
import type { TTask } from '@campus/shared/schemas/tasks';
import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { useSession } from '../../../app/session/use-session';
import type { AdminField } from '../../../components/ui/admin-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { SelectField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { DueChip, PriorityBadge, StatusBadge } from '../components/task-badges';
import { TaskBoard } from '../components/task-board';
import { TaskOverlays, useOpenTask } from '../components/task-overlay';
import type { TasksT } from '../task-format';
import { type TaskTableArgs, useTaskMembersQuery, useTaskTableQuery } from '../tasks-api';

/** The board shows up to this many tasks of a team (newest first); the list pages through all of them. */
const BOARD_LIMIT = 300;

function taskColumns(t: TasksT): DataTableColumn<TTask>[] {
  return [
    { key: 'title', header: t('titleLabel') },
    { key: 'status', header: t('statusField'), render: (task) => <StatusBadge status={task.status} /> },
    { key: 'priority', header: t('priorityField'), render: (task) => <PriorityBadge priority={task.priority} /> },
    { key: 'dueDate', header: t('dueColumn'), render: (task) => <DueChip task={task} /> },
    {
      key: 'assignees',
      header: t('assignees'),
      render: (task) =>
        task.assignees.map((a) => (a.leftTeam ? `${a.fullName} (${t('leftTeam')})` : a.fullName)).join(', ') || '—',
    },
    { key: 'team.name', header: t('team') },
    { key: 'updatedAt', header: t('updatedColumn'), kind: 'date' },
  ];
}

function useTaskList(query: TableQuery) {
  return useTaskTableQuery(query as unknown as TaskTableArgs);
}

function Board({ teamId, onOpen, onCreate }: { teamId?: number; onOpen(id: number): void; onCreate(): void }) {
  const t = useT(tasksArea);
  const tm = useT(msg);
  const { data, isLoading, error } = useTaskTableQuery({ teamId, limit: BOARD_LIMIT, sortBy: 'priority' });
  if (isLoading) {
    return (
      <LoadingRegion label={t('loadingTasks')}>
        <div className="flex gap-3">
          {TASK_STATUSES.map((s) => (
            <Skeleton key={s} className="h-64 flex-1" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <p className="text-sm text-rose-700">{t('couldNotLoadTasks')}</p>;
  const tasks = data?.data ?? [];
  if (!tasks.length) {
    return (
      <EmptyState
        icon={<ClipboardList aria-hidden size={40} />}
        title={t('noTasks')}
        hint={t('noTasksHint')}
        action={<Button onClick={onCreate}>{tm('addNew')}</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TaskBoard tasks={tasks} onOpen={onOpen} />
      {(data?.meta.total ?? 0) > tasks.length ? (
        <p className="text-xs text-slate-600">{t('showingOf', tasks.length, data?.meta.total ?? 0)}</p>
      ) : null}
    </div>
  );
}

/** Task Management (ADMIN, TEAM_HEAD): a board by status and a searchable list, with the shared task overlays. */
export default function TaskManagement() {
  const t = useT(tasksArea);
  const tm = useT(msg);
  const columns = useMemo(() => taskColumns(t), [t]);
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const { openId, open } = useOpenTask();
  const [creating, setCreating] = useState(false);
  const [teamId, setTeamId] = useState<number | undefined>();
  const teams = useDirectoryListQuery({ kind: 'team' }, { skip: !isAdmin });
  const members = useTaskMembersQuery(isAdmin ? teamId : undefined, { skip: isAdmin && !teamId });
  const filters: AdminField[] = [
    {
      name: 'status',
      label: t('statusField'),
      kind: 'select',
      placeholder: t('anyStatus'),
      options: TASK_STATUSES.map((s) => ({ value: s, label: t('statusLabel', s) })),
    },
    {
      name: 'assigneeId',
      label: t('assignee'),
      kind: 'select',
      placeholder: t('anyone'),
      options: (members.data?.data.members ?? []).map((m) => ({ value: m.id, label: m.fullName })),
    },
    {
      name: 'priority',
      label: t('priorityField'),
      kind: 'select',
      placeholder: t('anyPriority'),
      options: TASK_PRIORITIES.map((p) => ({ value: p, label: t('priorityLabel', p) })),
    },
    {
      name: 'due',
      label: t('dueColumn'),
      kind: 'select',
      placeholder: t('anyTime'),
      options: [
        { value: 'overdue', label: t('overdue') },
        { value: 'week', label: t('dueThisWeek') },
      ],
    },
    {
      name: 'sortBy',
      label: t('sortBy'),
      kind: 'select',
      placeholder: t('created'),
      options: [
        { value: 'createdAt', label: t('created') },
        { value: 'updatedAt', label: t('updatedColumn') },
        { value: 'dueDate', label: t('dueDateField') },
        { value: 'priority', label: t('priorityField') },
        { value: 'status', label: t('statusField') },
        { value: 'title', label: t('titleLabel') },
      ],
    },
    {
      name: 'sortOrder',
      label: t('order'),
      kind: 'select',
      placeholder: t('descending'),
      options: [
        { value: 'desc', label: t('descending') },
        { value: 'asc', label: t('ascending') },
      ],
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      {/* The dashboard names the section (its h2); this row holds the team picker and Add New!. */}
      <div className="flex flex-wrap items-end justify-end gap-3">
        <div className="flex flex-wrap items-end gap-2">
          {isAdmin ? (
            <div className="w-56">
              <SelectField
                label={t('team')}
                placeholder={t('allTeams')}
                value={teamId ?? ''}
                onChange={(e) => setTeamId(e.target.value ? Number(e.target.value) : undefined)}
                options={(teams.data?.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
              />
            </div>
          ) : null}
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => setCreating(true)}>
            {tm('addNew')}
          </Button>
        </div>
      </div>
      <Tabs
        label={t('taskViews')}
        defaultValue="board"
        items={[
          {
            value: 'board',
            label: t('board'),
            content: (
              <div className="pt-4">
                <Board teamId={teamId} onOpen={open} onCreate={() => setCreating(true)} />
              </div>
            ),
          },
          {
            value: 'list',
            label: t('list'),
            content: (
              <div className="pt-4">
                <DataTable<TTask>
                  key={teamId ?? 'all'}
                  title={t('tasksTitle')}
                  columns={columns}
                  useQuery={useTaskList}
                  baseQuery={teamId ? { teamId } : undefined}
                  search={{ placeholder: t('searchTasks') }}
                  filters={filters}
                  onRowClick={(task) => open(task.id)}
                  emptyText={t('noTasks')}
                />
              </div>
            ),
          },
        ]}
      />
      <TaskOverlays
        openId={openId}
        onClose={() => open(null)}
        creating={creating}
        onCreateDone={() => setCreating(false)}
      />
    </div>
  );
}
