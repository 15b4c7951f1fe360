import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from '../http/changes';
import { rememberPerVersion } from './versioned-cache';

const dialect = new PgDialect();

/**
 * `meta.total` of a list page without `count(*)` on every page (decision 015): the total of one filter is
 * counted once per version of the areas it reads and reused by every page, sort and viewer asking the same
 * filter until a write in those areas commits (a filter of public rows may leave out a part that never holds
 * them, decision 035). The key is the filter's SQL text and parameters, so two filters that
 * build the same WHERE share it. Counted at the version read BEFORE the count ran: a write that commits
 * meanwhile moves the version and the entry is never served.
 */
export function cachedCount(...args: Parameters<typeof rememberPerFilter<number>>): Promise<number> {
  return rememberPerFilter(...args);
}

/**
 * Any value that depends on one filter's rows (a total, the first match in an order), kept like a total: per
 * version of the areas it reads, keyed by `label` and the filter's SQL text and parameters.
 */
export function rememberPerFilter<T>(
  changes: ChangeFeed,
  areas: string | readonly string[],
  label: string,
  where: SQL | undefined,
  load: () => Promise<T>,
): Promise<T> {
  const rendered = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
  const read = typeof areas === 'string' ? [areas] : areas;
  return rememberPerVersion(changes, read, `${label} ${rendered.sql} ${JSON.stringify(rendered.params)}`, load);
}
