import { TASK_PRIORITIES, TASK_STATUSES } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { tasks } from '@campus/shared/i18n/en/tasks';
import { TASK_LIMITS, type TChecklistItem, type TTaskDetail } from '@campus/shared/schemas/tasks';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAppSelector } from '../../../app/hooks';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { useSession } from '../../../app/session/use-session';
import { type AdminField, AdminForm, type Payload, saveWithToasts } from '../../../components/ui/admin-form';
import { Avatar } from '../../../components/ui/avatar';
import { SelectField } from '../../../components/ui/text-field';
import { uploadImage } from '../../../components/ui/upload-image';
import { useT } from '../../../lib/i18n';
import type { TasksT } from '../task-format';
import { useCreateTaskMutation, useTaskMembersQuery, useUpdateTaskMutation } from '../tasks-api';

function taskFields(t: TasksT): AdminField[] {
  return [
    { name: 'title', label: t('titleLabel'), kind: 'text', required: true, wide: true },
    {
      name: 'description',
      label: t('descriptionLabel'),
      kind: 'textarea',
      rows: 4,
      placeholder: t('descriptionPlaceholder'),
    },
    {
      name: 'status',
      label: t('statusField'),
      kind: 'select',
      required: true,
      options: TASK_STATUSES.map((s) => ({ value: s, label: t('statusLabel', s) })),
    },
    {
      name: 'priority',
      label: t('priorityField'),
      kind: 'select',
      required: true,
      options: TASK_PRIORITIES.map((p) => ({ value: p, label: t('priorityLabel', p) })),
    },
    { name: 'dueDate', label: t('dueDateField'), kind: 'datetime' },
    {
      name: 'checklist',
      label: t('checklistField'),
      kind: 'json-list',
      encode: 'array',
      addLabel: t('addItem'),
      itemFields: [
        { name: 'text', label: t('itemField'), kind: 'text' },
        { name: 'done', label: t('doneField'), kind: 'boolean' },
      ],
    },
  ];
}

