import { TIME_ZONE } from '@campus/shared/constants';
import { fillField } from '@campus/shared/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Helpers of admin-form.tsx: field definitions and the value ↔ payload conversions (no React here). */

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface ListItemField {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'boolean' | 'time';
}

interface BaseField {
  /** Payload key. */
  name: string;
  /** Visible label; also the {label} of 'Please fill out the {label} field.'. */
  label: string;
  /** Must be non-empty before anything is sent (booleans are exempt). */
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  /** Span both columns on wide screens (textarea, image and json-list always do). */
  wide?: boolean;
}

export type AdminField =
  | (BaseField & { kind: 'text' | 'email' | 'url' | 'tel'; placeholder?: string; maxLength?: number })
  | (BaseField & { kind: 'textarea'; placeholder?: string; rows?: number })
  | (BaseField & { kind: 'number'; min?: number; max?: number; step?: number })
  | (BaseField & { kind: 'select'; options: readonly SelectOption[]; placeholder?: string })
  | (BaseField & { kind: 'boolean' })
  /** An instant; edited in Asia/Dhaka, sent as ISO 8601 UTC. */
  | (BaseField & { kind: 'datetime' })
  /** A calendar day, sent as YYYY-MM-DD (table filters on createdAt/updatedAt). */
  | (BaseField & { kind: 'date' })
  /** Pick → crop at `aspect` (width / height, from ASPECT) → POST /upload; the value is the stored URL. */
  | (BaseField & { kind: 'image'; aspect: number })
  /** Rows of small records, e.g. bus entries {busName, time, isAvailable}. encode 'json' sends a JSON string. */
  | (BaseField & {
      kind: 'json-list';
      itemFields: readonly ListItemField[];
      encode?: 'array' | 'json';
      addLabel?: string;
    });

export type ListItem = Record<string, string | boolean>;
export type FieldValue = string | boolean | ListItem[];
export type FormValues = Record<string, FieldValue>;
export type Payload = Record<string, unknown>;

const DATETIME_INPUT = "yyyy-MM-dd'T'HH:mm";

/** An ISO instant as the value of <input type="datetime-local">, in Dhaka time. */
export function isoToDhakaInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return format(new TZDate(d, TIME_ZONE), DATETIME_INPUT);
}

/** The value of <input type="datetime-local"> read as Dhaka time, as an ISO instant. */
export function dhakaInputToIso(local: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, 0, TIME_ZONE).getTime()).toISOString();
}

function blankItem(fields: readonly ListItemField[]): ListItem {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'boolean' ? true : '']));
}

function toListItems(raw: unknown, fields: readonly ListItemField[]): ListItem[] {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const item = blankItem(fields);
    for (const f of fields) {
      const v = (entry as Record<string, unknown> | null)?.[f.name];
      if (f.kind === 'boolean') item[f.name] = v === undefined ? true : Boolean(v);
      else item[f.name] = v === undefined || v === null ? '' : String(v);
    }
    return item;
  });
}

/** Form state from a server row (or nothing, for a create form). */
export function initialFormValues(fields: readonly AdminField[], initial: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = initial[field.name];
    switch (field.kind) {
      case 'boolean':
        values[field.name] = Boolean(raw);
        break;
      case 'json-list':
        values[field.name] = toListItems(raw, field.itemFields);
        break;
      case 'datetime':
        values[field.name] = typeof raw === 'string' && raw ? isoToDhakaInput(raw) : '';
        break;
      case 'date':
        values[field.name] = typeof raw === 'string' ? raw.slice(0, 10) : '';
        break;
      default:
        values[field.name] = raw === undefined || raw === null ? '' : String(raw);
    }
  }
  return values;
}

export function newListItem(fields: readonly ListItemField[]): ListItem {
  return blankItem(fields);
}

function isBlankItem(item: ListItem, fields: readonly ListItemField[]) {
  return fields.every((f) => f.kind === 'boolean' || String(item[f.name] ?? '').trim() === '');
}

function listPayload(items: ListItem[], fields: readonly ListItemField[]) {
  return items
    .filter((item) => !isBlankItem(item, fields))
    .map((item) =>
      Object.fromEntries(
        fields.map((f) => {
          const v = item[f.name];
          if (f.kind === 'boolean') return [f.name, Boolean(v)];
          if (f.kind === 'number') return [f.name, v === '' ? null : Number(v)];
          return [f.name, String(v ?? '').trim()];
        }),
      ),
    );
}

/** The value a field contributes to the payload, or undefined when it is empty (empty values are dropped). */
function payloadValue(field: AdminField, value: FieldValue | undefined): unknown {
  if (field.kind === 'boolean') return Boolean(value);
  if (field.kind === 'json-list') {
    const items = listPayload(Array.isArray(value) ? value : [], field.itemFields);
    if (!items.length) return undefined;
    return field.encode === 'json' ? JSON.stringify(items) : items;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  switch (field.kind) {
    case 'number': {
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'select':
      return field.options.find((o) => String(o.value) === text)?.value ?? text;
    case 'datetime':
      return dhakaInputToIso(text);
    default:
      return text;
  }
}

export function buildPayload(fields: readonly AdminField[], values: FormValues): Payload {
  const payload: Payload = {};
  for (const field of fields) {
    const v = payloadValue(field, values[field.name]);
    if (v !== undefined) payload[field.name] = v;
  }
  return payload;
}

/** product §5: every required field must be non-empty (booleans exempt), else 'Please fill out the {label} field.'. */
export function requiredErrors(fields: readonly AdminField[], payload: Payload): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.required && field.kind !== 'boolean' && payload[field.name] === undefined) {
      errors[field.name] = fillField(field.label);
    }
  }
  return errors;
}
