import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one file at a time per core minus one: a single worker on the 2-core CI machine, where the
    // unit run kept 1.1 cores busy for 10 minutes. Two files at once use the second core (the e2e project still
    // runs its files one after another: fileParallelism is off there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/pglite-template.ts'],
          // Each file builds an app on a PGlite copy in its hooks, and some tests build a second app (production
          // config) or spawn processes: at Vitest's 5 s / 10 s the push suite fails a test at 5.1–5.3 s on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
      './e2e/vitest.config.ts',
    ],
  },
});
