// Browser end-to-end tests against the built app, in Debian's Chromium through playwright-core.
//
// The spec files run in E2E_SHARDS groups at once (default 2; 1 runs them one after another). Each group is its own
// Vitest process, so its global setup starts its own built server on its own port and temporary DATA_DIR with fresh
// demo data: two groups never share a database. Inside a group the files still run one after another. Much of an e2e
// test is waiting (for a page, an animation, a poll), so two groups on a 2-core machine take ~60 % of the time of one
// (decision 041). Arguments (a file filter, `-t name`) run a single group, as before.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chrome) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian chromium with apt-get…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-lohit-beng-bengali'], {
      stdio: 'inherit',
    });
    if (install.status !== 0) process.exit(install.status ?? 1);
  } else {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).');
    process.exit(1);
  }
}

const vitest = ['vitest', 'run', '--project', 'e2e'];
const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);

if (args.length > 0 || shards === 1) {
  const result = spawnSync('npx', [...vitest, ...args], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/**
 * Seconds each spec file took on the 2-core machine (session 14, one group), to balance the groups. A file not listed
 * counts as 20 s. The figures only have to be right relative to one another; a stale one costs some balance, never a
 * test.
 */
const SECONDS = {
  'a11y.spec.ts': 110,
  'offline.spec.ts': 44,
  'games.spec.ts': 41,
  'marketplace.spec.ts': 37,
  'ux-polish.spec.ts': 32,
  'admin.spec.ts': 29,
  'elibrary.spec.ts': 27,
  'home.spec.ts': 24,
  'tasks.spec.ts': 23,
  'push.spec.ts': 17,
  'foundation.spec.ts': 14,
  'leaderboard-ideas.spec.ts': 13,
  'events-rsvp.spec.ts': 12,
  'first-paint.spec.ts': 8,
  'bangla-screens.spec.ts': 7,
  'bangla.spec.ts': 4,
  'sign-out-everywhere.spec.ts': 3,
  'activity.spec.ts': 3,
  'bundle.spec.ts': 1,
};
const here = import.meta.dirname;
const files = readdirSync(here)
  .filter((f) => f.endsWith('.spec.ts'))
  .sort((a, b) => (SECONDS[b] ?? 20) - (SECONDS[a] ?? 20) || a.localeCompare(b));
/** Longest first, each to the group with the least so far. */
const groups = Array.from({ length: Math.min(shards, files.length) }, () => ({ files: [], seconds: 0 }));
for (const file of files) {
  const lightest = groups.reduce((min, g) => (g.seconds < min.seconds ? g : min));
  lightest.files.push(file);
  lightest.seconds += SECONDS[file] ?? 20;
}

const started = Date.now();
const results = await Promise.all(
  groups.map(
    (group, i) =>
      new Promise((resolve) => {
        const name = `e2e ${i + 1}/${groups.length}`;
        console.log(`[${name}] ${group.files.join(' ')}`);
        const child = spawn('npx', [...vitest, ...group.files.map((f) => path.join('e2e', f))], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout, child.stderr]) {
          let rest = '';
          stream.on('data', (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) console.log(`[${name}] ${line}`);
          });
          stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
        }
        child.on('close', (code) => resolve({ name, code: code ?? 1 }));
      }),
  ),
);
const seconds = Math.round((Date.now() - started) / 1000);
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
console.log(`e2e: ${groups.length} groups in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
