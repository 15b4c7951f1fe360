import type { TaskPriority, TaskStatus } from '@campus/shared/enums';
import { tasks } from '@campus/shared/i18n/en/tasks';
import type { TTask } from '@campus/shared/schemas/tasks';
import { AlarmClock, CalendarClock } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { dueLabel, dueState } from '../task-format';

const STATUS_STYLE: Record<TaskStatus, string> = {
  TODO: 'bg-slate-100 text-slate-800',
  IN_PROGRESS: 'bg-sky-100 text-sky-900',
  BLOCKED: 'bg-rose-100 text-rose-900',
  DONE: 'bg-emerald-100 text-emerald-900',
};

const PRIORITY_STYLE: Record<TaskPriority, string> = {
  LOW: 'bg-slate-100 text-slate-700',
  NORMAL: 'bg-brand-50 text-brand-900',
  HIGH: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: TaskStatus }) {
  const t = useT(tasks);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {t('statusLabel', status)}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const t = useT(tasks);
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${PRIORITY_STYLE[priority]}`}>
      {t('priorityBadge', priority)}
    </span>
  );
}

export function DueChip({ task }: { task: Pick<TTask, 'dueDate' | 'status'> }) {
  const t = useT(tasks);
  const f = useFormat();
  const label = dueLabel(task, t, f);
  if (!label) return null;
  const state = dueState(task);
  const style =
    state === 'overdue'
      ? 'bg-rose-600 text-white'
      : state === 'soon'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-slate-100 text-slate-700';
  const Icon = state === 'overdue' || state === 'soon' ? AlarmClock : CalendarClock;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>
      <Icon aria-hidden size={12} />
      {label}
    </span>
  );
}
