/**
 * AdminForm — the generic declarative form of every admin screen (product §5 "Generic admin form").
 *
 * Props:
 * - `fields: AdminField[]` (types in ./admin-form-values): each has `name` (payload key), `label`, optional
 *   `required`, `hint`, `disabled`, `wide`, and a `kind`:
 *     'text' | 'email' | 'url' | 'tel' (placeholder, maxLength) · 'textarea' (rows) · 'number' (min, max, step) ·
 *     'select' (options: {value, label}[] — a number value is sent as a number; placeholder) · 'boolean' (checkbox) ·
 *     'datetime' (edited in Asia/Dhaka, sent as ISO UTC) · 'date' (sent as YYYY-MM-DD) ·
 *     'image' (aspect from ASPECT; crops with react-easy-crop and uploads through POST /upload via ImageField) ·
 *     'json-list' (itemFields: {name, label, kind: 'text'|'number'|'boolean'|'time'}[], encode 'array' | 'json', addLabel).
 * - `initialValues?`: a server row (ISO dates, JSON strings or arrays for json-list, ids) to edit; omit for create.
 * - `onSubmit(payload)`: called only when every required field is filled (else the first
 *   'Please fill out the {label} field.' is toasted, each message shows under its field, and nothing is sent).
 *   Empty values are dropped from the payload; booleans are always sent. While the returned promise is pending the
 *   submit button shows 'Loading...' and is disabled. A rejection is toasted with the server's message.
 * - `schema?`: a shared zod schema checked after the required fields (same rule and message as the server).
 * - `follows?`: fields whose value follows another field until the admin edits them, e.g.
 *   `{ rsvpEnabled: { source: 'type', value: (type) => type === 'EVENT' } }` (product §10.1).
 * - `submitLabel?` (default 'Submit'), `onCancel?` (adds a Cancel button), `extraActions?` (e.g. a Delete button).
 *
 * Example:
 *   <AdminForm
 *     fields={[{ name: 'name', label: 'Name', kind: 'text', required: true },
 *              { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.teamCover }]}
 *     initialValues={row ?? undefined}
 *     onSubmit={async (payload) => { await saveTeam(payload).unwrap(); toast.success('Team Posted'); close(); }}
 *   />
 */
import { MSG } from '@campus/shared/messages';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '../../app/api-error';
import {
  type AdminField,
  buildPayload,
  type FieldValue,
  type FormValues,
  initialFormValues,
  type ListItem,
  type ListItemField,
  newListItem,
  type Payload,
  requiredErrors,
} from './admin-form-values';
import { Button } from './button';
import { focusFirstInvalid } from './focus-first-invalid';
import { ImageField } from './image-field';
import { SelectField, TextField } from './text-field';

export type { AdminField, Payload, SelectOption } from './admin-form-values';

/**
 * An admin form's save: runs `save`, then toasts `success` and calls `onDone`. On failure it toasts `failure`: a
 * title with the server's message as its description, or a function that makes the title of that message.
 */
export async function saveWithToasts({
  save,
  success,
  failure,
  onDone,
}: {
  save(): Promise<unknown>;
  success: string;
  failure: string | ((message: string) => string);
  onDone(): void;
}): Promise<void> {
  try {
    await save();
    toast.success(success);
    onDone();
  } catch (error) {
    const message = errorMessage(error);
    if (typeof failure === 'string') toast.error(failure, { description: message });
    else toast.error(failure(message));
  }
}

export interface AdminFormProps {
  fields: readonly AdminField[];
  initialValues?: Record<string, unknown>;
  onSubmit(payload: Payload): unknown;
  schema?: z.ZodType;
  submitLabel?: string;
  onCancel?(): void;
  extraActions?: ReactNode;
  /** Accessible name of the form. */
  label?: string;
  /** Fields that take a value derived from another field's until the admin changes them by hand. */
  follows?: Record<string, { source: string; value(source: FieldValue): FieldValue }>;
}

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-500';

// On a phone a list entry's fields stack at full width (a time or a bus name was cut at 8rem), with the checkbox and
// Remove on one line; side by side from 640 px.
const LIST_ENTRY =
  'grid grid-cols-[1fr_auto] items-center gap-2 rounded-lg bg-slate-50 p-2 sm:flex sm:flex-wrap sm:items-end';

const isWide = (f: AdminField) => f.wide || f.kind === 'textarea' || f.kind === 'image' || f.kind === 'json-list';

