import type { z } from 'zod';

/**
 * The first message per field of a failed zod parse, keyed by the field name (the first segment of each issue's
 * path). Every form that shows zod's messages under its fields reads them from here.
 */
export function fieldErrors<K extends string = string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out as FieldErrors<K>;
}

/** A message per field: any name for a plain string key, some of the form's own field names otherwise. */
export type FieldErrors<K extends string> = string extends K ? Record<string, string> : Partial<Record<K, string>>;
