import { tasks as tasksArea } from '@campus/shared/i18n/en/tasks';
import type { TTask } from '@campus/shared/schemas/tasks';
import { ChevronDown, ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { DueChip, PriorityBadge } from '../components/task-badges';
import { Checklist, StatusButtons } from '../components/task-detail';
import { TaskOverlays, useOpenTask } from '../components/task-overlay';
import { useMyTasksQuery } from '../tasks-api';

function MyTaskCard({ task, onOpen }: { task: TTask; onOpen(id: number): void }) {
  const t = useT(tasksArea);
  const [showList, setShowList] = useState(false);
  const listId = useId();
  const done = task.checklist.filter((c) => c.done).length;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{task.team.name}</p>
        <h3 className="text-base font-bold text-slate-900">
          <button type="button" onClick={() => onOpen(task.id)} className="text-left hover:underline">
            {task.title}
          </button>
        </h3>
        <div className="flex flex-wrap gap-1">
          <DueChip task={task} />
          {task.priority !== 'NORMAL' ? <PriorityBadge priority={task.priority} /> : null}
        </div>
      </div>
      <StatusButtons taskId={task.id} title={task.title} status={task.status} />
      {task.checklist.length ? (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={showList}
            aria-controls={listId}
            onClick={() => setShowList((v) => !v)}
            className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-800"
          >
            {t('checklistDone', done, task.checklist.length)}
            <ChevronDown aria-hidden size={16} className={showList ? 'rotate-180' : ''} />
          </button>
          <div id={listId} hidden={!showList}>
            {showList ? <Checklist taskId={task.id} items={task.checklist} canTick /> : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** "My tasks": the member's own assignments, overdue and due-soon first, with a one-tap status change. */
export default function MyTasks() {
  const t = useT(tasksArea);
  const { data, isLoading, error } = useMyTasksQuery();
  const { openId, open } = useOpenTask();
  const tasks = data?.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('myTasksIntro')}</p>
      {isLoading ? (
        <LoadingRegion label={t('loadingYourTasks')}>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="mt-3 h-32 w-full" />
        </LoadingRegion>
      ) : error ? (
        <p className="text-sm text-rose-700">{errorMessage(error)}</p>
      ) : tasks.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {tasks.map((task) => (
            <MyTaskCard key={task.id} task={task} onOpen={open} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<ClipboardCheck aria-hidden size={40} />}
          title={t('noTasksForYou')}
          hint={t('noTasksForYouHint')}
        />
      )}
      <TaskOverlays openId={openId} onClose={() => open(null)} />
    </div>
  );
}
