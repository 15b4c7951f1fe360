// Lint step (run by `npm run lint`): the web app's layers import downwards only (docs/architecture.md §2.3).
// - a feature never imports another feature (what several need lives in app/, lib/ or components/);
// - components/, lib/, layout/ and games/ never import a feature (app/ composes features into pages).
// Test files are exempt: a test may build its data with another feature's fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');
const SHARED_LAYERS = new Set(['components', 'lib', 'layout', 'games']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|-test-data\.ts)$/.test(entry.name)) yield full;
  }
}

/** 'features/<name>' for a file inside a feature, else its top-level folder ('app', 'lib', …). */
function layerOf(file) {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'features' ? `features/${second}` : top;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const violations = [];
for (const file of sourceFiles(root)) {
  const from = layerOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(root)) continue;
    const to = layerOf(target);
    if (!to.startsWith('features/') || to === from) continue;
    if (from.startsWith('features/') || SHARED_LAYERS.has(from)) {
      const line = text.slice(0, match.index).split('\n').length;
      violations.push(`${path.relative(process.cwd(), file)}:${line}  ${from} imports ${to} ('${specifier}')`);
    }
  }
}

if (violations.length > 0) {
  console.error(`Import boundaries: ${violations.length} import(s) cross a boundary (docs/architecture.md §2.3):`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log('Import boundaries: 0 cross-feature imports.');
