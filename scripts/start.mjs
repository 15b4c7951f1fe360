// `npm start`: build the web app and the server when their sources are newer than their builds, then run ONE
// server process (plain JavaScript, apps/server/dist/main.js) serving the API, the web app, /sw.js and uploads.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isServerBuildStale, isStale, serverEntry } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

if (isStale(dist, sources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@campus/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isServerBuildStale()) {
  console.log('Building the server…');
  await buildServer();
}

// The server's Node options (apps/server/node-flags.json, decision 037).
const { flags } = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
const server = spawn(process.execPath, ['--enable-source-maps', ...flags, serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
