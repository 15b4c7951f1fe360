// `npm start`: build the web app and the server when their sources are newer than their builds, then run the server
// (plain JavaScript, apps/server/dist/main.js) serving the API, the web app, /sw.js and uploads. It is one process,
// or with WEB_CONCURRENCY=n and PostgreSQL a primary that runs n workers on one port (decision 038).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import nodeFlags from '../apps/server/node-flags.json' with { type: 'json' };
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

// The server's Node options (decision 037).
const { flags } = nodeFlags;
const server = spawn(process.execPath, ['--enable-source-maps', ...flags, serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
