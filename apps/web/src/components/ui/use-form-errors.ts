import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * The errors of a hand-written form, shown the way every form of the app shows them: all at once on submit with
 * the focus on the first invalid field, and each one gone as soon as its field becomes valid.
 * `validate` returns the message per field name for a set of values ({} when all is well).
 */
export function useFormErrors<V>(validate: (values: V) => Record<string, string>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  return {
    errors,
    formRef,
    /** On submit: true when the values are valid; otherwise shows every error and focuses the first field. */
    check(values: V): boolean {
      const found = validate(values);
      if (Object.keys(found).length === 0) {
        setErrors({});
        return true;
      }
      flushSync(() => setErrors(found));
      focusFirstInvalid(formRef.current);
      return false;
    },
    /** After a field changed: its error, if it showed one, is checked again against the new values. */
    recheck(name: string, values: V) {
      if (errors[name]) setErrors((e) => ({ ...e, [name]: validate(values)[name] ?? '' }));
    },
  };
}
