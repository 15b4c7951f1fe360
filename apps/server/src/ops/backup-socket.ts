import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { DbHandle } from '../db/client';

export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
export const backupSecretPath = (dataDir: string) => path.join(dataDir, 'backup.secret');

/**
 * PGlite's files must never be opened by two processes, so `npm run backup` asks the running server for the dump:
 * a unix socket inside DATA_DIR, answering only a caller that read the secret written beside it (0600, new at every
 * start). The dump is PGlite's own dumpDataDir, taken between two queries of the one embedded connection.
 */
export async function startBackupSocket(dbHandle: DbHandle, dataDir: string): Promise<Server | undefined> {
  const pglite = dbHandle.pglite;
  if (!pglite) return undefined;
  const secret = randomBytes(32).toString('base64url');
  const socket = backupSocketPath(dataDir);
  rmSync(socket, { force: true });
  writeFileSync(backupSecretPath(dataDir), secret, { mode: 0o600 });
  const server = createServer((req, res) => {
    const given = Buffer.from(String(req.headers['x-backup-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (
      req.method !== 'POST' ||
      req.url !== '/dump' ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(403).end();
      return;
    }
    pglite
      .dumpDataDir('gzip')
      .then(async (dump) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        res.end(Buffer.from(await dump.arrayBuffer()));
      })
      .catch((err: Error) => res.writeHead(500).end(err.message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  server.on('close', () => {
    rmSync(socket, { force: true });
    rmSync(backupSecretPath(dataDir), { force: true });
  });
  return server;
}
