// @ts-check
import { currentScope, SCOPES } from './scripts/mutation-scopes.mjs';

/**
 * Mutation testing of the security-critical server code (decision 026): `npm run mutation` runs every scope of
 * scripts/mutation-scopes.mjs through this file, one at a time (MUTATION_SCOPE names it); not part of `npm test`.
 * One worker (the machine is shared; the server suites start PGlite per file); reports in reports/mutation/<scope>.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const scope = currentScope();
export default {
  testRunner: 'vitest',
  // vitest.mutation.config.ts runs only the scope's test files; `related: false` keeps Vitest from adding others.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: SCOPES[scope].mutate,
  coverageAnalysis: 'perTest',
  // Code that runs while a suite builds its app (the guard's route registration, signing the fixtures' tokens, a
  // request made in beforeAll) counts as "static": each such mutant would need every test of the scope. They are
  // reported as ignored, and the score is over the mutants tests can pick (decision 026).
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 15,
  incremental: true,
  incrementalFile: `reports/mutation/${scope}/stryker-incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${scope}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${scope}/mutation.json` },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
