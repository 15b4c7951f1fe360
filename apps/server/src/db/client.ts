import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite corrupts a data directory that two processes open at once, so the first process
 * takes a lock file holding its pid and a second one is refused with a clear message.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'campus.lock');
  const take = () => {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    take();
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The data directory ${dir} is already in use by process ${pid}. ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
      );
    }
    rmSync(lockFile, { force: true });
    take();
  }
  return () => rmSync(lockFile, { force: true });
}

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
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const queries = { count: 0 };
  const logger = { logQuery: () => void queries.count++ };

  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      queries,
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
  const unlock = dir ? lockDataDir(options.pgliteDir) : () => undefined;
  let client: PGlite;
  try {
    if (dir && existsSync(dir)) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir ? { dataDir: dir } : { loadDataDir: options.pgliteTemplate });
  } catch (error) {
    unlock();
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
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS }),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
