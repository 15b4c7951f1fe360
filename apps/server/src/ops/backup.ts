import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import tar from 'tar-stream';
import { createDb, MIGRATIONS } from '../db/client';
import { SERVER_ROOT } from '../server-root';
import { backupSecretPath, backupSocketPath } from './backup-socket';

/** Files of DATA_DIR that a restore needs besides the database: without them everyone is signed out and push breaks. */
export const SECRET_FILES = ['secrets.json', 'vapid.json', 'identity-emulator-key.json'];

export interface Manifest {
  format: 1;
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /**
   * pglite-dump: PGlite's data directory; pg_dump: a `pg_dump --format=custom` archive restored by pg_restore;
   * export: JSON lines of every table read in one snapshot (when no pg_dump as new as the server is on PATH).
   */
  method: 'pglite-dump' | 'pg_dump' | 'export';
  /** pg_dump's version line, for a pg_dump archive. */
  tool?: string;
  /** created_at (drizzle-kit's `when`) of the newest migration applied in the backed-up database. */
  migration: number;
  tables: Record<string, number>;
  files: { count: number; bytes: number };
  parts: Record<string, { bytes: number; sha256: string }>;
}

type Part = { name: string; data: Buffer };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
      : e.isFile()
        ? [`${prefix}${e.name}`]
        : [],
  );
}

/** Row counts of every table in public, and the newest applied migration, through any SQL runner. */
async function describeDatabase(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const names = (
    await query(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).map((r) => String(r.name));
  const tables: Record<string, number> = {};
  for (const name of names) tables[name] = Number((await query(`select count(*)::int as n from "${name}"`))[0].n);
  const [m] = await query('select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations');
  return { tables, migration: Number(m.newest) };
}

async function pgliteFacts(pglite: PGlite) {
  return describeDatabase(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
}

/** Asks the server that holds DATA_DIR for a dump over its backup socket; undefined when none runs. */
async function dumpFromRunningServer(dataDir: string): Promise<Buffer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath) || !existsSync(backupSecretPath(dataDir))) return undefined;
  const secret = readFileSync(backupSecretPath(dataDir), 'utf8');
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: '/dump', method: 'POST', headers: { 'x-backup-secret': secret } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`The server refused the dump (${res.statusCode})`)),
        );
      },
    );
    // A socket left by a killed server: nobody answers, so the data directory is free for a direct dump.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(undefined) : reject(err),
    );
    req.end();
  });
}

async function backupPglite(
  dataDir: string,
): Promise<{ parts: Part[]; facts: Awaited<ReturnType<typeof pgliteFacts>> }> {
  let dump = await dumpFromRunningServer(dataDir);
  if (!dump) {
    // Opening a missing directory would create an empty database and archive it: a cron job run without the
    // server's environment (DATABASE_URL, DATA_DIR) must fail, not write a useless backup every night.
    const dir = path.join(dataDir, 'pglite');
    if (!existsSync(dir) || !readdirSync(dir).length)
      throw new Error(
        `${dir} holds no database: run the backup with the server's DATA_DIR, or its DATABASE_URL for PostgreSQL`,
      );
    const handle = await createDb({ pgliteDir: dataDir });
    try {
      const blob = (await (handle.pglite as PGlite).dumpDataDir('gzip')) as Blob;
      dump = Buffer.from(await blob.arrayBuffer());
    } finally {
      await handle.close();
    }
  }
  // The counts are read from the dump itself (opened in memory), so they describe exactly what the archive holds.
  const copy = await PGlite.create({ loadDataDir: new Blob([dump]) });
  try {
    return { parts: [{ name: 'db/pglite.tar.gz', data: dump }], facts: await pgliteFacts(copy) };
  } finally {
    await copy.close();
  }
}

/** The major version of a PostgreSQL client tool on PATH (`pg_dump (PostgreSQL) 15.20 …` → 15), or null. */
export function toolMajor(tool: 'pg_dump' | 'pg_restore'): { major: number; line: string } | null {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const line = run.status === 0 ? run.stdout.trim() : '';
  const major = /\)\s+(\d+)/.exec(line)?.[1];
  return major ? { major: Number(major), line } : null;
}

