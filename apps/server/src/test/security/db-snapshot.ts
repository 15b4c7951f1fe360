import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Row count and a checksum of every row of every table in the public schema: any insert, update or delete shows. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const res = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${res.rows[0].n} rows, ${res.rows[0].h}`;
  }
  return out;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n}: ${before[n]} → ${after[n]}`);
}
