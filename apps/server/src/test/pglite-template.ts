/**
 * Vitest global setup of the server suite on PGlite: migrates one in-memory database and dumps it to a file that
 * every test app then starts from (`createTestApp`), instead of creating and migrating a cluster per app. On
 * PostgreSQL (TEST_DB=pg) each test file gets a fresh database instead and nothing is done here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') return;
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const handle = await createDb({ pgliteDir: ':memory:' });
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
