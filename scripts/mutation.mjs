// `npm run mutation [scope…]`: runs StrykerJS on each scope of scripts/mutation-scopes.mjs in turn (all by
// default), at low priority, and prints the score per mutated file (decision 026). Incremental: a second run
// re-tests only mutants whose code or tests changed. The marketplace-offers scope tests the race-error mapping only
// on PostgreSQL: run it with TEST_DB=pg TEST_DATABASE_URL=postgres://…/postgres (decision 032).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SCOPES } from './mutation-scopes.mjs';

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(name in SCOPES)) {
    console.error(`Unknown scope ${name}; scopes: ${Object.keys(SCOPES).join(', ')}`);
    process.exit(2);
  }
}
const scopes = asked.length ? asked : Object.keys(SCOPES);

/** Stryker's score: detected (killed, timed out) over detected + undetected (survived, no coverage). */
function scores(report) {
  return Object.entries(report.files).map(([file, { mutants }]) => {
    const n = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
    const detected = n('Killed', 'Timeout');
    const undetected = n('Survived', 'NoCoverage');
    const total = detected + undetected;
    return { file, detected, undetected, ignored: n('Ignored'), score: total ? (100 * detected) / total : 100 };
  });
}

let failed = false;
const rows = [];
for (const scope of scopes) {
  const started = Date.now();
  console.log(`\n── mutation scope ${scope} ──`);
  // MUTATION_CONCURRENCY=2 on an otherwise idle 2-core machine halves the time (one worker by default).
  const concurrency = ['--concurrency', process.env.MUTATION_CONCURRENCY ?? '1'];
  const run = spawnSync('nice', ['-n', '15', 'npx', 'stryker', 'run', 'stryker.config.mjs', ...concurrency], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: scope },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const file = `reports/mutation/${scope}/mutation.json`;
  if (run.status !== 0 || !existsSync(file)) {
    failed = true;
    rows.push(`${scope}: failed (exit ${run.status}) after ${minutes} min`);
    continue;
  }
  for (const s of scores(JSON.parse(readFileSync(file, 'utf8')))) {
    rows.push(
      `${scope}: ${s.file} ${s.score.toFixed(1)} % (${s.detected} killed, ${s.undetected} survived, ${s.ignored} ignored) in ${minutes} min`,
    );
  }
}
console.log(`\nMutation scores\n${rows.join('\n')}`);
process.exit(failed ? 1 : 0);
