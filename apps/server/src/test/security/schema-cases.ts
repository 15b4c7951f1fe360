/**
 * Generates malformed requests for a write route from its body schema (the OpenAPI document that
 * fastify-type-provider-zod derives from the route's zod schema), and decides whether a body surely
 * breaks that schema — only such bodies are sent, so every case must be refused.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface BadCase {
  category: string;
  name: string;
  /** Raw text sent as is (invalid JSON, prototype keys), or a value sent as JSON. */
  raw?: string | Buffer;
  body?: unknown;
  contentType?: string;
  /** Path parameters to use instead of the default '1'. */
  param?: string;
}

export const HUGE = 'x'.repeat(100_000);
export const SQL_PAYLOADS = ["1' OR '1'='1", "'; DROP TABLE users; --", '1; SELECT pg_sleep(5)--', "admin'--"];
export const HTML_PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'];

/** Path parameter values that are not a usable id. */
export const BAD_PARAMS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1 OR 1=1',
  "1';DROP TABLE users;--",
  '99999999999999999999',
  '%00',
  '<script>',
];

/** Dates a parser accepts but no campus record can hold (issue 16 finding 5): 400 by DATE_RANGE, never a 500. */
export const EXTREME_DATES = [
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '10000-01-01',
  '99999-12-31',
  '0001-01-01',
  '1969-12-31T23:59:59Z',
  '2101-01-01',
];
/** Amounts finer than the stored paisa, zero, negative or beyond any price (issue 16 finding 6). */
export const BAD_PRICES: unknown[] = [0.001, 0.004, 12.345, '0.009', 0, -1, 1e15, 1e308];

const DATE_FIELD = /(Time|Date|At|^deadline)$/;
const PRICE_FIELD = /price/i;

/**
 * Field-aware cases: each date, price and link field of the body alone gets values the generic generators
 * cannot judge from the JSON schema (a date string that parses, a number with too many decimals). The
 * body keeps `id` (update routes) so the value itself must be what is refused.
 */
export function fieldCases(schema: JsonSchema | undefined, extra: { urls: readonly string[] }): BadCase[] {
  if (!schema?.properties) return [];
  const base = 'id' in schema.properties ? { id: 1 } : {};
  const out: BadCase[] = [];
  for (const key of Object.keys(schema.properties)) {
    if (key === 'expirationTime') continue; // PushSubscription.toJSON() sends it; the API ignores it.
    if (DATE_FIELD.test(key))
      for (const v of EXTREME_DATES)
        out.push({ category: 'extreme dates', name: `${key}=${v}`, body: { ...base, [key]: v } });
    if (PRICE_FIELD.test(key))
      for (const v of BAD_PRICES)
        out.push({ category: 'price precision', name: `${key}=${v}`, body: { ...base, [key]: v } });
    if (isLinkField(key))
      for (const v of extra.urls)
        out.push({ category: 'hostile URLs', name: `${key}=${v}`, body: { ...base, [key]: v } });
  }
  return out;
}

/** Picture and link fields by name: covers, profile and cover pictures, galleries, offer and window images, links. */
export function isLinkField(key: string): boolean {
  return /(Pic|Image|image|imageUrl|images|link|Link|photoURL)$/.test(key) || key === 'image';
}

/** Addresses no picture or link field may hold (issue 16 finding 9). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/uploads/../api/v1/user/table',
  '//evil.example/x.png',
  'https://[',
  'vbscript:msgbox(1)',
];

const typeOf = (s: JsonSchema): string | undefined => {
  if (s.enum) return 'enum';
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type;
};

/** True when the schema says nothing (z.unknown(), z.coerce.date() …): any value may be fine. */
const isOpen = (s: JsonSchema | undefined) => !s || (!typeOf(s) && !s.anyOf && !s.oneOf);

const CANDIDATES: unknown[] = [{ not: 'a string' }, 'not-a-number', 'definitely', ['not', 'this']];

/** A value of the wrong JSON type that no coercion in our zod schemas turns into a valid one. */
export function wrongValue(s: JsonSchema): unknown {
  // Unions (ids accept a number or a numeric string): a value that breaks every branch.
  if (s.anyOf || s.oneOf) return CANDIDATES.find((c) => violates(c, s));
  switch (typeOf(s)) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'definitely';
    case 'enum':
      return 'NOT_IN_THE_LIST';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

function isNullable(s: JsonSchema) {
  return s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));
}

/** Does `value` surely break schema `s`? Conservative: open schemas and unknown keywords never count. */
export function violates(value: unknown, s: JsonSchema | undefined): boolean {
  if (isOpen(s) || !s) return false;
  if (s.anyOf) return s.anyOf.every((b) => violates(value, b));
  if (s.oneOf) return s.oneOf.every((b) => violates(value, b));
  if (value === null) return !isNullable(s);
  if (value === undefined) return false;
  if (s.enum) return !s.enum.includes(value);
  switch (typeOf(s)) {
    case 'string':
      if (typeof value !== 'string') return typeof value === 'object';
      if (s.maxLength !== undefined && value.length > s.maxLength) return true;
      if (s.minLength !== undefined && value.trim().length < s.minLength) return true;
      if (s.pattern && !new RegExp(s.pattern, 'u').test(value.trim())) return true;
      if (s.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())) return true;
      return false;
    case 'integer':
    case 'number': {
      if (typeof value === 'number') {
        if (s.maximum !== undefined && value > s.maximum) return true;
        if (s.minimum !== undefined && (s.exclusiveMinimum === true ? value <= s.minimum : value < s.minimum))
          return true;
        return typeOf(s) === 'integer' && !Number.isInteger(value);
      }
      if (typeof value === 'string') return Number.isNaN(Number(value)) || value.trim() === '';
      return typeof value === 'object' && !Array.isArray(value);
    }
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      if (!Array.isArray(value)) return true;
      if (s.maxItems !== undefined && value.length > s.maxItems) return true;
      return value.some((v) => violates(v, s.items));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return true;
      const obj = value as Record<string, unknown>;
      if ((s.required ?? []).some((k) => !(k in obj))) return true;
      return Object.entries(s.properties ?? {}).some(([k, ps]) => k in obj && violates(obj[k], ps));
    }
    default:
      return false;
  }
}

