import { TASK_STATUSES, type TaskStatus } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { tasks } from '@campus/shared/i18n/en/tasks';
import { TASK_LIMITS, type TChecklistItem, type TTaskDetail } from '@campus/shared/schemas/tasks';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LinkifiedText } from '../../../components/ui/linkified-text';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { historySentence } from '../task-format';
import {
  useAddTaskCommentMutation,
  useDeleteTaskCommentMutation,
  useDeleteTaskMutation,
  useTaskHistoryQuery,
  useTaskQuery,
  useUpdateTaskMutation,
} from '../tasks-api';
import { AttachmentGallery } from './task-attachments';
import { DueChip, PriorityBadge, StatusBadge } from './task-badges';

/** One-tap status buttons: the current one is pressed. */
export function StatusButtons({
  taskId,
  title,
  status,
  disabled,
}: {
  taskId: number;
  title: string;
  status: TaskStatus;
  disabled?: boolean;
}) {
  const t = useT(tasks);
  const tm = useT(msg);
  const [update, { isLoading }] = useUpdateTaskMutation();
  const move = async (to: TaskStatus) => {
    if (to === status) return;
    try {
      await update({ id: taskId, status: to }).unwrap();
      toast.success(t('movedTo', t('statusLabel', to)));
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
    }
  };
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1.5" disabled={disabled || isLoading}>
      <legend className="sr-only">{t('statusOf', title)}</legend>
      {TASK_STATUSES.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={s === status}
          onClick={() => void move(s)}
          className={`inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold disabled:cursor-not-allowed ${
            s === status
              ? 'bg-brand-700 text-white'
              : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50 disabled:bg-slate-100 disabled:text-slate-700 disabled:hover:bg-slate-100'
          }`}
        >
          {t('statusLabel', s)}
        </button>
      ))}
    </fieldset>
  );
}

