import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, MIGRATIONS } from '../db/client';
import { designations, institutions, teams } from '../db/schema/index';
import { recordAudit } from '../modules/audit/audit.recorder';
import { onPostgres } from '../test/helpers';
import { backup, type Manifest, restore } from './backup';
import { startBackupSocket } from './backup-socket';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every row of every public table as JSON text, per table: what a restore must give back. */
async function snapshot(handle: DbHandle): Promise<Record<string, string[]>> {
  const result = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of (result as unknown as { rows: { name: string }[] }).rows) {
    const rows = await handle.db.execute<{ j: string }>(sql.raw(`select row_to_json(t)::text as j from "${name}" t`));
    out[name] = (rows as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).sort();
  }
  return out;
}

async function seed(handle: DbHandle, dataDir: string) {
  const { db } = handle;
  await db.insert(institutions).values([
    { name: 'Agri University', type: 'UNIVERSITY' },
    { name: 'City College', type: 'COLLEGE' },
  ]);
  await db
    .insert(teams)
    .values(Array.from({ length: 30 }, (_, i) => ({ name: `Team ${i}`, coverPic: `/uploads/t${i}.webp` })));
  for (let i = 0; i < 5; i++) {
    await recordAudit(db, {
      actor: { id: 1, role: 'ADMIN', name: 'Admin', ip: '127.0.0.1' },
      action: 'directory.create',
      target: { kind: 'team', id: i + 1, title: `Team ${i}` },
      changes: [{ field: 'name', from: null, to: `Team ${i}` }],
    });
  }
  mkdirSync(path.join(dataDir, 'uploads/demo'), { recursive: true });
  const files: Record<string, Buffer> = {};
  for (const name of ['a.webp', 'b.webp', 'demo/c.svg']) {
    files[name] = randomBytes(20_000 + name.length);
    writeFileSync(path.join(dataDir, 'uploads', name), files[name]);
  }
  writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'x'.repeat(48) }), { mode: 0o600 });
  return files;
}

/** Inserts designations one after another until stopped: writes acknowledged while the backup runs. */
function keepWriting(handle: DbHandle) {
  let stop = false;
  let acknowledged = 0;
  const running = (async () => {
    while (!stop) {
      await handle.db
        .insert(designations)
        .values({ name: `During backup ${acknowledged}-${randomBytes(3).toString('hex')}` });
      acknowledged++;
      // Like requests arriving over the network: each write lets the event loop (and the backup socket) run.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    async stop() {
      stop = true;
      await running;
      return acknowledged;
    },
  };
}

function expectRestored(before: Record<string, string[]>, after: Record<string, string[]>) {
  for (const [table, rows] of Object.entries(before)) {
    const restored = new Set(after[table]);
    const missing = rows.filter((r) => !restored.has(r));
    expect(missing, `rows of ${table} acknowledged before the backup`).toEqual([]);
  }
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number; tag: string }[];
};
const newest = journal.entries.at(-1) as { when: number; tag: string };
/** The release before users.token_version: every migration before `0011_harden-token-version`. */
const released = journal.entries.slice(
  0,
  journal.entries.findIndex((e: { tag: string }) => e.tag === '0011_harden-token-version'),
);
const previous = released.at(-1) as { when: number; tag: string };

/** A database as that release left it (no users.token_version); restoring migrates it to the newest. */
async function migrateToPreviousRelease(handle: DbHandle) {
  const folder = tempDir('campus-old-migrations-');
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: released }));
  for (const e of released)
    writeFileSync(path.join(folder, `${e.tag}.sql`), readFileSync(path.join(MIGRATIONS, `${e.tag}.sql`)));
  if (handle.pglite) await migratePglite(drizzlePglite({ client: handle.pglite }), { migrationsFolder: folder });
  else await migratePg(drizzlePg({ client: handle.pool as pg.Pool }), { migrationsFolder: folder });
}