function deepNest(depth: number, leaf = '1'): string {
  return `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

/** Every malformed request for one route; `schema` undefined = the route takes no JSON body. */
export function casesFor(schema: JsonSchema | undefined): { cases: BadCase[]; skipped: string[] } {
  const cases: BadCase[] = [];
  const skipped: string[] = [];

  // Transport-level garbage: refused before any schema is consulted.
  for (const raw of ['{"a": ', "{'single': 'quotes'}", '{"a":1}}', 'NaN', '{"a":undefined}', '\u0000']) {
    cases.push({ category: 'invalid JSON', name: JSON.stringify(raw).slice(0, 30), raw });
  }
  cases.push({ category: 'oversized body', name: '1.1 MB JSON', raw: JSON.stringify({ a: 'x'.repeat(1_100_000) }) });
  cases.push({
    category: 'prototype keys',
    name: '__proto__ at top level',
    raw: '{"__proto__":{"role":"ADMIN","isAdmin":true}}',
  });
  cases.push({
    category: 'prototype keys',
    name: 'constructor.prototype',
    raw: '{"constructor":{"prototype":{"isAdmin":true}}}',
  });

  // A route without a body schema ignores its body, so only garbage the parser itself refuses is bad input for it.
  if (!schema) return { cases, skipped };

  cases.push({ category: 'wrong content type', name: 'text/plain', raw: '{"a":1}', contentType: 'text/plain' });
  cases.push({
    category: 'wrong content type',
    name: 'form-urlencoded',
    raw: 'a=1&b=2',
    contentType: 'application/x-www-form-urlencoded',
  });

  const props = Object.entries(schema.properties ?? {});
  const typed = props.filter(([, s]) => wrongValue(s) !== undefined);
  const required = schema.required ?? [];
  /** Makes `body` surely invalid by breaking another typed field when needed. */
  const poisoned = (body: Record<string, unknown>, except?: string): Record<string, unknown> | undefined => {
    if (violates(body, schema)) return body;
    const other = typed.find(([k]) => k !== except && !(k in body));
    if (!other) return undefined;
    const out = { ...body, [other[0]]: wrongValue(other[1]) };
    return violates(out, schema) ? out : undefined;
  };
  const add = (category: string, name: string, body: unknown) => {
    if (violates(body, schema)) cases.push({ category, name, body });
    else skipped.push(`${category}: ${name}`);
  };

  for (const body of [[], [{}], 'text', 42, true, null]) add('not an object', JSON.stringify(body), body);
  if (required.length) add('missing fields', '{}', {});
  if (required.length) add('missing fields', 'only unknown keys', { zzUnknown: 1 });

  const allWrong = Object.fromEntries(typed.map(([k, s]) => [k, wrongValue(s)]));
  if (typed.length) add('wrong types', 'every field', allWrong);
  for (const [k, s] of typed) add('wrong types', k, { [k]: wrongValue(s) });
  for (const [k, s] of typed) {
    if (typeOf(s) === 'string') continue;
    add('wrong types', `${k} = "1 OR 1=1"`, poisoned({ [k]: '1 OR 1=1' }, k) ?? { [k]: '1 OR 1=1' });
  }

  for (const [k, s] of props) {
    if (typeOf(s) !== 'string') continue;
    const body = poisoned({ [k]: HUGE }, k);
    if (body) add('huge strings', `${k} (100k chars)`, body);
    else skipped.push(`huge strings: ${k}`);
  }
  if (typed.length) {
    add('unknown keys', 'extra keys', { ...allWrong, zzUnknown: 'x', $where: '1==1', 'a.b': 1, id_: [1, 2] });
    cases.push({
      category: 'prototype keys',
      name: 'nested __proto__ under a field',
      raw: `{"${typed[0][0]}":{"__proto__":{"polluted":true}}}`,
    });
    // The nested object goes where an object is surely wrong (an object field would just drop unknown keys).
    const target = typed.find(([, ps]) => violates({ a: 1 }, ps));
    if (target)
      cases.push({
        category: 'deep nesting',
        name: `5000 levels in ${target[0]}`,
        raw: `{"${target[0]}":${deepNest(5000)}}`,
      });
    else skipped.push('deep nesting');
  }

  for (const payload of [...SQL_PAYLOADS, ...HTML_PAYLOADS]) {
    const category = SQL_PAYLOADS.includes(payload) ? 'SQL payloads' : 'HTML payloads';
    // Into every field: string fields carry it, the others become invalid with it.
    const body = Object.fromEntries(props.filter(([, s]) => !isOpen(s)).map(([k]) => [k, payload]));
    const sure = poisoned(body);
    if (sure) add(category, payload, sure);
    else skipped.push(`${category}: ${payload}`);
  }
  return { cases, skipped };
}
