import { z } from 'zod';
import { CONTACT_NO_PATTERN, DATE_RANGE, LIST_LIMIT, STRING_MAX } from '../constants';
import { SORT_ORDERS } from '../enums';
import { validationMsg } from '../i18n/en/validation-msg';
import { latinDigits } from '../i18n/lang';
import { fillField, MSG } from '../messages';

/** The schemas' validation messages, from the catalogue so the server answers them in the caller's language. */
export const VALIDATION_MSG = validationMsg.en;

/** A required, trimmed text field whose every failure says 'Please fill out the {label} field.'. */
export function requiredText(label: string, max: number = STRING_MAX.short) {
  return z
    .string({ error: fillField(label) })
    .trim()
    .min(1, fillField(label))
    .max(max, VALIDATION_MSG.tooLong(label, max));
}

export function optionalText(label: string, max: number = STRING_MAX.short) {
  return z
    .string({ error: VALIDATION_MSG.mustBeText(label) })
    .trim()
    .max(max, VALIDATION_MSG.tooLong(label, max))
    .optional();
}

// URLs (issue 16 finding 9): one place decides what a link, an identity picture and an app image may be.

/** A parsed http(s) URL with a host and no credentials, or null; spaces and control characters never pass. */
function parseWebUrl(v: string, protocols: readonly string[]): URL | null {
  // Whitespace, C0 control characters and DEL never belong in a link.
  if ([...v].some((ch) => /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(v);
    if (!protocols.includes(url.protocol) || !url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** A link a person clicks (profile link, library link): http or https only, so never javascript: or data:. */
export const isHttpLink = (v: string) => parseWebUrl(v, ['http:', 'https:']) !== null;
/** A picture from the identity provider (Google's `picture`, the emulator's photoURL): any https address. */
export const isHttpsPicture = (v: string) => parseWebUrl(v, ['https:']) !== null;

/** This app's own stored files: /uploads/ and plain path segments, so `..`, `//` and `%2e` cannot appear. */
const UPLOAD_PATH = /^\/uploads(?:\/[\w-][\w.-]*)+$/;

let imageOrigins: readonly string[] | null = null;

/**
 * Where pictures the app's forms fill may live besides /uploads/: the configured image host and S3 public URL
 * (each a prefix such as `https://i.ibb.co/`). The server sets them at start; until then (in the browser) any
 * https address passes the form and the server has the last word.
 */
export function setImageOrigins(prefixes: readonly string[] | null) {
  imageOrigins = prefixes?.map((p) => (p.endsWith('/') ? p : `${p}/`)) ?? null;
}

export function isAppImage(v: string): boolean {
  if (UPLOAD_PATH.test(v)) return true;
  const url = parseWebUrl(v, ['https:']);
  if (!url || /(^|\/)\.\.?(\/|$)|%2e/i.test(v.slice(url.origin.length))) return false;
  return imageOrigins === null || imageOrigins.some((prefix) => url.href.startsWith(prefix));
}

/** An image the app's own forms fill: an upload of this app or a picture on its configured image host. */
export function imageUrl(label: string) {
  return z
    .string({ error: fillField(label) })
    .trim()
    .min(1, fillField(label))
    .max(STRING_MAX.url)
    .refine(isAppImage, { message: VALIDATION_MSG.mustBeAppImage(label) });
}

/** A clickable link; with allowEmpty, '' clears it. */
export function externalUrl(label: string, options: { allowEmpty?: boolean } = {}) {
  return z
    .string({ error: VALIDATION_MSG.mustBeLink(label) })
    .trim()
    .max(STRING_MAX.url)
    .refine((v) => (options.allowEmpty && v === '') || isHttpLink(v), {
      message: VALIDATION_MSG.mustStartWithHttp(label),
    });
}

/** An identity-provider picture; '' means none. */
export function identityPicture(label: string) {
  return z
    .string({ error: VALIDATION_MSG.mustBeLink(label) })
    .trim()
    .max(STRING_MAX.url)
    .refine((v) => v === '' || isHttpsPicture(v), { message: VALIDATION_MSG.mustBeHttpsLink(label) });
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
  return z.boolean({ error: VALIDATION_MSG.mustBeTrueOrFalse(label) });
}

/** Query-string boolean: 'true' / 'false'. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Accepted with Bengali or Latin digits, stored with Latin digits (decision 030). */
export const contactNo = z
  .string({ error: fillField('Contact Number') })
  .trim()
  .transform(latinDigits)
  .pipe(z.string().regex(CONTACT_NO_PATTERN, MSG.invalidContactNo));

const DATE_MIN_MS = Date.UTC(DATE_RANGE.minYear, 0, 1);
const DATE_MAX_MS = Date.UTC(DATE_RANGE.maxYear + 1, 0, 1) - 1;

/** True for a real date within DATE_RANGE's years (1970–2100). */
export function isDateInRange(date: Date): boolean {
  const ms = date.getTime();
  return !Number.isNaN(ms) && ms >= DATE_MIN_MS && ms <= DATE_MAX_MS;
}

export const dateOutOfRange = (label: string) =>
  VALIDATION_MSG.dateOutOfRange(label, DATE_RANGE.minYear, DATE_RANGE.maxYear);

/** An ISO date-time string (or Date) within DATE_RANGE; null, booleans, numbers and unparsable text are refused. */
export const isoDateTime = (label: string) =>
  z
    .union([z.string().trim().min(1, fillField(label)), z.date()], { error: fillField(label) })
    .transform((value, ctx) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: fillField(label) });
        return z.NEVER;
      }
      if (!isDateInRange(date)) {
        ctx.addIssue({ code: 'custom', message: dateOutOfRange(label) });
        return z.NEVER;
      }
      return date;
    });