export function AdminForm({
  fields,
  initialValues,
  onSubmit,
  schema,
  submitLabel = 'Submit',
  onCancel,
  extraActions,
  label,
  follows,
}: AdminFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields, initialValues));
  /** Following fields the admin has changed by hand: from then on they keep the admin's value. */
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  /** Every field's error at once: the required marks first, then the schema's rules (first message per field). */
  const validate = (current: FormValues) => {
    const payload = buildPayload(fields, current);
    const found = requiredErrors(fields, payload);
    const parsed = schema?.safeParse(payload);
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
    }
    return { payload, found };
  };

  const setValue = (name: string, value: FieldValue) => {
    const next = { ...values, [name]: value };
    if (follows?.[name]) touched.current.add(name);
    for (const [target, rule] of Object.entries(follows ?? {})) {
      if (rule.source === name && !touched.current.has(target)) next[target] = rule.value(value);
    }
    setValues(next);
    // A field that showed an error is checked again as it changes: the error goes as soon as the value is valid.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validate(next).found[name] ?? '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { payload, found } = validate(values);
    const first = fields.find((f) => found[f.name]) ?? null;
    const firstMessage = first ? found[first.name] : Object.values(found)[0];
    if (firstMessage) {
      flushSync(() => setErrors(found));
      toast.error(firstMessage);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      toast.error(errorMessage(error, MSG.errorSubmittingForm));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={isWide(field) ? 'md:col-span-2' : undefined}>
            <FieldControl
              id={`${formId}-${field.name}`}
              field={field}
              value={values[field.name]}
              error={errors[field.name] || undefined}
              onChange={(v) => setValue(field.name, v)}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        {extraActions}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" isLoading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden className="text-rose-600">
      {' '}
      *
    </span>
  ) : null;
}

function FieldControl({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: AdminField;
  value: FieldValue | undefined;
  error?: string;
  onChange(value: FieldValue): void;
}) {
  const text = typeof value === 'string' ? value : '';
  const common = { id, label: field.label, required: field.required, error, disabled: field.disabled };
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return (
        <TextField
          {...common}
          type={field.kind}
          value={text}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          hint={field.hint}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="decimal"
          value={text}
          min={field.min}
          max={field.max}
          step={field.step ?? 'any'}
          hint={field.hint}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'datetime':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={text}
          hint={field.hint ?? 'Dhaka time'}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return (
        <TextField {...common} type="date" value={text} hint={field.hint} onChange={(e) => onChange(e.target.value)} />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          value={text}
          options={[...field.options]}
          placeholder={field.placeholder ?? `Select ${field.label}`}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {field.label}
            <RequiredMark required={field.required} />
          </label>
          <textarea
            id={id}
            rows={field.rows ?? 4}
            value={text}
            placeholder={field.placeholder}
            disabled={field.disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={CONTROL}
            onChange={(e) => onChange(e.target.value)}
          />
          {field.hint ? <p className="text-xs text-slate-600">{field.hint}</p> : null}
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'boolean':
      return (
        <div className="flex h-full items-end">
          <label className="flex min-h-[42px] cursor-pointer items-center gap-3 text-sm font-semibold text-slate-800">
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              disabled={field.disabled}
              className="h-5 w-5 accent-brand-700"
              onChange={(e) => onChange(e.target.checked)}
            />
            {field.label}
          </label>
        </div>
      );
    case 'image':
      return (
        <ImageField
          label={field.label}
          aspect={field.aspect}
          value={text || null}
          required={field.required}
          error={error}
          onChange={(url) => onChange(url)}
        />
      );
    case 'json-list':
      return (
        <JsonListEditor
          id={id}
          label={field.label}
          required={field.required}
          itemFields={field.itemFields}
          addLabel={field.addLabel}
          items={Array.isArray(value) ? value : []}
          error={error}
          onChange={onChange}
        />
      );
  }
}

function JsonListEditor({
  id,
  label,
  required,
  itemFields,
  addLabel,
  items,
  error,
  onChange,
}: {
  id: string;
  label: string;
  required?: boolean;
  itemFields: readonly ListItemField[];
  addLabel?: string;
  items: ListItem[];
  error?: string;
  onChange(items: ListItem[]): void;
}) {
  const update = (index: number, name: string, v: string | boolean) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [name]: v } : item)));
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label}
        <RequiredMark required={required} />
      </legend>
      {items.length === 0 ? <p className="py-2 text-sm text-slate-600">No entries yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
          <li key={index} className={LIST_ENTRY}>
            {itemFields.map((f) =>
              f.kind === 'boolean' ? (
                <label key={f.name} className="flex h-[42px] items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={item[f.name] === true}
                    className="h-5 w-5 accent-brand-700"
                    onChange={(e) => update(index, f.name, e.target.checked)}
                  />
                  {f.label}
                </label>
              ) : (
                <label
                  key={f.name}
                  className="col-span-2 flex flex-col gap-1 text-xs font-semibold text-slate-700 sm:min-w-[8rem] sm:flex-1"
                >
                  {`${f.label} ${index + 1}`}
                  <input
                    id={index === 0 && f === itemFields[0] ? id : undefined}
                    type={f.kind === 'number' ? 'number' : f.kind === 'time' ? 'time' : 'text'}
                    value={String(item[f.name] ?? '')}
                    className={CONTROL}
                    onChange={(e) => update(index, f.name, e.target.value)}
                  />
                </label>
              ),
            )}
            <Button
              variant="ghost"
              className="justify-self-end"
              aria-label={`Remove entry ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              icon={<Trash2 aria-hidden size={16} />}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        icon={<Plus aria-hidden size={16} />}
        onClick={() => onChange([...items, newListItem(itemFields)])}
      >
        {addLabel ?? 'Add entry'}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
