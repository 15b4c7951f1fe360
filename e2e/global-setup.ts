import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../apps/server/src/test/spawn-server';

/** Starts the BUILT app once for all e2e specs: demo data on a fresh temp DATA_DIR, emulator sign-in. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'boss@campus.test',
      SEED_DEMO: 'true',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    { echo: true },
  );
  const baseURL = server.base;
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
