/**
 * Lighthouse (mobile, the default Lighthouse config: Moto G power emulation, simulated slow 4G) on Home,
 * Marketplace, E-Library and Dashboard of the BUILT app with demo data; median of 3 runs per page;
 * budget architecture §8: performance ≥ 95, accessibility ≥ 95. Run by `npm run bench` when the
 * `lighthouse` package is installed, or alone: `node --import tsx bench/lighthouse.ts` (after `npm run build`).
 *
 * Signed-in pages: Chrome is started by chrome-launcher, playwright-core attaches over CDP to put the
 * app token into localStorage (as e2e/helpers.ts signInFast does). Lighthouse 12's storage reset clears the
 * HTTP cache, the service worker and Cache Storage before every run but not localStorage (its default
 * clearStorageTypes), so every run is a cold first load that is still signed in. CHROME_PATH defaults to
 * Debian's /usr/bin/chromium; nothing is downloaded.
 *
 * Env: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES=home,dashboard (a subset), LIGHTHOUSE_DUMP=dir (write
 * every run's full report JSON and its Chrome trace there), LIGHTHOUSE_STRICT=1 (exit 1 when a page misses the budget),
 * LIGHTHOUSE_LABEL=x (writes <date>-lighthouse-x.json), WEB_DIST=dir (serve another build, e.g. an older one),
 * LIGHTHOUSE_LANG=bn (measure the Bangla app: `bc-lang` set on the device, so the lazy catalogue and font load).
 *
 * lighthouse and chrome-launcher are imported at run time so the repository typechecks without them.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { type ServerProcess, startServer } from '../apps/server/src/test/spawn-server';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The app's language on the measured device (decision 030): English unless LIGHTHOUSE_LANG=bn. */