/** Image attachments: each picked file goes through POST /upload; thumbnails can be removed. */
function AttachmentsField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const t = useT(tasks);
  const tm = useT(msg);
  const token = useAppSelector((s) => s.auth.token);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const room = TASK_LIMITS.maxAttachments - value.length;
  const add = async (list: FileList | null) => {
    const files = Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
    if (inputRef.current) inputRef.current.value = '';
    if (!files.length) return;
    if (files.length > room) toast.error(t('attachAtMost', TASK_LIMITS.maxAttachments));
    setBusy(true);
    const uploaded: string[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        uploaded.push((await uploadImage(file, { token })).url);
      } catch (error) {
        toast.error(tm('imageUploadFailed'), { description: error instanceof Error ? error.message : undefined });
      }
    }
    setBusy(false);
    if (uploaded.length) onChange([...value, ...uploaded]);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('attachments')}</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((src, i) => (
            <li key={src} className="relative">
              <img
                src={src}
                alt={t('attachmentNumber', i + 1)}
                className="h-20 w-20 rounded-lg object-cover ring-1 ring-slate-200"
              />
              <button
                type="button"
                aria-label={t('removeAttachment', i + 1)}
                onClick={() => onChange(value.filter((v) => v !== src))}
                className="absolute -right-2 -top-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white text-rose-700 shadow ring-1 ring-slate-200"
              >
                <Trash2 aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={inputId}
        className="inline-flex h-[35px] w-fit cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
      >
        <ImagePlus aria-hidden size={16} />
        {busy ? tm('loadingButton') : t('addImages')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        disabled={busy || room <= 0}
        className="sr-only"
        onChange={(e) => void add(e.target.files)}
      />
    </fieldset>
  );
}

function AssigneesField({
  teamId,
  value,
  onChange,
  current,
}: {
  teamId: number | undefined;
  value: number[];
  onChange(next: number[]): void;
  current: TTaskDetail['assignees'];
}) {
  const t = useT(tasks);
  const tm = useT(msg);
  const { data, isLoading } = useTaskMembersQuery(teamId);
  const members = data?.data.members ?? [];
  // Someone who left the team stays listed (and ticked) until the head unticks them.
  const left = current.filter((a) => a.leftTeam && !members.some((m) => m.id === a.id));
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('assignees')}</legend>
      {isLoading ? <p className="text-sm text-slate-600">{tm('loadingButton')}</p> : null}
      {!isLoading && !members.length ? <p className="text-sm text-slate-600">{t('noTeamMembers')}</p> : null}
      <ul className="grid gap-1 sm:grid-cols-2">
        {[...members.map((m) => ({ ...m, leftTeam: false })), ...left].map((m) => (
          <li key={m.id}>
            <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={value.includes(m.id)}
                onChange={() => toggle(m.id)}
              />
              <Avatar src={m.profilePic} name={m.fullName} size={24} />
              {m.fullName}
              {m.leftTeam ? <span className="text-rose-700">({t('leftTeam')})</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Create or edit a task (ADMIN any team, TEAM_HEAD their own). */
export function TaskForm({ row, onDone }: { row: TTaskDetail | null; onDone(): void }) {
  const t = useT(tasks);
  const tm = useT(msg);
  const fields = useMemo(() => taskFields(t), [t]);
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const teams = useDirectoryListQuery({ kind: 'team' }, { skip: !isAdmin || Boolean(row) });
  const [teamId, setTeamId] = useState<number | undefined>(row?.teamId);
  const own = useTaskMembersQuery(undefined, { skip: isAdmin || Boolean(row) });
  const effectiveTeam = row?.teamId ?? (isAdmin ? teamId : own.data?.data.team?.id);
  const teamName = row?.team.name ?? own.data?.data.team?.name;
  const [assigneeIds, setAssigneeIds] = useState<number[]>(row?.assigneeIds ?? []);
  const [attachments, setAttachments] = useState<string[]>(row?.attachments ?? []);
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();

  const submit = async (payload: Payload) => {
    if (!effectiveTeam) {
      toast.error(tm('fillField', 'Team'));
      return;
    }
    const checklist = ((payload.checklist as TChecklistItem[] | undefined) ?? []).filter((c) => c.text);
    const fields = {
      title: String(payload.title),
      // Emptied fields are dropped from the payload: send the empty value so the stored one is cleared.
      description: (payload.description as string | undefined) ?? '',
      status: payload.status as TTaskDetail['status'],
      priority: payload.priority as TTaskDetail['priority'],
      dueDate: (payload.dueDate as string | undefined) ?? null,
      checklist,
      assigneeIds,
      attachments,
    };
    await saveWithToasts({
      save: () =>
        row ? update({ id: row.id, ...fields }).unwrap() : create({ ...fields, teamId: effectiveTeam }).unwrap(),
      success: row ? t('taskUpdated') : t('taskAdded'),
      failure: (message) => (row ? tm('updateFailed', message) : tm('addFailed', message)),
      onDone,
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {isAdmin && !row ? (
        <SelectField
          label={t('team')}
          required
          placeholder={t('chooseTeam')}
          value={teamId ?? ''}
          onChange={(e) => {
            setTeamId(e.target.value ? Number(e.target.value) : undefined);
            setAssigneeIds([]);
          }}
          options={(teams.data?.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        />
      ) : (
        <p className="text-sm text-slate-700">
          {t('team')}: <span className="font-semibold text-slate-900">{teamName ?? '—'}</span>
        </p>
      )}
      <AssigneesField
        teamId={effectiveTeam}
        value={assigneeIds}
        onChange={setAssigneeIds}
        current={row?.assignees ?? []}
      />
      <AttachmentsField value={attachments} onChange={setAttachments} />
      <AdminForm
        label={row ? t('updateTask') : t('addTask')}
        fields={fields}
        initialValues={row ? { ...row } : { status: 'TODO', priority: 'NORMAL' }}
        onSubmit={submit}
        onCancel={onDone}
      />
    </div>
  );
}
