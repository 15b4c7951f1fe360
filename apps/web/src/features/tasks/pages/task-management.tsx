import { TASK_PRIORITIES, TASK_STATUSES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TTask } from '@campus/shared/schemas/tasks';
import { TASK_MSG } from '@campus/shared/schemas/tasks';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { useSession } from '../../../app/session/use-session';
import type { AdminField } from '../../../components/ui/admin-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { SelectField } from '../../../components/ui/text-field';
import { DueChip, PriorityBadge, StatusBadge } from '../components/task-badges';
import { TaskBoard } from '../components/task-board';
import { TaskOverlays, useOpenTask } from '../components/task-overlay';
import { priorityLabel, statusLabel } from '../task-format';
import { type TaskTableArgs, useTaskMembersQuery, useTaskTableQuery } from '../tasks-api';

/** The board shows up to this many tasks of a team (newest first); the list pages through all of them. */
const BOARD_LIMIT = 300;

const COLUMNS: DataTableColumn<TTask>[] = [
  { key: 'title', header: 'Title' },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  { key: 'priority', header: 'Priority', render: (t) => <PriorityBadge priority={t.priority} /> },
  { key: 'dueDate', header: 'Due', render: (t) => <DueChip task={t} /> },
  {
    key: 'assignees',
    header: 'Assignees',
    render: (t) =>
      t.assignees.map((a) => (a.leftTeam ? `${a.fullName} (${TASK_MSG.taskLeftTeam})` : a.fullName)).join(', ') || '—',
  },
  { key: 'team.name', header: 'Team' },
  { key: 'updatedAt', header: 'Updated', kind: 'date' },
];

function useTaskList(query: TableQuery) {
  return useTaskTableQuery(query as unknown as TaskTableArgs);
}

function Board({ teamId, onOpen, onCreate }: { teamId?: number; onOpen(id: number): void; onCreate(): void }) {
  const { data, isLoading, error } = useTaskTableQuery({ teamId, limit: BOARD_LIMIT, sortBy: 'priority' });
  if (isLoading) {
    return (
      <LoadingRegion label="Loading tasks">
        <div className="flex gap-3">
          {TASK_STATUSES.map((s) => (
            <Skeleton key={s} className="h-64 flex-1" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <p className="text-sm text-rose-700">Could not load the tasks. Please try again.</p>;
  const tasks = data?.data ?? [];
  if (!tasks.length) {
    return (
      <EmptyState
        icon={<ClipboardList aria-hidden size={40} />}
        title={TASK_MSG.noTasks}
        hint="Plan the next event: add a task and assign it to your team."
        action={<Button onClick={onCreate}>{MSG.addNew}</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TaskBoard tasks={tasks} onOpen={onOpen} />
      {(data?.meta.total ?? 0) > tasks.length ? (
        <p className="text-xs text-slate-600">
          Showing {tasks.length} of {data?.meta.total} tasks; the List view has them all.
        </p>
      ) : null}
    </div>
  );
}

/** Task Management (ADMIN, TEAM_HEAD): a board by status and a searchable list, with the shared task overlays. */
export default function TaskManagement() {
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
      label: 'Status',
      kind: 'select',
      placeholder: 'Any status',
      options: TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    },
    {
      name: 'assigneeId',
      label: 'Assignee',
      kind: 'select',
      placeholder: 'Anyone',
      options: (members.data?.data.members ?? []).map((m) => ({ value: m.id, label: m.fullName })),
    },
    {
      name: 'priority',
      label: 'Priority',
      kind: 'select',
      placeholder: 'Any priority',
      options: TASK_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })),
    },
    {
      name: 'due',
      label: 'Due',
      kind: 'select',
      placeholder: 'Any time',
      options: [
        { value: 'overdue', label: 'Overdue' },
        { value: 'week', label: 'Due this week' },
      ],
    },
    {
      name: 'sortBy',
      label: 'Sort by',
      kind: 'select',
      placeholder: 'Created',
      options: [
        { value: 'createdAt', label: 'Created' },
        { value: 'updatedAt', label: 'Updated' },
        { value: 'dueDate', label: 'Due date' },
        { value: 'priority', label: 'Priority' },
        { value: 'status', label: 'Status' },
        { value: 'title', label: 'Title' },
      ],
    },
    {
      name: 'sortOrder',
      label: 'Order',
      kind: 'select',
      placeholder: 'Descending',
      options: [
        { value: 'desc', label: 'Descending' },
        { value: 'asc', label: 'Ascending' },
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
                label="Team"
                placeholder="All teams"
                value={teamId ?? ''}
                onChange={(e) => setTeamId(e.target.value ? Number(e.target.value) : undefined)}
                options={(teams.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
            </div>
          ) : null}
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => setCreating(true)}>
            {MSG.addNew}
          </Button>
        </div>
      </div>
      <Tabs
        label="Task views"
        defaultValue="board"
        items={[
          {
            value: 'board',
            label: 'Board',
            content: (
              <div className="pt-4">
                <Board teamId={teamId} onOpen={open} onCreate={() => setCreating(true)} />
              </div>
            ),
          },
          {
            value: 'list',
            label: 'List',
            content: (
              <div className="pt-4">
                <DataTable<TTask>
                  key={teamId ?? 'all'}
                  title="Tasks"
                  columns={COLUMNS}
                  useQuery={useTaskList}
                  baseQuery={teamId ? { teamId } : undefined}
                  search={{ placeholder: 'Search tasks' }}
                  filters={filters}
                  onRowClick={(t) => open(t.id)}
                  emptyText={TASK_MSG.noTasks}
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
