import { ui } from '@campus/shared/i18n/en/ui';
/**
 * The controls of admin-form.tsx, one component per field kind. `FIELD_CONTROLS` maps every `AdminField['kind']` to
 * its component, so the typecheck fails when a kind is added without one; `AdminFieldControl` picks from it.
 */
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { useT } from '../../lib/i18n';
import type { AdminField, FieldValue, ListItem, ListItemField } from './admin-form-values';
import { newListItem } from './admin-form-values';
import { Button } from './button';
import { ImageField } from './image-field';
import { SelectField, TextField } from './text-field';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-500';

// On a phone a list entry's fields stack at full width (a time or a bus name was cut at 8rem), with the checkbox and
// Remove on one line; side by side from 640 px.
const LIST_ENTRY =
  'grid grid-cols-[1fr_auto] items-center gap-2 rounded-lg bg-slate-50 p-2 sm:flex sm:flex-wrap sm:items-end';

type Kind = AdminField['kind'];

/** What every control receives: the field of its kind, the current value, the error shown under it. */
export interface FieldControlProps<K extends Kind = Kind> {
  id: string;
  field: AdminField & { kind: K };
  value: FieldValue | undefined;
  error?: string;
  onChange(value: FieldValue): void;
}

const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

function common<K extends Kind>({ id, field, error }: FieldControlProps<K>) {
  return { id, label: field.label, required: field.required, error, disabled: field.disabled };
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden className="text-rose-600">
      {' '}
      *
    </span>
  ) : null;
}

function LineField(props: FieldControlProps<'text' | 'email' | 'url' | 'tel'>) {
  const { field, value, onChange } = props;
  return (
    <TextField
      {...common(props)}
      type={field.kind}
      value={textOf(value)}
      placeholder={field.placeholder}
      maxLength={field.maxLength}
      hint={field.hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function NumberField(props: FieldControlProps<'number'>) {
  const { field, value, onChange } = props;
  return (
    <TextField
      {...common(props)}
      type="number"
      inputMode="decimal"
      value={textOf(value)}
      min={field.min}
      max={field.max}
      step={field.step ?? 'any'}
      hint={field.hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function DateTimeField(props: FieldControlProps<'datetime'>) {
  return (
    <TextField
      {...common(props)}
      type="datetime-local"
      value={textOf(props.value)}
      hint={props.field.hint ?? 'Dhaka time'}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function DateField(props: FieldControlProps<'date'>) {
  return (
    <TextField
      {...common(props)}
      type="date"
      value={textOf(props.value)}
      hint={props.field.hint}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

function ChoiceField(props: FieldControlProps<'select'>) {
  const { field, value, onChange } = props;
  return (
    <SelectField
      {...common(props)}
      value={textOf(value)}
      options={[...field.options]}
      placeholder={field.placeholder ?? `Select ${field.label}`}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function TextareaField({ id, field, value, error, onChange }: FieldControlProps<'textarea'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      <textarea
        id={id}
        rows={field.rows ?? 4}
        value={textOf(value)}
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
}

function BooleanField({ id, field, value, onChange }: FieldControlProps<'boolean'>) {
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
}

function PictureField({ field, value, error, onChange }: FieldControlProps<'image'>) {
  return (
    <ImageField
      label={field.label}
      aspect={field.aspect}
      value={textOf(value) || null}
      required={field.required}
      error={error}
      onChange={(url) => onChange(url)}
    />
  );
}

/** Rows of small records (e.g. bus entries): each row's fields side by side, Remove per row, an Add button. */
function JsonListField({ id, field, value, error, onChange }: FieldControlProps<'json-list'>) {
  const items: ListItem[] = Array.isArray(value) ? value : [];
  const itemFields: readonly ListItemField[] = field.itemFields;
  const update = (index: number, name: string, v: string | boolean) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [name]: v } : item)));
  const t = useT(ui);
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      {items.length === 0 ? <p className="py-2 text-sm text-slate-600">{t('noEntries')}</p> : null}
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
              aria-label={t('removeEntry', index + 1)}
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
        {field.addLabel ?? 'Add entry'}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const FIELD_CONTROLS: { [K in Kind]: ComponentType<FieldControlProps<K>> } = {
  text: LineField,
  email: LineField,
  url: LineField,
  tel: LineField,
  number: NumberField,
  datetime: DateTimeField,
  date: DateField,
  select: ChoiceField,
  textarea: TextareaField,
  boolean: BooleanField,
  image: PictureField,
  'json-list': JsonListField,
};

/** The control of one field, chosen by its kind. */
export function AdminFieldControl(props: FieldControlProps) {
  const Control = FIELD_CONTROLS[props.field.kind] as ComponentType<FieldControlProps>;
  return <Control {...props} />;
}
