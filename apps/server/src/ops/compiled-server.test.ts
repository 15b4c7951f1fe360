/**
 * `npm start` runs the compiled server (decision 020): scripts/build-server.mjs bundles apps/server/src into
 * apps/server/dist/main.js, rebuilt only when a source is newer, and that file runs with plain node (no tsx).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/helpers';
import { type ServerProcess, startServer } from '../test/spawn-server';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(root, 'apps/server/dist/main.js');
const SLOW = 240_000;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-compiled-'));

afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const stale = () =>
  spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "console.log((await import('./scripts/build-server.mjs')).isServerBuildStale())"],
    { cwd: root, encoding: 'utf8' },
  ).stdout.trim();

describe.skipIf(onPostgres)('the compiled server (PGlite; the build is the same for PostgreSQL)', () => {
  it(
    'builds apps/server/dist/main.js, knows when it is stale, and serves with plain node',
    async () => {
      const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
      expect(build.stdout).toMatch(/^Built apps\/server\/dist\/main\.js in \d+ ms/);
      expect(stale()).toBe('false');
      // A build older than the sources is stale: npm start rebuilds it.
      const built = statSync(entry);
      utimesSync(entry, new Date(2000, 0, 1), new Date(2000, 0, 1));
      expect(stale()).toBe('true');
      utimesSync(entry, built.atime, built.mtime);
      expect(stale()).toBe('false');

      server = await startServer({ DATA_DIR: dataDir }, { compiled: true });
      expect(server.child.spawnargs.join(' ')).not.toContain('tsx');
      // Migrations (read relative to SERVER_ROOT) were applied: ready, and an API read answers.
      expect((await fetch(`${server.base}/api/v1/health/ready`)).status).toBe(200);
      expect((await fetch(`${server.base}/api/v1/busSchedule`)).status).toBe(200);
      expect(await server.kill('SIGTERM')).toBe(0);
      server = undefined;
    },
    SLOW,
  );
});
