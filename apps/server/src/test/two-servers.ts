import type { TestApp } from './helpers';
import { type ServerProcess, startServer } from './spawn-server';

/**
 * Real server processes sharing the test app's PostgreSQL database, JWT secret and data directory: how the tests
 * prove a race-prone rule holds across processes (architecture §8, reliability). `servers` is what runs now;
 * a test may kill some and start others on the same environment.
 */
export class ServerGroup {
  servers: ServerProcess[] = [];
  constructor(readonly env: Record<string, string>) {}

  /** Starts `n` more processes, one after the other, and returns them; they are also appended to `servers`. */
  async start(n = 1): Promise<ServerProcess[]> {
    const started: ServerProcess[] = [];
    for (let i = 0; i < n; i++) started.push(await startServer(this.env));
    this.servers.push(...started);
    return started;
  }

  /** Stops every running process with `signal` and answers their exit codes or signal names, in order. */
  async killAll(signal: NodeJS.Signals = 'SIGKILL'): Promise<(number | string)[]> {
    const running = this.servers.splice(0);
    return Promise.all(running.map((s) => s.kill(signal)));
  }
}

/** Two processes on the test app's database (`extraEnv` adds settings such as scheduler intervals). */
export async function startTwoServers(t: TestApp, extraEnv: Record<string, string> = {}): Promise<ServerGroup> {
  const group = new ServerGroup({
    DATABASE_URL: t.config.databaseUrl as string,
    JWT_SECRET: t.config.jwtSecret,
    DATA_DIR: t.config.dataDir,
    ...extraEnv,
  });
  try {
    await group.start(2);
  } catch (error) {
    await group.killAll();
    throw error;
  }
  return group;
}