/** Runs a tool and resolves with its stdout; rejects with its stderr when it fails. */
function runTool(tool: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => {
      err += c;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${tool} failed (${code}): ${err.trim()}`)),
    );
  });
}

/**
 * One REPEATABLE READ, READ ONLY transaction: every table as of one instant, while writes go on. With a pg_dump on
 * PATH whose major version is at least the server's, the transaction exports its snapshot and pg_dump dumps that
 * same snapshot (`--snapshot`), so the row counts of the manifest are the dump's; otherwise the app reads every
 * table itself as JSON lines (decision 021).
 */
async function backupPostgres(databaseUrl: string, usePgDump: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const query = async (sql: string) => (await client.query(sql)).rows as Record<string, unknown>[];
    const facts = await describeDatabase(query);
    const parts: Part[] = [];
    const serverMajor = Math.floor(Number((await query('show server_version_num'))[0].server_version_num) / 10_000);
    const dump = usePgDump ? toolMajor('pg_dump') : null;
    if (dump && dump.major >= serverMajor) {
      const [{ id }] = await query('select pg_export_snapshot() as id');
      const data = await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${id}`,
        `--dbname=${databaseUrl}`,
      ]);
      await client.query('commit');
      parts.push({ name: 'db/postgres.dump', data });
      return { parts, facts, method: 'pg_dump' as const, tool: dump.line };
    }
    for (const table of Object.keys(facts.tables)) {
      const rows = await query(`select row_to_json(t)::text as j from "${table}" t`);
      parts.push({ name: `db/tables/${table}.jsonl`, data: Buffer.from(rows.map((r) => r.j).join('\n')) });
    }
    await client.query('commit');
    // The schema as it was: the migrations applied in the backed-up database, replayed before the rows on restore.
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    const applied = journal.entries.filter((e) => e.when <= facts.migration);
    parts.push({
      name: 'db/migrations/meta/_journal.json',
      data: Buffer.from(JSON.stringify({ ...journal, entries: applied })),
    });
    for (const e of applied)
      parts.push({ name: `db/migrations/${e.tag}.sql`, data: readFileSync(path.join(MIGRATIONS, `${e.tag}.sql`)) });
    return { parts, facts, method: 'export' as const, tool: undefined };
  } finally {
    await client.end();
  }
}

export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string;
  out: string;
  /** PostgreSQL: false forces the in-app export even when pg_dump is on PATH (default true). */
  pgDump?: boolean;
}

export async function backup(options: BackupOptions): Promise<Manifest> {
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const { parts, facts, method, tool } = options.databaseUrl
    ? await backupPostgres(options.databaseUrl, options.pgDump !== false)
    : { ...(await backupPglite(options.dataDir)), method: 'pglite-dump' as const, tool: undefined };
  const uploadsDir = path.join(options.dataDir, 'uploads');
  const uploads = listFiles(uploadsDir);
  let bytes = 0;
  for (const file of uploads) {
    const data = readFileSync(path.join(uploadsDir, file));
    bytes += data.length;
    parts.push({ name: `uploads/${file}`, data });
  }
  for (const file of SECRET_FILES) {
    const full = path.join(options.dataDir, file);
    if (existsSync(full)) parts.push({ name: `secrets/${file}`, data: readFileSync(full) });
  }
  const manifest: Manifest = {
    format: 1,
    appVersion: JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')).version,
    createdAt: new Date().toISOString(),
    engine,
    method,
    ...(tool ? { tool } : {}),
    migration: facts.migration,
    tables: facts.tables,
    files: { count: uploads.length, bytes },
    parts: Object.fromEntries(parts.map((p) => [p.name, { bytes: p.data.length, sha256: sha256(p.data) }])),
  };
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c: unknown) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest, null, 2));
  for (const p of parts) pack.entry({ name: p.name }, p.data);
  pack.finalize();
  await done;
  mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  // The archive holds the signing secrets: readable by its owner only.
  writeFileSync(options.out, Buffer.concat(chunks), { mode: 0o600 });
  return manifest;
}

async function readArchive(file: string): Promise<{ manifest: Manifest; parts: Map<string, Buffer> }> {
  const extract = tar.extract();
  const parts = new Map<string, Buffer>();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('end', () => {
      parts.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(readFileSync(file));
  await done;
  const raw = parts.get('manifest.json');
  if (!raw) throw new Error(`${file} is not a backup archive: it has no manifest.json`);
  parts.delete('manifest.json');
  const manifest = JSON.parse(raw.toString('utf8')) as Manifest;
  for (const [name, meta] of Object.entries(manifest.parts)) {
    const data = parts.get(name);
    if (!data) throw new Error(`The archive is incomplete: ${name} is missing`);
    if (data.length !== meta.bytes || sha256(data) !== meta.sha256)
      throw new Error(`The archive is damaged: the checksum of ${name} does not match its manifest`);
  }
  return { manifest, parts };
}

function assertCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const wrong = Object.entries(expected).filter(([t, n]) => actual[t] !== n);
  if (wrong.length)
    throw new Error(`Row counts differ after restore: ${wrong.map(([t, n]) => `${t} ${actual[t]} ≠ ${n}`).join(', ')}`);
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
  files: number;
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { manifest, parts } = await readArchive(options.file);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== target)
    throw new Error(`This archive holds a ${manifest.engine} database; it restores into ${manifest.engine} only`);

  let tables: Record<string, number>;
  if (options.databaseUrl) tables = await restorePostgres(options.databaseUrl, parts, manifest, options.force);
  else tables = await restorePglite(options.dataDir, parts, manifest, options.force);

  let files = 0;
  for (const [name, data] of parts) {
    if (name.startsWith('uploads/')) {
      const dest = path.join(options.dataDir, name);
      mkdirSync(path.dirname(dest), { recursive: true });
      writeFileSync(dest, data);
      files++;
    } else if (name.startsWith('secrets/')) {
      mkdirSync(options.dataDir, { recursive: true });
      writeFileSync(path.join(options.dataDir, path.basename(name)), data, { mode: 0o600 });
    }
  }
  if (files !== manifest.files.count)
    throw new Error(`Restored ${files} files, the manifest lists ${manifest.files.count}`);

  // Forward to this build's schema when the archive is older.
  const handle = await createDb({ databaseUrl: options.databaseUrl, pgliteDir: options.dataDir });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { manifest, tables, files };
}

