/**
 * Bundle report and budget (architecture §8), read from apps/web/dist after `npm run build`
 * (the e2e run builds first). Prints every JS chunk with its gzip size, and fails when the Home
 * route's initial JS passes 150 KB gzip:
 *   the entry script + its static imports + the home-page chunk + the chunks it statically imports: what
 *   index.html's boot script loads for / (its `#boot-data`, decision 011).
 * Also checks that the admin dashboard, the games and the image cropper stay out of that set.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const HOME_BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const kb = (n: number) => `${n.toFixed(1).padStart(7)} KB`;

/** Chunks a module loads before it runs: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
  for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function chunkNamed(prefix: string, files: string[]): string | undefined {
  return files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
}

describe('web bundle', () => {
  it(`Home route initial JS ≤ ${HOME_BUDGET_KB} KB gzip; admin, games and cropper stay lazy`, () => {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`No build in ${dist}: run \`npm run build\` first (npm run test:e2e does).`);
    }
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const bootData = html.match(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/)?.[1];
    expect(bootData, 'index.html carries the boot data').toBeDefined();
    const boot = JSON.parse(bootData as string) as { entry: string[]; pages: Record<string, string[]> };
    const named = (urls: string[]) => urls.map((u) => u.replace(/^\/assets\//, ''));
    expect(boot.entry.length, 'the boot data names the entry script').toBeGreaterThan(0);
    const home = chunkNamed('home-page', files);
    expect(home, 'a home-page chunk (the Home route is lazy)').toBeDefined();
    expect(named(boot.pages['home-page'] ?? []), 'the boot data loads the home-page chunk with the entry').toContain(
      home,
    );

    const initial = closure([...named(boot.entry), ...named(boot.pages['home-page']), home as string]);
    const sizes = new Map(files.map((f) => [f, gzipKb(path.join(assets, f))]));
    const total = [...initial].reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
    // A Bangla visit preloads its catalogue beside the entry (decision 030); English never loads it.
    const bangla = named((boot as { bangla?: string[] }).bangla ?? []);
    expect(
      bangla.some((f) => /^bangla-/.test(f)),
      'the boot data names the Bangla chunk',
    ).toBe(true);
    const catalogue = bangla.find((f) => /^bangla-/.test(f)) as string;
    expect(initial.has(catalogue), 'the Bangla catalogue is not in the English Home JS').toBe(false);

    const lines = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([f, size]) => `${kb(size)}  ${initial.has(f) ? '●' : ' '} ${f}`);
    console.log(
      `JS chunks, gzip (● = loaded for the Home route):\n${lines.join('\n')}\n` +
        `Home route initial JS: ${total.toFixed(1)} KB gzip in ${initial.size} chunks (budget ${HOME_BUDGET_KB} KB)`,
    );

    expect(total, `Home initial JS ${total.toFixed(1)} KB gzip`).toBeLessThanOrEqual(HOME_BUDGET_KB);
    const mustBeLazy = [
      'dashboard-page',
      'games-routes',
      'react-easy-crop',
      'image-field',
      'users-admin',
      'data-table',
    ];
    const leaked = [...initial].filter((f) => mustBeLazy.some((p) => f.startsWith(`${p}-`)));
    expect(leaked, 'chunks that must stay out of the Home route').toEqual([]);
  });
});
