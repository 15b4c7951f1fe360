import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from '../http/changes';
import type { DbOrTx } from './client';
import { rememberPerVersion } from './versioned-cache';

/** Every STRIDE-th row of a filter keeps its sort key: a deep page walks at most this many index entries. */
export const BOUND_STRIDE = 1000;

/** The sort key (as PostgreSQL prints it, microseconds kept) and id of one row of a filter's order. */
export interface PageBound {
  key: string;
  id: number;
}

/** Where a page starts: after `bound` (none: from the first row), skipping `offset` more rows. */
export interface PageSeek {
  bound?: PageBound;
  offset: number;
}

const dialect = new PgDialect();

/**
 * Deep pages at the cost of shallow ones (decision 036). `OFFSET n` walks n index entries, so page 3 000 of a
 * 500k-row filter cost 100× page 30. Instead, the keys of every BOUND_STRIDE-th row of one filter and order are
 * read once — one index-only pass — and kept per version of the areas the filter reads, as the totals are
 * (count-cache.ts); a page then starts from the nearest bound before it, `(key, id) < bound`, and skips fewer
 * than BOUND_STRIDE rows. Only for orders whose key never changes on an edit (creation time, id): a bound read at
 * one version stays exact until a row enters or leaves the filter, which moves the version.
 */
export async function pageSeek(
  changes: ChangeFeed,
  areas: readonly string[],
  name: string,
  where: SQL | undefined,
  offset: number,
  load: () => Promise<PageBound[]>,
): Promise<PageSeek> {
  if (offset < BOUND_STRIDE || !changes.coherent) return { offset };
  const rendered = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  const bounds = await rememberPerVersion(
    changes,
    areas,
    `bounds ${name} ${rendered.sql} ${JSON.stringify(rendered.params)}`,
    load,
  );
  const passed = Math.min(Math.floor(offset / BOUND_STRIDE), bounds.length);
  if (passed === 0) return { offset };
  return { bound: bounds[passed - 1], offset: offset - passed * BOUND_STRIDE };
}

/**
 * The sort key (as text) and id of every BOUND_STRIDE-th row of `from` where `where` holds, in the order
 * (`key`, `id`) `sortOrder`: one index-only pass, the `load` of `pageSeek`. The marketplace, the events and the
 * leaderboard's ties read their bounds through it.
 */
export async function readBounds(
  db: DbOrTx,
  from: PgTable,
  order: { key: AnyColumn; id: AnyColumn; sortOrder: 'asc' | 'desc' },
  where: SQL | undefined,
): Promise<PageBound[]> {
  const dir = sql.raw(order.sortOrder === 'desc' ? 'desc' : 'asc');
  const res = (await db.execute(sql`select key, id from (
      select ${order.key}::text as key, ${order.id} as id,
        row_number() over (order by ${order.key} ${dir}, ${order.id} ${dir}) as n
      from ${from} ${where ? sql`where ${where}` : sql``}
    ) numbered where n % ${BOUND_STRIDE} = 0 order by n`)) as unknown as { rows: { key: string; id: number }[] };
  return res.rows.map((r) => ({ key: r.key, id: Number(r.id) }));
}
