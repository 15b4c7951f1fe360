// Compiles the API server (apps/server/src + packages/shared) into one ES module, apps/server/dist/main.js, so a
// production start runs plain JavaScript instead of transpiling TypeScript through tsx at every start.
// npm packages stay external (loaded from node_modules as usual); only the workspace's own TypeScript is bundled.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
const sources = ['apps/server/src', 'apps/server/package.json', 'packages/shared/src'];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** Whether `built` (absolute) is missing or older than any file under `inputs` (paths relative to the repo). */
export function isStale(built, inputs) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return !builtAt || Math.max(...inputs.map(newest)) > builtAt;
}

export function isServerBuildStale() {
  return isStale(serverEntry, sources);
}

export async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (d) => !d.startsWith('@campus/'),
  );
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  await buildServer();
  console.log(`Built ${path.relative(root, serverEntry)} in ${Math.round(performance.now() - started)} ms`);
}
