import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useLocalize } from '../../lib/i18n';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-500';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** The control's id (the caller's, or a generated one) and the ARIA that ties it to the field's error. */
function useControlProps(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId}-error` : undefined,
  } as const;
}

/** Label (with a required mark), the control, then the hint and the error every field shows the same way. */
function Field({
  fieldId,
  label,
  error,
  hint,
  required,
  children,
}: FieldShell & { fieldId: string; children: ReactNode }) {
  // Schema messages are English at their source; shown in the language on screen (decision 030).
  const localize = useLocalize();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden className="text-rose-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-rose-700">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  ...rest
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControlProps(id, error);
  return (
    <Field fieldId={control.id} label={label} error={error} hint={hint} required={required}>
      <input {...control} aria-required={required || undefined} className={CONTROL} {...rest} />
    </Field>
  );
}

/** A multi-line TextField: three rows unless `rows` says otherwise. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  id,
  ...rest
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControlProps(id, error);
  return (
    <Field fieldId={control.id} label={label} error={error} hint={hint} required={required}>
      <textarea {...control} rows={3} aria-required={required || undefined} className={CONTROL} {...rest} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  id,
  options,
  placeholder,
  ...rest
}: FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string | number; label: string }[];
    placeholder?: string;
  }) {
  const control = useControlProps(id, error);
  return (
    <Field fieldId={control.id} label={label} error={error} hint={hint} required={required}>
      <select {...control} className={CONTROL} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