/** A table filter naming one day ('2026-11-22' or any ISO time in it); '' means no filter. */
export const dayFilter = (name: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(40)
      .refine((v) => !Number.isNaN(new Date(v).getTime()), { message: VALIDATION_MSG.mustBeDateLike(name) })
      .refine((v) => isDateInRange(new Date(v)), { message: dateOutOfRange(name) })
      .optional(),
  );

const ID_MESSAGE = VALIDATION_MSG.mustBePositiveInteger('id');
export const ZIdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });
export type TIdParam = z.infer<typeof ZIdParam>;

/** page ≥ 1 and limit 1..1000 (default 10), as architecture §5 fixes them: for lists with no sort or search. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, VALIDATION_MSG.mustBeOneOrMore('page')).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(LIST_LIMIT.min, VALIDATION_MSG.mustBeBetween('limit', LIST_LIMIT.min, LIST_LIMIT.max))
    .max(LIST_LIMIT.max, VALIDATION_MSG.mustBeBetween('limit', LIST_LIMIT.min, LIST_LIMIT.max))
    .default(LIST_LIMIT.default),
});

/**
 * The list query of every table route: page / limit / sortBy (whitelisted) / sortOrder / searchTerm, as
 * architecture §5 fixes them. `cap`: the big public lists clamp a larger limit to it (product §9's page
 * sizes stay within it) instead of answering 400, so no client can ask for a page the budget cannot serve.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaultSort: S[number],
  options: { cap?: number } = {},
) {
  const { page, limit } = ZPageQuery.shape;
  const cap = options.cap;
  return z.object({
    page,
    limit: cap === undefined ? limit : limit.transform((v) => Math.min(v, cap)),
    sortBy: z
      .enum(sortFields, { error: VALIDATION_MSG.mustBeOneOf('sortBy', sortFields.join(', ')) })
      .default(defaultSort as S[number] & string),
    sortOrder: z.enum(SORT_ORDERS, { error: VALIDATION_MSG.mustBeAscOrDesc('sortOrder') }).default('desc'),
    searchTerm: z.string().trim().max(200).optional(),
  });
}

/** The `meta` of a list answer (envelope.ts ZListMeta). */
export type TListMeta = { page: number; limit: number; total: number; atLeast?: true };
