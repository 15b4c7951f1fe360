import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../server-root';
import { lockDataDir } from './data-dir-lock';
import { DataDirModeError, secureDataDir } from './data-dir-mode';
import { LanePool, type LaneSizes } from './lanes';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Number of SQL statements issued so far; tests read it to prove list routes are not N+1. */
  queries: { count: number };
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The driver's own client, for operations (metrics read the pool; backups dump PGlite's data directory). */
  pool?: LanePool;
  pglite?: PGlite;
}

export const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');

export interface CreateDbOptions {
  databaseUrl?: string;
  /** Folder for PGlite files; ':memory:' for a throw-away in-memory database. */
  pgliteDir: string;
  /**
   * An in-memory database starts from this dump (`PGlite.dumpDataDir()`) instead of an empty cluster: about
   * 0.4 s instead of 1.8 s (the test suite starts every app from one migrated dump, src/test/pglite-template.ts).
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** PostgreSQL connections kept apart for writes and for key lookups (db/lanes.ts, decision 044). */
  lanes?: LaneSizes;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const queries = { count: 0 };
  const logger = { logQuery: () => void queries.count++ };

  if (options.databaseUrl) {
    const pool = new LanePool(
      { connectionString: options.databaseUrl, max: options.poolSize ?? 10 },
      options.lanes ?? { writes: 2, keys: 2 },
    );
    for (const p of [pool, pool.reads, pool.writes, pool.keys]) {
      p.on('error', () => {
        // An idle client lost its connection; the pool replaces it on next use.
      });
    }
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      queries,
      pool,
      async migrate() {
        // Several processes may start together: one migrates while the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const inMemory = options.pgliteDir === ':memory:';
  const dir = inMemory ? undefined : path.join(options.pgliteDir, 'pglite');
  const unlock = dir ? await lockDataDir(options.pgliteDir) : async () => undefined;
  let client: PGlite;
  try {
    if (dir) secureDataDir(options.pgliteDir);
    if (dir && existsSync(dir)) mkdirSync(dir, { recursive: true });
    // pg_trgm serves searchTerm (ILIKE '%…%') from GIN indexes, as on PostgreSQL (decision 015).
    const extensions = { pg_trgm };
    client = await PGlite.create(
      dir ? { dataDir: dir, extensions } : { loadDataDir: options.pgliteTemplate, extensions },
    );
    // PGlite creates its files with mode 0666 (its WASM file system ignores the umask): close them again.
    if (dir) secureDataDir(options.pgliteDir);
  } catch (error) {
    await unlock();
    if (error instanceof DataDirModeError) throw error;
    throw new Error(
      `Could not open the embedded database in ${dir}: ${(error as Error).message}. ` +
        'If a previous run was killed while writing, move that folder away and restart (demo data is re-seeded).',
    );
  }
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    queries,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS }),
    async close() {
      try {
        await client.close();
        if (dir) secureDataDir(options.pgliteDir);
      } finally {
        await unlock();
      }
    },
  };
}
