import { type TextareaHTMLAttributes, useId } from 'react';

/** A labelled multi-line field in the style of the shell's TextField. */
export function TextAreaField({
  label,
  error,
  required,
  id,
  ...rest
}: { label: string; error?: string; required?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
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
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        aria-required={required || undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-500"
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
