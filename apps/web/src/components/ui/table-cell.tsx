import { dashboard } from '@campus/shared/i18n/en/dashboard';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../../lib/i18n';
import { responsiveImage } from '../../lib/responsive-image';
import { useFormat } from '../../lib/use-format';

/**
 * How data-table.tsx shows a plain value, said by its column (never guessed from the value): 'image' a thumbnail,
 * 'date' an instant in Dhaka time, 'boolean' Yes/No, 'text' (the default) the value as text — objects by their name.
 */
export type CellKind = 'text' | 'image' | 'date' | 'boolean';

/** Reads `a.b.c` from a row. */
export function valueAt(row: unknown, key: string): unknown {
  let v: unknown = row;
  for (const part of key.split('.')) {
    if (v === null || v === undefined || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** A value as text in the language on screen: Yes/No, and a count's digits, in Bangla when it is on (decision 030). */
function plain(value: unknown, t: Translate<typeof dashboard.en>, digits: (n: number) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') return digits(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, t, digits)).join(', ') || '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; fullName?: unknown; title?: unknown };
    const label = named.name ?? named.fullName ?? named.title;
    return typeof label === 'string' ? label : JSON.stringify(value);
  }
  return String(value);
}

export function CellValue({ value, kind = 'text', alt }: { value: unknown; kind?: CellKind; alt: string }): ReactNode {
  const t = useT(dashboard);
  const f = useFormat();
  if (kind === 'image' && typeof value === 'string' && value) {
    return (
      <img
        {...responsiveImage(value, '48px')}
        alt={alt}
        loading="lazy"
        width={48}
        height={48}
        className="h-12 w-12 rounded-md object-cover ring-1 ring-slate-200"
      />
    );
  }
  if (kind === 'date' && value) {
    const d = new Date(String(value));
    if (!Number.isNaN(d.getTime())) return <time dateTime={String(value)}>{f.date(d)}</time>;
  }
  return plain(value, t, f.digits);
}
