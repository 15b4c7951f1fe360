import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '@campus/shared/enums';
import type { tasks } from '@campus/shared/i18n/en/tasks';
import type { TTask, TTaskHistoryEntry } from '@campus/shared/schemas/tasks';
import type { Translate } from '../../lib/i18n';
import type { useFormat } from '../../lib/use-format';

const DAY_MS = 86_400_000;

export type TasksT = Translate<typeof tasks.en>;
type Format = ReturnType<typeof useFormat>;

export type DueState = 'none' | 'overdue' | 'soon' | 'later' | 'done';

/** Overdue: past due and not done; soon: within 24 h. */
export function dueState(task: Pick<TTask, 'dueDate' | 'status'>, now = Date.now()): DueState {
  if (task.status === 'DONE') return 'done';
  if (!task.dueDate) return 'none';
  const due = new Date(task.dueDate).getTime();
  if (due < now) return 'overdue';
  return due - now <= DAY_MS ? 'soon' : 'later';
}

/** 'Overdue · was due Nov 24, 3:00 PM', 'Due soon · …', 'Due …' on the Dhaka clock, in the language on screen. */
export function dueLabel(
  task: Pick<TTask, 'dueDate' | 'status'>,
  t: TasksT,
  f: Format,
  now = new Date(),
): string | null {
  if (!task.dueDate) return null;
  const state = dueState(task, now.getTime());
  const when = f.date(task.dueDate, t('dueDatePattern'));
  if (state === 'overdue') return t('dueOverdue', when);
  if (state === 'soon') return t('dueSoon', when);
  return t('dueOn', when);
}

const isStatus = (value: string): value is TaskStatus => (TASK_STATUSES as readonly string[]).includes(value);
const isPriority = (value: string): value is TaskPriority => (TASK_PRIORITIES as readonly string[]).includes(value);

function valueText(field: string, value: string | null, t: TasksT, f: Format): string {
  if (value === null) return t('noValue');
  if (field === 'status' && isStatus(value)) return t('statusLabel', value);
  if (field === 'priority' && isPriority(value)) return t('priorityLabel', value);
  if (field === 'dueDate') return f.relative(value);
  if (field === 'checklist' || field === 'attachments') return t('historyValue', value);
  return value;
}

/** "Rafi moved this to Done", "Hasan changed the priority from Normal to High". */
export function historySentence(entry: TTaskHistoryEntry, t: TasksT, f: Format): string {
  const who = entry.actor?.fullName.split(' ')[0] ?? t('someone');
  const value = (v: string | null) => valueText(entry.field, v, t, f);
  switch (entry.field) {
    case 'created':
      return t('historyCreated', who);
    case 'status':
      return t('historyMoved', who, value(entry.to));
    case 'comment':
      return t('historyCommented', who);
    case 'assignees':
      return t('historyAssignees', who, entry.to);
    case 'checklist':
      return t('historyChecklist', who, value(entry.from), value(entry.to));
    case 'description':
      return t('historyDescription', who);
    default:
      return t('historyChanged', who, entry.field, value(entry.from), value(entry.to));
  }
}
