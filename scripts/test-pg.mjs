// Runs the server suite again on PostgreSQL when TEST_DATABASE_URL is set (each test file gets a fresh database).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped (PGlite run done).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'pg' },
});
process.exit(result.status ?? 1);
