import { mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * PGlite corrupts a data directory that two processes open at once, so one process holds DATA_DIR at a time.
 * The lock is a Unix socket the owner listens on at `DATA_DIR/campus.lock` (issue 16 finding 12): the kernel
 * closes it when the owner dies, however it dies, so a dead owner never blocks (connecting is refused) and a
 * live one always does (connecting succeeds) — no pid file that a reused pid could confuse. A clean close
 * removes the file.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'campus.lock');
  // Only for the message to a second starter; never read to decide who holds the lock.
  const ownerFile = path.join(dir, 'campus.lock.owner');
  for (let attempt = 0; attempt < 20; attempt++) {
    const server = await listenOn(lockFile);
    if (server) {
      writeFileSync(ownerFile, String(process.pid), { mode: 0o600 });
      return () =>
        new Promise<void>((resolve) => {
          rmSync(ownerFile, { force: true });
          server.close(() => resolve());
        });
    }
    if (await ownerIsAlive(lockFile)) {
      throw new Error(
        `The data directory ${dir} is already in use by process ${readOwner(ownerFile)}. ` +
          'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
      );
    }
    await removeStale(lockFile);
  }
  throw new Error(`Could not take the lock ${lockFile}: it kept changing hands. Try again.`);
}

function readOwner(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

function listenOn(file: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.on('error', () => undefined).end());
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(null) : reject(err)));
    server.listen(file, () => {
      server.unref(); // the lock never keeps the process alive by itself
      resolve(server);
    });
  });
}

/** True when a process listens on the socket (the owner is alive), false when nobody does (it is gone). */
function ownerIsAlive(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    // Any other failure (permission, not a socket we can reach) counts as alive: never take a lock by guessing.
    socket.on('error', (err: NodeJS.ErrnoException) =>
      resolve(!(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' || err.code === 'ENOTSOCK')),
    );
  });
}

/**
 * Removes the dead owner's socket (or a pid file of an older version). Only one starter at a time may do it,
 * guarded by an exclusive mkdir, and it asks again inside: otherwise two starters that both saw the dead
 * socket could each remove the other's fresh one. Only a guard holder removes the file, so a socket bound at
 * that path cannot appear between the check and the removal.
 */
async function removeStale(file: string) {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch {
    // Another starter is taking over; a guard older than 10 s belongs to one that died doing it.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // Gone meanwhile.
    }
    await new Promise((r) => setTimeout(r, 50));
    return;
  }
  try {
    if (!(await ownerIsAlive(file))) rmSync(file, { force: true });
  } finally {
    rmdirSync(guard);
  }
}