/** The checklist; ticking sends the whole list with the new flag (texts unchanged). */
export function Checklist({ taskId, items, canTick }: { taskId: number; items: TChecklistItem[]; canTick: boolean }) {
  const t = useT(tasks);
  const tm = useT(msg);
  const [update, { isLoading }] = useUpdateTaskMutation();
  const done = items.filter((i) => i.done).length;
  const toggle = async (index: number) => {
    const checklist = items.map((item, i) => (i === index ? { ...item, done: !item.done } : item));
    try {
      await update({ id: taskId, checklist }).unwrap();
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
    }
  };
  if (!items.length) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" disabled={!canTick || isLoading}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('checklistDone', done, items.length)}</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: checklist items are identified by position
        <label key={i} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={item.done}
            onChange={() => void toggle(i)}
          />
          <span className={item.done ? 'text-slate-500 line-through' : ''}>{item.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Comments({ task }: { task: TTaskDetail }) {
  const t = useT(tasks);
  const tm = useT(msg);
  const f = useFormat();
  const [body, setBody] = useState('');
  const [add, { isLoading }] = useAddTaskCommentMutation();
  const [remove] = useDeleteTaskCommentMutation();
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      toast.error(tm('fillField', 'Comment'));
      return;
    }
    try {
      await add({ taskId: task.id, body: text }).unwrap();
      setBody('');
    } catch (error) {
      toast.error(tm('addFailed', errorMessage(error)));
    }
  };
  const del = async (commentId: number) => {
    try {
      await remove({ taskId: task.id, commentId }).unwrap();
      toast.success(t('taskCommentDeleted'));
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
    }
  };
  return (
    <section aria-labelledby={`${fieldId}-h`} className="flex flex-col gap-3">
      <h3 id={`${fieldId}-h`} className="text-base font-bold text-slate-900">
        {t('commentsHeading', task.comments.length)}
      </h3>
      {task.comments.length ? (
        <ol className="flex flex-col gap-3">
          {task.comments.map((c) => (
            <li key={c.id} className="flex gap-3">
              <Avatar src={c.author.profilePic} name={c.author.fullName} size={32} />
              <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{c.author.fullName}</span>
                  <time dateTime={c.createdAt} className="text-xs text-slate-600">
                    {f.relative(c.createdAt)}
                  </time>
                </p>
                <p className="whitespace-pre-line break-words text-sm text-slate-800">{c.body}</p>
              </div>
              {c.canDelete ? (
                <button
                  type="button"
                  onClick={() => void del(c.id)}
                  aria-label={t('deleteCommentBy', c.author.fullName)}
                  className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-rose-50 hover:text-rose-700"
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{t('noCommentsYet')}</p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          {t('addAComment')}
        </label>
        <textarea
          id={fieldId}
          rows={2}
          maxLength={TASK_LIMITS.comment}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <Button type="submit" isLoading={isLoading} className="self-end">
          {t('commentButton')}
        </Button>
      </form>
    </section>
  );
}

function History({ taskId }: { taskId: number }) {
  const t = useT(tasks);
  const f = useFormat();
  const { data, isLoading } = useTaskHistoryQuery(taskId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {t('activity')}
      </h3>
      {isLoading ? (
        <LoadingRegion label={t('loadingActivity')}>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </LoadingRegion>
      ) : (
        <ol className="flex flex-col gap-1.5 border-l-2 border-slate-200 pl-3">
          {(data?.data ?? []).map((entry) => (
            <li key={entry.id} className="text-sm text-slate-700">
              {historySentence(entry, t, f)} ·{' '}
              <time dateTime={entry.createdAt} className="text-slate-600">
                {f.relative(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Task detail: fields, status, checklist, attachments gallery, comments and the activity history. */
export function TaskDetail({
  taskId,
  onEdit,
  onDeleted,
}: {
  taskId: number;
  onEdit?(task: TTaskDetail): void;
  onDeleted?(): void;
}) {
  const t = useT(tasks);
  const tm = useT(msg);
  const f = useFormat();
  const { data, isLoading, error } = useTaskQuery(taskId);
  const [remove, { isLoading: deleting }] = useDeleteTaskMutation();
  const task = data?.data;
  if (isLoading) {
    return (
      <LoadingRegion label={t('loadingTask')}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-3 h-24 w-full" />
      </LoadingRegion>
    );
  }
  if (!task) return <p className="text-sm text-rose-700">{errorMessage(error, tm('notFound', 'Task'))}</p>;
  const del = async () => {
    if (!window.confirm(t('confirmDelete', task.title))) return;
    try {
      await remove(task.id).unwrap();
      toast.success(t('taskDeleted'));
      onDeleted?.();
    } catch (err) {
      toast.error(tm('updateFailed', errorMessage(err)));
    }
  };
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{task.team.name}</p>
        <h2 className="text-2xl font-extrabold text-slate-900">{task.title}</h2>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={task.status} />
          <PriorityBadge priority={task.priority} />
          <DueChip task={task} />
        </div>
        {task.canManage ? (
          <div className="flex flex-wrap gap-2">
            {onEdit ? (
              <Button variant="secondary" icon={<Pencil aria-hidden size={16} />} onClick={() => onEdit(task)}>
                {t('edit')}
              </Button>
            ) : null}
            <Button variant="danger" isLoading={deleting} icon={<Trash2 aria-hidden size={16} />} onClick={del}>
              {t('delete')}
            </Button>
          </div>
        ) : null}
      </header>
      {task.canChangeStatus ? <StatusButtons taskId={task.id} title={task.title} status={task.status} /> : null}
      {task.description ? <LinkifiedText text={task.description} className="text-slate-800" /> : null}
      <section aria-label={t('assignees')} className="flex flex-col gap-2">
        <h3 className="text-base font-bold text-slate-900">{t('assignees')}</h3>
        {task.assignees.length ? (
          <ul className="flex flex-wrap gap-3">
            {task.assignees.map((a) => (
              <li key={a.id} className="flex items-center gap-2 text-sm text-slate-800">
                <Avatar src={a.profilePic} name={a.fullName} size={28} />
                <span>
                  {a.fullName}
                  {a.leftTeam ? <span className="ml-1 text-rose-700">({t('leftTeam')})</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('nobodyYet')}</p>
        )}
        <p className="text-xs text-slate-600">
          {t('createdBy', task.createdBy.fullName, f.relative(task.createdAt))}
          {task.completedAt ? t('doneWhen', f.relative(task.completedAt)) : ''}
        </p>
      </section>
      <Checklist taskId={task.id} items={task.checklist} canTick={task.canChangeStatus} />
      <AttachmentGallery attachments={task.attachments} />
      <Comments task={task} />
      <History taskId={task.id} />
    </article>
  );
}
