import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the newest one the database already
 * recorded: a renumbered or merged migration with an earlier `when` would be skipped silently on every database
 * migrated before it (only a fresh database would get it).
 */
describe('the migration journal', () => {
  it('lists every SQL file once, in order', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });

  it('gives each migration a later `when` than the one before, so an upgraded database applies all of them', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i].when, journal.entries[i].tag).toBeGreaterThan(journal.entries[i - 1].when);
    }
  });

  it('keeps the released migrations as they were recorded', () => {
    expect(journal.entries.slice(0, 2).map((e) => [e.tag, e.when])).toEqual([
      ['0000_init', 1795320989857],
      ['0001_perf_indexes', 1795324980639],
    ]);
  });
});
