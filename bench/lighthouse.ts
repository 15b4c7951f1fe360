/**
 * Lighthouse (mobile, the default Lighthouse config: Moto G power emulation, simulated slow 4G) on Home,
 * Marketplace, E-Library and Dashboard of the BUILT app with demo data; median of 3 runs per page;
 * budget ARCHITECTURE §8: performance ≥ 95, accessibility ≥ 95. Run by `npm run bench` when the
 * `lighthouse` package is installed, or alone: `node --import tsx bench/lighthouse.ts` (after `npm run build`).
 *
 * Signed-in pages: Chrome is started by chrome-launcher, playwright-core attaches over CDP once to put the
 * app token into localStorage (as e2e/helpers.ts signInFast does), and Lighthouse runs with
 * disableStorageReset so the token survives. CHROME_PATH defaults to Debian's /usr/bin/chromium.
 *
 * lighthouse and chrome-launcher are imported at run time so the repository typechecks without them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = { performance: 95, accessibility: 95 };

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null }>; finalDisplayedUrl: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
    userDataDir?: string;
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

const PAGES: { name: string; path: string; as?: string }[] = [
  { name: 'Home', path: '/' },
  { name: 'Marketplace', path: '/marketplace', as: 'member@campus.test' },
  { name: 'E-Library', path: '/course', as: 'member@campus.test' },
  { name: 'Dashboard', path: '/dashboard', as: 'admin@campus.test' },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_EMULATOR: 'true',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start');
}

async function tokenFor(base: string, email: string): Promise<string> {
  const post = async (url: string, body: unknown) =>
    (await (
      await fetch(`${base}/api/v1${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { data: Record<string, string> };
  const id = await post('/identity-emulator/token', { email });
  return (await post('/auth/login', { token: id.data.idToken })).data.accessToken;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const lighthouse = ((await import(String('lighthouse'))) as { default: LighthouseFn }).default;
  const chromeLauncher = (await import(String('chrome-launcher'))) as ChromeLauncher;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-chrome-'));
  const { base, child } = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    userDataDir: profile,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  /** Puts `token` (or nothing) into the app's persisted auth state in this Chrome profile. */
  const setSession = async (token: string | null) => {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/sign-in`);
    await page.evaluate((t) => {
      const storage = (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void; removeItem(k: string): void } }
      ).localStorage;
      if (t) {
        storage.setItem(
          'persist:bc-auth',
          JSON.stringify({ token: JSON.stringify(t), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
        );
      } else storage.removeItem('persist:bc-auth');
    }, token);
    await page.close();
  };

  const rows: {
    page: string;
    path: string;
    as: string;
    performance: number;
    accessibility: number;
    runs: number[][];
  }[] = [];
  try {
    for (const p of PAGES) {
      await setSession(p.as ? await tokenFor(base, p.as) : null);
      const runs: number[][] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${p.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        const c = result?.lhr.categories ?? {};
        runs.push([Math.round((c.performance?.score ?? 0) * 100), Math.round((c.accessibility?.score ?? 0) * 100)]);
      }
      rows.push({
        page: p.name,
        path: p.path,
        as: p.as ?? 'guest',
        performance: median(runs.map((r) => r[0])),
        accessibility: median(runs.map((r) => r[1])),
        runs,
      });
      const last = rows[rows.length - 1];
      console.log(
        `  lighthouse ${p.name}: performance ${last.performance}, accessibility ${last.accessibility} (runs ${JSON.stringify(runs)})`,
      );
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.kill();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(
    `\n${'page'.padEnd(14)}${'as'.padEnd(22)}${'perf'.padStart(6)}${'a11y'.padStart(6)}  budget (≥ ${BUDGET.performance} / ≥ ${BUDGET.accessibility})`,
  );
  for (const r of rows) {
    const ok = r.performance >= BUDGET.performance && r.accessibility >= BUDGET.accessibility;
    console.log(
      `${r.page.padEnd(14)}${r.as.padEnd(22)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}  ${ok ? 'ok' : 'MISS'}`,
    );
  }
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-lighthouse.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), mode: 'mobile (Lighthouse default)', runsPerPage: RUNS, cores: os.cpus().length, node: process.version, budget: BUDGET, pages: rows }, null, 2)}\n`,
  );
  console.log(`written: ${path.relative(root, file)}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
