// @ts-check
/**
 * The scopes of `npm run mutation` (decision 026): each mutates one file (or part of one) and runs ONLY the test
 * files that exercise it, so a mutant re-runs a few suites, not the whole server suite. stryker.config.mjs and
 * vitest.mutation.config.ts pick a scope by MUTATION_SCOPE; scripts/mutation.mjs runs them one after another.
 */
const MARKETPLACE_TESTS = [
  'apps/server/src/modules/marketplace/marketplace.test.ts',
  'apps/server/src/test/security/marketplace-privacy.test.ts',
  // The service's effects that other suites assert: audit rows, points of an acceptance (and their reversal on
  // re-listing), the remembered totals moving with writes, deep pages, category deletes.
  'apps/server/src/modules/audit/audit.test.ts',
  'apps/server/src/modules/leaderboard/leaderboard.test.ts',
  'apps/server/src/modules/marketplace/marketplace-table-cache.test.ts',
  'apps/server/src/modules/marketplace/marketplace-deep-pages.test.ts',
  'apps/server/src/modules/categories/category-delete.test.ts',
  // PostgreSQL only (skipped on PGlite, where one connection serializes every race): run the scope with
  // TEST_DB=pg TEST_DATABASE_URL=… to test the race-error mapping.
  'apps/server/src/test/security/race-errors.test.ts',
];

export const SCOPES = {
  // The app tokens: sign, verify, the Authorization header.
  tokens: {
    mutate: ['apps/server/src/auth/tokens.ts:30-67'],
    tests: ['apps/server/src/auth/tokens.test.ts', 'apps/server/src/test/security/tokens.test.ts'],
  },
  // The guard as it answers a request: loadUser (signature, token version, the row and its cache),
  // harmlessIfStale, the onRequest hook, currentUser. Not the plugin's set-up (the cache's options, the onRoute
  // hook, and the line that adds the onRequest hook): it runs while every suite builds its app in beforeAll, before
  // any test sets the active mutant, and a mutant that breaks it makes Vitest skip the suite's tests, which Stryker
  // counts as survived (decision 032).
  guards: {
    mutate: [
      'apps/server/src/auth/guards.ts:70-96',
      'apps/server/src/auth/guards.ts:121-139',
      'apps/server/src/auth/guards.ts:166-191',
    ],
    tests: [
      'apps/server/src/auth/guards.test.ts',
      'apps/server/src/test/security/tokens.test.ts',
      'apps/server/src/test/security/token-version.test.ts',
    ],
  },
  // Google / emulator ID tokens: the emulator key file, verify's issuer, audience, email and picture checks.
  identity: {
    mutate: ['apps/server/src/auth/identity.ts'],
    tests: ['apps/server/src/auth/identity.test.ts'],
  },
  // Registration windows: create, update, audit, the "Registration is open" notification.
  registration: {
    mutate: ['apps/server/src/modules/registration/registration.service.ts'],
    tests: ['apps/server/src/modules/registration/registration.test.ts'],
  },
  // The marketplace service in two halves, so each run ends (and is saved for the next, incremental one) within
  // the budget: listings (who lists as whom, what each viewer sees: issue 16 findings 1 and 13)…
  'marketplace-listings': {
    mutate: ['apps/server/src/modules/marketplace/marketplace.service.ts:1-277'],
    tests: MARKETPLACE_TESTS,
  },
  // …and offers, acceptance (its race mapping) and categories.
  'marketplace-offers': {
    mutate: [
      'apps/server/src/modules/marketplace/marketplace.service.ts:278-433',
      // The audited category writes and deletes the marketplace shares with the E-Library and ideas.
      'apps/server/src/modules/categories/category.service.ts',
    ],
    tests: MARKETPLACE_TESTS,
  },
};

/** @returns {keyof typeof SCOPES} */
export function currentScope() {
  const name = process.env.MUTATION_SCOPE ?? 'tokens';
  if (!(name in SCOPES)) throw new Error(`MUTATION_SCOPE=${name} is not one of ${Object.keys(SCOPES).join(', ')}`);
  return /** @type {keyof typeof SCOPES} */ (name);
}
