import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The plan of `query` with sequential scans, bitmap scans and sorts switched off for one transaction. A
 * test-sized table is cheapest to scan and sort, so the planner's free choice proves nothing there; with those
 * off the plan shows whether an index CAN give the rows in order with every condition inside it (what the
 * planner picks on the bench's 50k–500k rows, bench/results).
 */
export function indexOnlyPlan(db: Db, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const res = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