async function newestMigration(handle: DbHandle) {
  const result = await handle.db.execute<{ newest: string }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number((result as unknown as { rows: { newest: string }[] }).rows[0].newest);
}

async function hasTokenVersion(handle: DbHandle) {
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.columns where table_name = 'users' and column_name = 'token_version'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n === 1;
}

/** The archive again with its manifest changed by `edit` (the parts, and so their checksums, untouched). */
async function rewriteManifest(file: string, edit: (m: Manifest) => void) {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('end', () => {
      entries.push({ name: header.name, data: Buffer.concat(chunks) });
      next();
    });
  });
  const read = new Promise<void>((resolve) => extract.on('finish', () => resolve()));
  extract.end(readFileSync(file));
  await read;
  const pack = tar.pack();
  const out: Buffer[] = [];
  pack.on('data', (c: unknown) => out.push(c as Buffer));
  const written = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const e of entries) {
    if (e.name !== 'manifest.json') pack.entry({ name: e.name }, e.data);
    else {
      const manifest = JSON.parse(e.data.toString('utf8')) as Manifest;
      edit(manifest);
      pack.entry({ name: e.name }, JSON.stringify(manifest));
    }
  }
  pack.finalize();
  await written;
  writeFileSync(file, Buffer.concat(out));
}

// Each PGlite open costs seconds on a loaded machine; a round trip opens five.
const SLOW = 240_000;

