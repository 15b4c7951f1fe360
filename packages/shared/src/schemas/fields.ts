import { z } from 'zod';
import { CONTACT_NO_PATTERN, LIST_LIMIT, STRING_MAX } from '../constants';
import { SORT_ORDERS } from '../enums';
import { fillField, MSG } from '../messages';

/** A required, trimmed text field whose every failure says 'Please fill out the {label} field.'. */
export function requiredText(label: string, max: number = STRING_MAX.short) {
  return z
    .string({ error: fillField(label) })
    .trim()
    .min(1, fillField(label))
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number = STRING_MAX.short) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();
}

/** http(s) URL or an app-relative upload path (/uploads/...). Anything else (javascript:, data:) is refused. */
export function imageUrl(label: string) {
  return z
    .string({ error: fillField(label) })
    .trim()
    .min(1, fillField(label))
    .max(STRING_MAX.url)
    .refine((v) => /^https?:\/\//i.test(v) || /^\/uploads\/[\w./-]+$/.test(v), {
      message: `${label} must be an http(s) link or an uploaded image`,
    });
}

export function externalUrl(label: string) {
  return z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(STRING_MAX.url)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { message: `${label} must start with http:// or https://` });
}

/** A positive integer id from JSON (number) or a form/query string; booleans, null and text are refused. */
export function requiredId(label: string) {
  return z.union([z.number(), z.string()], { error: fillField(label) }).pipe(
    z.coerce
      .number<string | number>({ error: fillField(label) })
      .int(fillField(label))
      .positive(fillField(label)),
  );
}

export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: fillField(label) });
}

export function requiredBoolean(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}

/** Query-string boolean: 'true' / 'false'. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const contactNo = z
  .string({ error: fillField('Contact Number') })
  .trim()
  .regex(CONTACT_NO_PATTERN, MSG.invalidContactNo);

/** An ISO date-time string (or Date); null, booleans, numbers and unparsable text are refused. */
export const isoDateTime = (label: string) =>
  z
    .union([z.string().trim().min(1, fillField(label)), z.date()], { error: fillField(label) })
    .transform((value, ctx) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: fillField(label) });
        return z.NEVER;
      }
      return date;
    });

const ID_MESSAGE = 'id must be a positive integer';
export const ZIdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });
export type TIdParam = z.infer<typeof ZIdParam>;

/** page / limit / sortBy (whitelisted) / sortOrder / searchTerm, as ARCHITECTURE §5 fixes them. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortFields: S, defaultSort: S[number]) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int()
      .min(LIST_LIMIT.min, `limit must be between ${LIST_LIMIT.min} and ${LIST_LIMIT.max}`)
      .max(LIST_LIMIT.max, `limit must be between ${LIST_LIMIT.min} and ${LIST_LIMIT.max}`)
      .default(LIST_LIMIT.default),
    sortBy: z
      .enum(sortFields, { error: `sortBy must be one of: ${sortFields.join(', ')}` })
      .default(defaultSort as S[number] & string),
    sortOrder: z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }).default('desc'),
    searchTerm: z.string().trim().max(200).optional(),
  });
}

export type TListMeta = { page: number; limit: number; total: number };
