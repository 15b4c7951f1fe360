/**
 * The embedded database's folder (issue 16 findings 2 and 12): DATA_DIR is 0700 and its files 0600 (uploads
 * readable, never writable by others), repaired at start; and the lock that keeps a second process out cannot
 * be confused by a stale file naming some live, unrelated process.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-datadir-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);

function modesUnder(dir: string) {
  const out: Record<string, Set<string>> = { dirs: new Set(), files: new Set() };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const p = path.join(entry.parentPath, entry.name);
    if (p.includes(`${path.sep}uploads`)) continue;
    if (entry.isDirectory()) out.dirs.add(mode(p));
    else if (entry.isFile()) out.files.add(mode(p));
  }
  return out;
}

describe('[finding 2] DATA_DIR permissions', () => {
  it('opens the embedded database with the folder 0700 and every file 0600, uploads readable but not writable', async () => {
    const dir = dataDir();
    chmodSync(dir, 0o777);
    mkdirSync(path.join(dir, 'uploads'), { mode: 0o777 });
    writeFileSync(path.join(dir, 'uploads', 'a.webp'), 'x', { mode: 0o666 });
    writeFileSync(path.join(dir, 'secrets.json'), '{}', { mode: 0o666 });
    chmodSync(path.join(dir, 'uploads'), 0o777);
    chmodSync(path.join(dir, 'uploads', 'a.webp'), 0o666);
    chmodSync(path.join(dir, 'secrets.json'), 0o666);

    const db = await createDb({ pgliteDir: dir });
    await db.migrate();
    expect(mode(dir)).toBe('700');
    const open = modesUnder(dir);
    expect(open.files.size).toBeGreaterThan(0);
    expect([...open.files]).toEqual(['600']);
    expect([...open.dirs]).toEqual(['700']);
    expect(mode(path.join(dir, 'uploads'))).toBe('755');
    expect(mode(path.join(dir, 'uploads', 'a.webp'))).toBe('644');
    await db.close();
    // Files PGlite made while running (0666 in its file system) are closed again on the way out too.
    expect([...modesUnder(dir).files]).toEqual(['600']);
    expect(readdirSync(path.join(dir, 'pglite'), { recursive: true }).length).toBeGreaterThan(100);
    // A fresh PGlite folder (no template): initdb and the migrations take 17–38 s on a busy 2-core machine.
  }, 60_000);
});

describe('[finding 12] the DATA_DIR lock', () => {
  it('is not fooled by a stale lock file holding the pid of a live, unrelated process', async () => {
    const dir = dataDir();
    // pid 1 (init) is always alive; so is this test's own process.
    for (const pid of ['1', String(process.pid)]) {
      writeFileSync(path.join(dir, 'campus.lock'), pid);
      const db = await createDb({ pgliteDir: dir });
      await db.close();
    }
    // Two fresh PGlite folders opened in turn: past 30 s on a busy 2-core machine.
  }, 60_000);

  it('refuses a second opener while the first is open in this process, and lets it in after a clean close', async () => {
    const dir = dataDir();
    const first = await createDb({ pgliteDir: dir });
    await expect(createDb({ pgliteDir: dir })).rejects.toThrow(`already in use by process ${process.pid}`);
    await first.close();
    const second = await createDb({ pgliteDir: dir });
    await second.close();
    expect(readdirSync(dir)).not.toContain('campus.lock');
    // Fresh PGlite folders again (17–33 s measured under load).
  }, 60_000);
});
