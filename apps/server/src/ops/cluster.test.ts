/**
 * WEB_CONCURRENCY (decision 038) through a real server process (`node --import tsx apps/server/src/main.ts`):
 * - PostgreSQL: the primary starts that many workers on one port; a signed-in member is served by whichever
 *   worker takes the connection; a worker killed with SIGKILL is replaced while the other keeps answering;
 *   SIGTERM ends every worker and the primary exits 0.
 * - PGlite: the setting is refused with a warning and one process serves (PGlite's files belong to one process).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, onPostgres, type TestApp } from '../test/helpers';
import { api, type ServerProcess, startServer } from '../test/spawn-server';

const SLOW = 240_000;
let server: ServerProcess | undefined;
let t: TestApp | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, SLOW);

/** The primary's worker processes (Linux: the kernel lists a process's children). */
function workersOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes that have logged Fastify's "Server listening" line. */
function listeningPids(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    const pid = /"pid":(\d+),.*"msg":"Server listening/.exec(line)?.[1];
    if (pid) pids.add(Number(pid));
  }
  return pids;
}

/** A request on a new connection (a kept-alive one may belong to the worker a test has just killed). */
async function fresh(base: string, url: string, token?: string) {
  const res = await fetch(`${base}/api/v1${url}`, {
    headers: { connection: 'close', ...(token ? { authorization: token } : {}) },
  });
  return { status: res.status, body: (await res.json()) as { data: { fullName: string } } };
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = read();
  while (!done(value)) {
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: WEB_CONCURRENCY=2 runs two workers on one port'
    : 'PostgreSQL only (skipped: this run is on PGlite — `npm run test:pg` / TEST_DB=pg runs it): WEB_CONCURRENCY workers',
  () => {
    it(
      'serves signed-in members whichever worker takes the connection, replaces a killed worker, stops them all on SIGTERM',
      async () => {
        t = await createTestApp();
        const member = await createUser(t, { fullName: 'Member Of Two Workers' });
        server = await startServer({
          DATABASE_URL: t.config.databaseUrl as string,
          JWT_SECRET: t.config.jwtSecret,
          DATA_DIR: t.config.dataDir,
          WEB_CONCURRENCY: '2',
          // Fastify's "Server listening" lines tell when each worker takes connections.
          LOG_LEVEL: 'info',
        });
        const primary = server.child.pid as number;
        const first = await until(
          () => workersOf(primary),
          (w) => w.length === 2,
        );
        // Both have started listening (a worker that is still starting takes no connection: killing the only
        // listening one would leave the port closed until the other is up).
        await until(
          () => listeningPids(server?.output() ?? ''),
          (pids) => first.every((pid) => pids.has(pid)),
        );

        // Each new connection goes to the next worker: every answer is the member's own, whoever serves it.
        const { base } = server;
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            fresh(base, '/user/details', member.token).then((r) => ({ status: r.status, name: r.body.data.fullName })),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 200, name: 'Member Of Two Workers' })));

        // A worker that dies is replaced. Once the primary has noticed (the dead one is gone from its children), new
        // connections are answered again (a connection handed over in the instant of the kill is reset, as with any
        // process that dies).
        process.kill(first[0], 'SIGKILL');
        await until(
          () => workersOf(primary),
          (w) => !w.includes(first[0]),
        );
        expect((await fresh(base, '/health')).status).toBe(200);
        const after = await until(
          () => workersOf(primary),
          (w) => w.length === 2,
        );
        expect(after).toContain(first[1]);
        const again = await fresh(base, '/user/details', member.token);
        expect(again.body.data.fullName).toBe('Member Of Two Workers');

        // SIGTERM: every worker drains and ends, then the primary exits 0.
        expect(await server.kill('SIGTERM')).toBe(0);
        server = undefined;
        expect(after.filter(isRunning)).toEqual([]);
      },
      SLOW,
    );
  },
);

describe.skipIf(onPostgres)('PGlite: WEB_CONCURRENCY falls back to one process', () => {
  it(
    'warns and serves from a single process',
    async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'campus-cluster-'));
      server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
      expect((await api(server.base, 'GET', '/health')).status).toBe(200);
      expect(server.output()).toContain(
        "WEB_CONCURRENCY needs DATABASE_URL (PGlite is one process's files): running one process.",
      );
      expect(workersOf(server.child.pid as number)).toEqual([]);
      expect(await server.kill('SIGTERM')).toBe(0);
      server = undefined;
    },
    SLOW,
  );
});