const LANGUAGE = process.env.LIGHTHOUSE_LANG === 'bn' ? 'bn' : 'en';
const BUDGET = { performance: 95, accessibility: 95 };

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  finalDisplayedUrl: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}
interface LighthouseResult {
  lhr: Lhr;
  artifacts?: { Trace?: unknown };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
    userDataDir?: string;
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** `lands`: where the page must end (a bare /dashboard opens the role's first section: an admin's is Users). */
const PAGES: { name: string; path: string; as?: string; lands?: string }[] = [
  { name: 'Home', path: '/' },
  { name: 'Marketplace', path: '/marketplace', as: 'member@campus.test' },
  { name: 'E-Library', path: '/course', as: 'member@campus.test' },
  { name: 'Dashboard', path: '/dashboard', as: 'admin@campus.test', lands: '/dashboard/users' },
];

/** The built app in production mode with the emulator and demo data, on a fresh DATA_DIR. */
function startLighthouseServer(dataDir: string): Promise<ServerProcess> {
  return startServer(
    {
      NODE_ENV: 'production',
      AUTH_EMULATOR: 'true',
      // Production refuses to start without a strong secret (issue 16 finding 7).
      JWT_SECRET: process.env.JWT_SECRET ?? 'bench-only-secret-not-for-production-0123456789',
      ACCOUNT_WRITE_LIMIT: '100000000',
      ACCOUNT_UPLOAD_LIMIT: '100000000',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000',
      MAX_CONNECTIONS_PER_IP: '0',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    { timeoutMs: 150_000, echo: true },
  );
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

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<Metric, number>;
  /** Audits of either category that did not pass (binary audits with score < 1, metrics/opportunities < 0.9). */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's speed during the run, and the 1-minute load average after it: on a
   * shared machine a low score with a low benchmark index (a busy CPU) is load, not the page. 2026-11-23, idle
   * at load 1.3: about 4000.
   */
  benchmarkIndex: number;
  load: number;
}

function summarize(lhr: Lhr): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [
      k,
      Number((lhr.audits[id]?.numericValue ?? 0).toFixed(k === 'cls' ? 3 : 0)),
    ]),
  ) as Record<Metric, number>;
  const failing = new Set<string>();
  for (const category of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative')
        continue;
      if (a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9))
        failing.add(`${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics,
    failing: [...failing],
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: Number(os.loadavg()[0].toFixed(1)),
  };
}

async function main() {
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first.`);
  }
  const lighthouse = ((await import(String('lighthouse'))) as { default: LighthouseFn }).default;
  const chromeLauncher = (await import(String('chrome-launcher'))) as ChromeLauncher;
  const dumpDir = process.env.LIGHTHOUSE_DUMP ? path.resolve(process.env.LIGHTHOUSE_DUMP) : null;
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim().toLowerCase());
  const pages = only ? PAGES.filter((p) => only.includes(p.name.toLowerCase())) : PAGES;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'campus-lighthouse-chrome-'));
  const loadBefore = os.loadavg()[0];
  const server = await startLighthouseServer(dataDir);
  const { base } = server;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const chromeVersion = browser.version();
  console.log(
    `lighthouse ${RUNS}× per page (mobile, language ${LANGUAGE}) on Chromium ${chromeVersion}, ${os.cpus().length} cores, load ${loadBefore.toFixed(1)}`,
  );
  /** Puts `token` (or nothing) into the app's persisted auth state in this Chrome profile. */
  const setSession = async (token: string | null) => {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // An API answer of the same origin, not an app page (the service worker answers every other navigation with
    // the app): a booted app's redux-persist could write the previous session back over this one, and the
    // Dashboard was once measured as the member of the pages before it.
    await page.goto(`${base}/api/v1/health`);
    await page.evaluate(
      ([t, language]) => {
        const storage = (
          globalThis as unknown as {
            localStorage: { setItem(k: string, v: string): void; removeItem(k: string): void };
          }
        ).localStorage;
        storage.setItem('bc-lang', language);
        if (t) {
          storage.setItem(
            'persist:bc-auth',
            JSON.stringify({ token: JSON.stringify(t), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
          );
        } else storage.removeItem('persist:bc-auth');
      },
      [token, LANGUAGE] as const,
    );
    await page.close();
  };

  const rows: {
    page: string;
    path: string;
    as: string;
    performance: number;
    accessibility: number;
    metrics: Record<Metric, number>;
    failing: string[];
    runs: Run[];
  }[] = [];
  let benchmarkIndex = 0;
  try {
    for (const p of pages) {
      await setSession(p.as ? await tokenFor(base, p.as) : null);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        let lhr: Lhr | undefined;
        // A trace now and then comes back unusable (NO_NAVSTART, NO_FCP): run that one again.
        for (let attempt = 1; !lhr; attempt++) {
          const result = await lighthouse(`${base}${p.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
          if (!result.lhr.runtimeError) {
            lhr = result.lhr;
            if (dumpDir && result.artifacts?.Trace)
              writeFileSync(
                path.join(dumpDir, `${p.name}-${i + 1}.trace.json`),
                JSON.stringify(result.artifacts.Trace),
              );
          } else if (attempt >= 3) throw new Error(`${p.path}: ${result.lhr.runtimeError.message}`);
          else console.log(`    ${p.name} run ${i + 1}: ${result.lhr.runtimeError.code}, again`);
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        // Signed-out visitors of a RequireAuth page end on /sign-in; /dashboard opens its first section.
        if (!finalPath.startsWith(p.lands ?? p.path))
          throw new Error(`${p.path} ended on ${finalPath} (not signed in, or as someone else?)`);
        benchmarkIndex = lhr.environment.benchmarkIndex;
        if (dumpDir) writeFileSync(path.join(dumpDir, `${p.name}-${i + 1}.json`), JSON.stringify(lhr));
        runs.push(summarize(lhr));
      }
      const metrics = Object.fromEntries(
        (Object.keys(METRICS) as Metric[]).map((k) => [k, median(runs.map((r) => r.metrics[k]))]),
      ) as Record<Metric, number>;
      const row = {
        page: p.name,
        path: p.path,
        as: p.as ?? 'guest',
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        metrics,
        failing: [...new Set(runs.flatMap((r) => r.failing.map((f) => f.replace(/ \(.*\)$/, ''))))],
        runs,
      };
      rows.push(row);
      console.log(
        `  ${p.name}: performance ${row.performance}, accessibility ${row.accessibility} ` +
          `(runs ${runs.map((r) => `${r.performance}/${r.accessibility} [index ${r.benchmarkIndex}, load ${r.load}]`).join(', ')}; ` +
          `median FCP ${metrics.fcp} ms, LCP ${metrics.lcp} ms, TBT ${metrics.tbt} ms, CLS ${metrics.cls}, SI ${metrics.si} ms)`,
      );
      if (row.failing.length) console.log(`    not passing in some run: ${row.failing.join(', ')}`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await chrome.kill();
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(
    `\n${'page'.padEnd(14)}${'as'.padEnd(22)}${'perf'.padStart(6)}${'a11y'.padStart(6)}  budget (≥ ${BUDGET.performance} / ≥ ${BUDGET.accessibility}), median of ${RUNS}`,
  );
  let missed = 0;
  for (const r of rows) {
    const ok = r.performance >= BUDGET.performance && r.accessibility >= BUDGET.accessibility;
    if (!ok) missed++;
    console.log(
      `${r.page.padEnd(14)}${r.as.padEnd(22)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}  ${ok ? 'ok' : 'MISS'}`,
    );
  }
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const label = process.env.LIGHTHOUSE_LABEL?.replace(/[^\w.-]+/g, '-');
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-lighthouse${label ? `-${label}` : ''}.json`);
  const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json') as {
    version: string;
  };
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        ...(label ? { label } : {}),
        ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
        language: LANGUAGE,
        mode: 'mobile (Lighthouse default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown)',
        runsPerPage: RUNS,
        lighthouse: lighthouseVersion,
        chromium: chromeVersion,
        chromeFlags: CHROME_FLAGS,
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        benchmarkIndex,
        loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0].toFixed(2)) },
        node: process.version,
        budget: BUDGET,
        pages: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written: ${path.relative(root, file)}`);
  if (missed && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
