/**
 * Moves the keyboard focus to the form's first invalid control (in the order the fields are shown), so a student
 * who submits an incomplete form lands on what to fix and a screen reader reads its error. Call it after the
 * errors have been rendered (inside or after `flushSync`).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  first?.scrollIntoView?.({ block: 'center' });
}
