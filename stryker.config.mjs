// @ts-check
/**
 * Mutation testing of the security-critical server code (decision 027): `npm run mutation`, not part of `npm test`.
 * One worker (the machine is shared; the server suites start PGlite per file); the report is in reports/mutation.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The guard and the app tokens: who is signed in, with which role, and whether the token still counts. Adding
  // identity.ts and marketplace.service.ts made 721 mutants, too many for one worker in under 25 minutes.
  mutate: ['apps/server/src/auth/guards.ts', 'apps/server/src/auth/tokens.ts'],
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