describe.skipIf(onPostgres)('backup and restore on PGlite', () => {
  it(
    'dumps through the running server while it writes, and restores every row, upload and secret into a fresh DATA_DIR',
    async () => {
      const dataDir = tempDir('campus-backup-src-');
      const handle = await createDb({ pgliteDir: dataDir });
      await handle.migrate();
      const files = await seed(handle, dataDir);
      const socket = await startBackupSocket(handle, dataDir);
      cleanups.push(async () => {
        socket?.close();
        await handle.close().catch(() => undefined);
      });

      const before = await snapshot(handle);
      const writes = keepWriting(handle);
      const out = path.join(tempDir('campus-backup-out-'), 'campus.tar');
      // The server holds the data directory's lock: only its socket can produce the dump.
      const manifest = await backup({ dataDir, out });
      const duringBackup = await writes.stop();

      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(manifest).toMatchObject({ engine: 'pglite', method: 'pglite-dump', files: { count: 3 } });
      expect(manifest.tables.teams).toBe(30);
      expect(manifest.tables.audit_log).toBe(5);
      expect(Object.keys(manifest.parts)).toEqual(
        expect.arrayContaining(['db/pglite.tar.gz', 'uploads/a.webp', 'uploads/demo/c.svg', 'secrets/secrets.json']),
      );

      const target = tempDir('campus-restore-');
      const result = await restore({ file: out, dataDir: target });
      expect(result.tables).toEqual(manifest.tables);
      for (const [name, data] of Object.entries(files))
        expect(readFileSync(path.join(target, 'uploads', name)).equals(data)).toBe(true);
      expect(readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'),
      );

      const restored = await createDb({ pgliteDir: target });
      try {
        const after = await snapshot(restored);
        expectRestored(before, after);
        // Writes acknowledged during the backup are either wholly in it or not: counts match the manifest exactly.
        expect(after.designations.length).toBe(manifest.tables.designations);
        expect(after.designations.length).toBeLessThanOrEqual(before.designations.length + duringBackup);
        console.log(
          `PGlite round trip: ${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(manifest.tables).length} tables, ` +
            `${manifest.files.count} files (${manifest.files.bytes} bytes) restored; ${duringBackup} writes acknowledged during the backup, ` +
            `${manifest.tables.designations - before.designations.length} of them in the archive`,
        );
      } finally {
        await restored.close();
      }

      await expect(restore({ file: out, dataDir: target })).rejects.toThrow(/already holds a database/);
    },
    SLOW,
  );

  it(
    'refuses an archive whose part does not match its checksum',
    async () => {
      const dataDir = tempDir('campus-backup-direct-');
      const handle = await createDb({ pgliteDir: dataDir });
      await handle.migrate();
      await handle.close();
      const out = path.join(dataDir, 'direct.tar');
      // No server runs: the command opens the data directory itself.
      const manifest = await backup({ dataDir, out });
      expect(manifest.method).toBe('pglite-dump');
      const bytes = readFileSync(out);
      const at = bytes.indexOf(Buffer.from('"jwtSecret"'));
      if (at < 0) {
        // No secrets file in this DATA_DIR: damage the manifest's neighbour, the first byte of the dump instead.
        const gz = bytes.indexOf(Buffer.from([0x1f, 0x8b]));
        bytes[gz + 20] ^= 0xff;
      } else bytes[at + 2] ^= 0x01;
      writeFileSync(out, bytes);
      await expect(restore({ file: out, dataDir: tempDir('campus-restore-bad-') })).rejects.toThrow(/checksum/);
    },
    SLOW,
  );

  it(
    'restores an archive of the previous release and migrates it forward; refuses a wrong row count or engine; --force replaces a database',
    async () => {
      const dataDir = tempDir('campus-backup-old-');
      const handle = await createDb({ pgliteDir: dataDir });
      await migrateToPreviousRelease(handle);
      expect(await hasTokenVersion(handle)).toBe(false);
      await seed(handle, dataDir);
      await handle.close();
      const out = path.join(tempDir('campus-backup-old-out-'), 'old.tar');
      const manifest = await backup({ dataDir, out });
      expect(manifest.migration).toBe(previous.when);

      const target = tempDir('campus-restore-old-');
      const result = await restore({ file: out, dataDir: target });
      expect(result.tables.teams).toBe(30);
      const restored = await createDb({ pgliteDir: target });
      try {
        expect(await newestMigration(restored)).toBe(newest.when);
        expect(await hasTokenVersion(restored)).toBe(true);
        await restored.db.insert(teams).values({ name: 'Added after the restore' });
      } finally {
        await restored.close();
      }

      // The target now holds a database with 31 teams: refused without --force; with it, the archive's 30 are back.
      await expect(restore({ file: out, dataDir: target })).rejects.toThrow(
        `${path.join(target, 'pglite')} already holds a database: restore into an empty DATA_DIR, or pass --force`,
      );
      expect((await restore({ file: out, dataDir: target, force: true })).tables.teams).toBe(30);

      // A backup run without the server's environment finds no database: it fails and writes nothing.
      const elsewhere = tempDir('campus-backup-empty-');
      await expect(backup({ dataDir: elsewhere, out: path.join(elsewhere, 'x.tar') })).rejects.toThrow(
        `${path.join(elsewhere, 'pglite')} holds no database: run the backup with the server's DATA_DIR, or its DATABASE_URL for PostgreSQL`,
      );
      expect(existsSync(path.join(elsewhere, 'x.tar'))).toBe(false);
      expect(existsSync(path.join(elsewhere, 'pglite'))).toBe(false);

      await expect(restore({ file: out, dataDir: target, databaseUrl: 'postgres://127.0.0.1:1/none' })).rejects.toThrow(
        'This archive holds a pglite database; it restores into pglite only',
      );
      await rewriteManifest(out, (m) => {
        m.tables.teams = 31;
      });
      await expect(restore({ file: out, dataDir: tempDir('campus-restore-count-') })).rejects.toThrow(
        'Row counts differ after restore: teams 30 ≠ 31',
      );
    },
    SLOW,
  );
});

