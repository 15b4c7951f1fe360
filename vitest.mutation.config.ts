import { defineConfig } from 'vitest/config';
import { currentScope, SCOPES } from './scripts/mutation-scopes.mjs';

/**
 * The tests StrykerJS runs against its mutants (`npm run mutation`, decision 026): only the test files of the scope
 * MUTATION_SCOPE names (scripts/mutation-scopes.mjs), with the server project's settings. Not part of `npm test`.
 */
export default defineConfig({
  test: {
    include: SCOPES[currentScope()].tests,
    environment: 'node',
    globalSetup: ['apps/server/src/test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
