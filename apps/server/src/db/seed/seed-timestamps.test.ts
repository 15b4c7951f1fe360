import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import * as schema from '../schema/index';
import { seedDemoIfEmpty } from './demo';

let t: TestApp;
let seededAt: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db, t.config);
  seededAt = Date.now();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('never dates a record (createdAt, updatedAt) in the future; only deadlines and event times may be', async () => {
    const future: string[] = [];
    let checked = 0;
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const columns = Object.keys(getTableColumns(table)).filter((c) => c === 'createdAt' || c === 'updatedAt');
      if (columns.length === 0) continue;
      const rows = (await t.db.select().from(table)) as Record<string, unknown>[];
      for (const row of rows)
        for (const column of columns) {
          const value = row[column];
          if (!(value instanceof Date)) continue;
          checked++;
          if (value.getTime() > seededAt) future.push(`${getTableName(table)}.${column} = ${value.toISOString()}`);
        }
    }
    expect(checked).toBeGreaterThan(100);
    expect(future).toEqual([]);
  });
});
