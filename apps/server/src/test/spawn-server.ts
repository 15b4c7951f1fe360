import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import nodeFlags from '../../node-flags.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** stdout + stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
}

export interface StartOptions {
  timeoutMs?: number;
  /** Also print the server's output as it comes (the e2e and Lighthouse runs show the server's log). */
  echo?: boolean;
  /** Run the compiled server (apps/server/dist/main.js, as `npm start` does) instead of the sources through tsx. */
  compiled?: boolean;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free port and waits until
 * /api/v1/health answers. Rejects with the server's own output if it exits first. Used by the process tests,
 * the e2e suite, `npm run bench` and the Lighthouse run, so they all start it the same way.
 */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const { timeoutMs = 90_000, echo = false, compiled = false } = options;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS adds Node options to the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile
  // the server under `npm run bench` (NODE_OPTIONS refuses --cpu-prof, and would profile the load generator too).
  // The same Node options as `npm start` (apps/server/node-flags.json, decision 037); SERVER_NODE_ARGS come after,
  // so a bench can override one (`--max-semi-space-size=16` measures without it).
  const nodeArgs = [...nodeFlags.flags, ...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const args = compiled
    ? ['--enable-source-maps', 'apps/server/dist/main.js']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      ACCOUNT_WRITE_LIMIT: '1000000',
      ACCOUNT_UPLOAD_LIMIT: '1000000',
      // One test process stands for many members' devices (200 concurrent RSVPs), all from 127.0.0.1.
      MAX_CONNECTIONS_PER_IP: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
    if (echo) process.stdout.write(d);
  });
  child.stderr?.on('data', (d) => {
    out += d;
    if (echo) process.stderr.write(d);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const started = Date.now();
  let ready = false;
  while (!ready && Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy (${child.exitCode ?? child.signalCode}):\n${out}`);
    }
    try {
      ready = (await fetch(`${base}/api/v1/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`The server did not become healthy in ${timeoutMs} ms:\n${out}`);
  }
  return {
    base,
    child,
    output: () => out,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: { success: boolean; message: string; data: T };
}

export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}
