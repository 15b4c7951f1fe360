// Browser end-to-end tests against the built app, in Debian's Chromium through playwright-core.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
