import type { ReactNode } from 'react';
import { formatDhaka } from '../../lib/dates';
import { responsiveImage } from '../../lib/responsive-image';

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

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(plain).join(', ') || '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; fullName?: unknown; title?: unknown };
    const label = named.name ?? named.fullName ?? named.title;
    return typeof label === 'string' ? label : JSON.stringify(value);
  }
  return String(value);
}

export function CellValue({ value, kind = 'text', alt }: { value: unknown; kind?: CellKind; alt: string }): ReactNode {
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
    if (!Number.isNaN(d.getTime())) return <time dateTime={String(value)}>{formatDhaka(d)}</time>;
  }
  return plain(value);
}
