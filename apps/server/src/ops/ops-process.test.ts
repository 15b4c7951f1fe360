/**
 * The operations paths through a real server process (`node --import tsx apps/server/src/main.ts`) and the real
 * commands (`npm run backup` / `npm run restore` run apps/server/src/ops/backup-cli.ts):
 * - one JSON log line per request, carrying the id sent back in X-Request-Id and in the error envelope;
 * - `backup` finds the running server from DATA_DIR alone (its backup socket) while the server holds the lock;
 * - `restore` verifies the archive into an empty DATA_DIR and refuses a non-empty one without --force;
 * - after SIGTERM /health/ready answers 503 while /health still answers 200, then the process exits 0.
 * PGlite only (the backup socket is PGlite's); the PostgreSQL paths run in process in backup.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/helpers';
import { type ServerProcess, startServer } from '../test/spawn-server';

const root = path.resolve(import.meta.dirname, '../../../..');
const SLOW = 240_000;
const dirs: string[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Runs the backup command as `npm run backup|restore -- …` does, with DATA_DIR as its only hint. */
function cli(args: string[], dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/backup-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe.skipIf(onPostgres)('operations through a running server (PGlite: its backup socket)', () => {
  it(
    'logs one JSON line per request with its id, backs up through the running server, restores, and drains on SIGTERM',
    async () => {
      const dataDir = tempDir('campus-ops-src-');
      mkdirSync(path.join(dataDir, 'uploads/demo'), { recursive: true });
      const picture = Buffer.from('a picture uploaded before the backup');
      writeFileSync(path.join(dataDir, 'uploads/demo/p.webp'), picture);
      server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '3000' });
      const { base } = server;

      // Request id: header, error envelope and the one log line agree.
      const missing = await fetch(`${base}/api/v1/no/such/route`);
      const id = missing.headers.get('x-request-id');
      expect(missing.status).toBe(404);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await missing.json()) as { requestId: string }).requestId).toBe(id);
      await new Promise((r) => setTimeout(r, 200));
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.includes(id as string))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ reqId: id, msg: 'request', method: 'GET', statusCode: 404 });

      // The server holds DATA_DIR's lock: the command can only get the dump through the server's socket.
      expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(true);
      const out = path.join(tempDir('campus-ops-out-'), 'nightly.tar');
      const backedUp = await cli(['backup', '--out', out], dataDir);
      expect(backedUp.code, backedUp.out).toBe(0);
      expect(backedUp.out).toMatch(/^Backed up pglite \(pglite-dump\): \d+ tables, \d+ rows, 1 files \(36 bytes\)/);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);

      // Drain: readiness fails first, liveness and the API keep answering until the process closes.
      const exited = server.kill('SIGTERM');
      let ready = 200;
      for (let i = 0; i < 50 && ready === 200; i++) {
        ready = (await fetch(`${base}/api/v1/health/ready`)).status;
        if (ready === 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(ready).toBe(503);
      expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
      expect(await exited).toBe(0);
      server = undefined;

      const target = tempDir('campus-ops-restore-');
      const restored = await cli(['restore', out, '--data-dir', target], dataDir);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/checksums verified, \d+ rows in \d+ tables and 1 files match the manifest/);
      expect(readFileSync(path.join(target, 'uploads/demo/p.webp')).equals(picture)).toBe(true);
      expect(readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'),
      );
      const again = await cli(['restore', out, '--data-dir', target], dataDir);
      expect(again.code).toBe(1);
      expect(again.out).toContain('already holds a database: restore into an empty DATA_DIR, or pass --force');
      const forced = await cli(['restore', out, '--data-dir', target, '--force'], dataDir);
      expect(forced.code, forced.out).toBe(0);
    },
    SLOW,
  );
});
