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
import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import { ui } from '@campus/shared/i18n/en/ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '../../app/api-error';
import { fieldErrors } from '../../lib/field-errors';
import { useLocalize, useT } from '../../lib/i18n';
import { AdminFieldControl } from './admin-form-fields';
import {
  type AdminField,
  buildPayload,
  type FieldValue,
  type FormValues,
  initialFormValues,
  type Payload,
  requiredErrors,
} from './admin-form-values';
import { Button } from './button';
import { focusFirstInvalid } from './focus-first-invalid';

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

const isWide = (f: AdminField) => f.wide || f.kind === 'textarea' || f.kind === 'image' || f.kind === 'json-list';

export function AdminForm({
  fields,
  initialValues,
  onSubmit,
  schema,
  submitLabel,
  onCancel,
  extraActions,
  label,
  follows,
}: AdminFormProps) {
  const t = useT(dashboard);
  const tu = useT(ui);
  const tm = useT(msg);
  const localize = useLocalize();
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
    return { payload, found: parsed?.success === false ? { ...fieldErrors(parsed.error), ...found } : found };
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
      toast.error(localize(firstMessage));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      toast.error(errorMessage(error, tm('errorSubmittingForm')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={isWide(field) ? 'md:col-span-2' : undefined}>
            <AdminFieldControl
              id={`${formId}-${field.name}`}
              field={field}
              value={values[field.name]}
              error={errors[field.name] ? localize(errors[field.name]) : undefined}
              onChange={(v) => setValue(field.name, v)}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        {extraActions}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {tu('cancel')}
          </Button>
        ) : null}
        <Button type="submit" isLoading={busy}>
          {submitLabel ?? t('submit')}
        </Button>
      </div>
    </form>
  );
}
