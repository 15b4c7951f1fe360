import type { TaskPriority, TaskStatus } from '@campus/shared/enums';
import { relativeTime } from '@campus/shared/format';
import {
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type TTask,
  type TTaskHistoryEntry,
} from '@campus/shared/schemas/tasks';

const DAY_MS = 86_400_000;

export type DueState = 'none' | 'overdue' | 'soon' | 'later' | 'done';

/** Overdue: past due and not done; soon: within 24 h. */
export function dueState(task: Pick<TTask, 'dueDate' | 'status'>, now = Date.now()): DueState {
  if (task.status === 'DONE') return 'done';
  if (!task.dueDate) return 'none';
  const due = new Date(task.dueDate).getTime();
  if (due < now) return 'overdue';
  return due - now <= DAY_MS ? 'soon' : 'later';
}

export function dueLabel(task: Pick<TTask, 'dueDate' | 'status'>, now = new Date()): string | null {
  if (!task.dueDate) return null;
  const state = dueState(task, now.getTime());
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Dhaka',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(task.dueDate));
  if (state === 'overdue') return `Overdue · was due ${when}`;
  if (state === 'soon') return `Due soon · ${when}`;
  return `Due ${when}`;
}

export const statusLabel = (s: TaskStatus) => TASK_STATUS_LABELS[s];
export const priorityLabel = (p: TaskPriority) => TASK_PRIORITY_LABELS[p];

const FIELD_NAMES: Record<string, string> = {
  title: 'the title',
  description: 'the description',
  priority: 'the priority',
  dueDate: 'the due date',
  checklist: 'the checklist',
  attachments: 'the attachments',
  assignees: 'the assignees',
};

function valueText(field: string, value: string | null): string {
  if (value === null) return 'none';
  if (field === 'status') return TASK_STATUS_LABELS[value as TaskStatus] ?? value;
  if (field === 'priority') return TASK_PRIORITY_LABELS[value as TaskPriority] ?? value;
  if (field === 'dueDate') return relativeTime(value);
  return value;
}

/** "Rafi moved this to Done", "Hasan changed the priority from Normal to High". */
export function historySentence(entry: TTaskHistoryEntry): string {
  const who = entry.actor?.fullName.split(' ')[0] ?? 'Someone';
  switch (entry.field) {
    case 'created':
      return `${who} created this task`;
    case 'status':
      return `${who} moved this to ${valueText('status', entry.to)}`;
    case 'comment':
      return `${who} commented`;
    case 'assignees':
      return `${who} set the assignees to ${entry.to ?? 'nobody'}`;
    case 'checklist':
      return `${who} updated the checklist (${entry.from} → ${entry.to})`;
    case 'description':
      return `${who} edited the description`;
    default:
      return `${who} changed ${FIELD_NAMES[entry.field] ?? entry.field} from ${valueText(entry.field, entry.from)} to ${valueText(entry.field, entry.to)}`;
  }
}
