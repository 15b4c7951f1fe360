import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';

/** Make user text match literally inside ILIKE: %, _ and \ lose their wildcard meaning. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE / ILIKE pattern of "contains `term`", its wildcards matched literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * Case-insensitive "contains" on one column as `lower(column) LIKE lower('%term%')`, or undefined when there is no
 * term. It matches what ILIKE matches (PostgreSQL's ILIKE lowers both sides in a multi-byte database), but an index
 * on `lower(column)` can test it from its key: a walk of such an index in title order no longer folds every title's
 * case (decision 051). Its trigram index must be on `lower(column)` too.
 */
export function searchLowered(term: string | undefined, column: AnyColumn): SQL | undefined {
  if (!term) return undefined;
  return sql`lower(${column}) like lower(${containsPattern(term)})`;
}

/** Case-insensitive "contains" over the named text columns, or undefined when there is no term. */
export function searchAny(term: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}

export function orderBy(column: AnyColumn, order: 'asc' | 'desc') {
  return order === 'asc' ? asc(column) : desc(column);
}

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** A date filter given as YYYY-MM-DD (or any ISO instant) matches that whole day in UTC. */
export function dayRange(value: string | undefined): { from: Date; to: Date } | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return { from, to: new Date(from.getTime() + 86_400_000) };
}