describe.skipIf(!onPostgres)('backup and restore on PostgreSQL', () => {
  async function freshDatabase() {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `campus_bk_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  // pg_dump is on PATH here (the same major as the server): the default takes it; pgDump: false forces the export.
  it.each([
    ['pg_dump', true],
    ['export', false],
  ] as const)(
    'backs up one snapshot with %s while writes continue and restores it into a fresh database',
    async (method, pgDump) => {
      const source = await freshDatabase();
      const dataDir = tempDir('campus-backup-pg-');
      const handle = await createDb({ databaseUrl: source, pgliteDir: dataDir });
      cleanups.push(() => handle.close());
      await handle.migrate();
      const files = await seed(handle, dataDir);
      const before = await snapshot(handle);
      const writes = keepWriting(handle);
      const out = path.join(dataDir, 'pg.tar');
      const manifest = await backup({ dataDir, databaseUrl: source, out, pgDump });
      const duringBackup = await writes.stop();
      expect(manifest).toMatchObject({ engine: 'postgres', method, files: { count: 3 } });
      if (method === 'pg_dump') expect(manifest.tool).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
      expect(Object.keys(manifest.parts).some((p) => p === 'db/postgres.dump')).toBe(method === 'pg_dump');

      const target = await freshDatabase();
      const targetDir = tempDir('campus-restore-pg-');
      const result = await restore({ file: out, dataDir: targetDir, databaseUrl: target });
      expect(result.tables).toEqual(manifest.tables);
      for (const [name, data] of Object.entries(files))
        expect(readFileSync(path.join(targetDir, 'uploads', name)).equals(data)).toBe(true);

      const restored = await createDb({ databaseUrl: target, pgliteDir: targetDir });
      try {
        const after = await snapshot(restored);
        expectRestored(before, after);
        expect(after.designations.length).toBe(manifest.tables.designations);
        // Sequences continue after the restored rows: a new row gets a fresh id.
        const [row] = await restored.db.insert(designations).values({ name: 'After restore' }).returning();
        expect(row.id).toBeGreaterThan(manifest.tables.designations);
        console.log(
          `PostgreSQL round trip (${method}): ${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(manifest.tables).length} tables, ` +
            `${manifest.files.count} files restored; ${duringBackup} writes acknowledged during the backup`,
        );
      } finally {
        await restored.close();
      }
      await expect(restore({ file: out, dataDir: targetDir, databaseUrl: target })).rejects.toThrow(/not empty/);
    },
    SLOW,
  );
  it.each([
    ['pg_dump', true],
    ['export', false],
  ] as const)(
    'restores a %s archive of the previous release and migrates it forward; --force replaces a database; a wrong row count is refused',
    async (method, pgDump) => {
      const source = await freshDatabase();
      const dataDir = tempDir('campus-backup-pg-old-');
      const handle = await createDb({ databaseUrl: source, pgliteDir: dataDir });
      cleanups.push(() => handle.close());
      await migrateToPreviousRelease(handle);
      await seed(handle, dataDir);
      const out = path.join(dataDir, 'old.tar');
      const manifest = await backup({ dataDir, databaseUrl: source, out, pgDump });
      expect(manifest).toMatchObject({ method, migration: previous.when });

      const target = await freshDatabase();
      const targetDir = tempDir('campus-restore-pg-old-');
      expect((await restore({ file: out, dataDir: targetDir, databaseUrl: target })).tables.teams).toBe(30);
      const restored = await createDb({ databaseUrl: target, pgliteDir: targetDir });
      try {
        expect(await newestMigration(restored)).toBe(newest.when);
        expect(await hasTokenVersion(restored)).toBe(true);
        await restored.db.insert(teams).values({ name: 'Added after the restore' });
      } finally {
        await restored.close();
      }
      await expect(restore({ file: out, dataDir: targetDir, databaseUrl: target })).rejects.toThrow(
        'The target database is not empty: restore into an empty database, or pass --force',
      );
      const forced = await restore({ file: out, dataDir: targetDir, databaseUrl: target, force: true });
      expect(forced.tables.teams).toBe(30);

      await rewriteManifest(out, (m) => {
        m.tables.teams = 31;
      });
      await expect(restore({ file: out, dataDir: targetDir, databaseUrl: await freshDatabase() })).rejects.toThrow(
        'Row counts differ after restore: teams 30 ≠ 31',
      );
    },
    SLOW,
  );
});
