// @ts-check
/**
 * Mutation testing of the security-critical server code (decision 026): `npm run mutation`, not part of `npm test`.
 * One worker (the machine is shared; the server suites start PGlite per file); the report is in reports/mutation.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The guard's reading of a token (loadUser: signature, token version, the row, the cache) and the app tokens'
  // verify. Wider scopes did not fit one worker in 25 minutes on the shared machine (decision 026): auth/*.ts with
  // marketplace.service.ts made 721 mutants, the whole of guards.ts and tokens.ts 199, loadUser, harmlessIfStale and
  // the onRequest hook with tokens.ts 167 (2 to 3 hours: each surviving guard mutant reruns every suite's set-up).
  mutate: ['apps/server/src/auth/guards.ts:67-102', 'apps/server/src/auth/tokens.ts:30-67'],
  coverageAnalysis: 'perTest',
  // Code that runs while a suite builds its app (the guard's route registration, signing the fixtures' tokens, a
  // request made in beforeAll) counts as "static": each such mutant would need every test, 67 % of the mutants
  // and ~87 % of the time here. They are reported as ignored, and the score is over the mutants tests can pick.
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 15,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
