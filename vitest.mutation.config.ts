import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against its mutants (`npm run mutation`, decision 026): the suites that exercise the
 * mutated modules (stryker.config.mjs), with the server project's settings. Not part of `npm test`. The role × route
 * matrix is left out: every guard mutant it covers would run its ~1,000 requests (an estimated 1.5 hours).
 */
export default defineConfig({
  test: {
    include: [
      'apps/server/src/auth/tokens.test.ts',
      'apps/server/src/modules/auth/auth.test.ts',
      'apps/server/src/test/security/tokens.test.ts',
      'apps/server/src/test/security/token-version.test.ts',
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