async function restorePglite(dataDir: string, parts: Map<string, Buffer>, manifest: Manifest, force?: boolean) {
  const dir = path.join(dataDir, 'pglite');
  if (existsSync(dir) && readdirSync(dir).length) {
    if (!force) throw new Error(`${dir} already holds a database: restore into an empty DATA_DIR, or pass --force`);
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const dump = parts.get('db/pglite.tar.gz') as Buffer;
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([dump]) });
  try {
    const { tables } = await pgliteFacts(pglite);
    assertCounts(manifest.tables, tables);
    return tables;
  } finally {
    await pglite.close();
  }
}

async function restorePostgres(databaseUrl: string, parts: Map<string, Buffer>, manifest: Manifest, force?: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (rows[0].n > 0) {
      if (!force) throw new Error('The target database is not empty: restore into an empty database, or pass --force');
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    }
  } finally {
    await client.end();
  }
  if (manifest.method === 'pg_dump') return restorePgDump(databaseUrl, parts, manifest);
  // The schema of the backup's time, from the migrations it carried.
  const migrations = mkdtempSync(path.join(tmpdir(), 'campus-restore-'));
  for (const [name, data] of parts) {
    if (!name.startsWith('db/migrations/')) continue;
    const dest = path.join(migrations, name.slice('db/migrations/'.length));
    mkdirSync(path.dirname(dest), { recursive: true });
    writeFileSync(dest, data);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: migrations });
    const conn = await pool.connect();
    try {
      await conn.query('begin');
      // Rows go in table by table; foreign keys are checked by the data's own consistency (it is one snapshot).
      await conn.query("set local session_replication_role = 'replica'");
      for (const table of Object.keys(manifest.tables)) {
        const lines = (parts.get(`db/tables/${table}.jsonl`) ?? Buffer.alloc(0))
          .toString('utf8')
          .split('\n')
          .filter(Boolean);
        for (let i = 0; i < lines.length; i += 500) {
          const batch = `[${lines.slice(i, i + 500).join(',')}]`;
          await conn.query(`insert into "${table}" select * from json_populate_recordset(null::"${table}", $1::json)`, [
            batch,
          ]);
        }
        const { rows: serials } = await conn.query(
          "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and column_default like 'nextval(%'",
          [table],
        );
        for (const { column_name: column } of serials)
          await conn.query(
            `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce(max("${column}"), 1), max("${column}") is not null) from "${table}"`,
          );
      }
      await conn.query('commit');
      const facts = await describeDatabase(async (sql) => (await conn.query(sql)).rows);
      assertCounts(manifest.tables, facts.tables);
      return facts.tables;
    } catch (error) {
      await conn.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  } finally {
    await pool.end();
    rmSync(migrations, { recursive: true, force: true });
  }
}

/** A pg_dump archive goes back through pg_restore, in one transaction: all of it or nothing. */
async function restorePgDump(databaseUrl: string, parts: Map<string, Buffer>, manifest: Manifest) {
  if (!toolMajor('pg_restore'))
    throw new Error(`This archive was written by ${manifest.tool ?? 'pg_dump'}: install pg_restore to restore it`);
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-restore-'));
  const file = path.join(dir, 'postgres.dump');
  writeFileSync(file, parts.get('db/postgres.dump') as Buffer, { mode: 0o600 });
  try {
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      file,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const facts = await describeDatabase(async (sql) => (await client.query(sql)).rows);
    assertCounts(manifest.tables, facts.tables);
    return facts.tables;
  } finally {
    await client.end();
  }
}
