import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-500';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({
  label,
  error,
  hint,
  required,
  id,
  ...rest
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
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
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        aria-required={required || undefined}
        className={CONTROL}
        {...rest}
      />
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  error,
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
  const autoId = useId();
  const fieldId = id ?? autoId;
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
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={CONTROL}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
