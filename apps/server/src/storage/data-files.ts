import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Files the app generates once in DATA_DIR (secrets, the emulator's key, VAPID keys). Several processes may
 * start together on one DATA_DIR: each writes its candidate whole to a private temporary file and links it
 * into place; link() refuses an existing name, so exactly one candidate wins and every process then reads
 * that one. A reader never sees half a file.
 */
export function createFileOnce(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Reads a generated JSON file and checks its shape; anything wrong stops the start with a message that names
 * the file and says how to recover.
 */
export function readDataJson<T>(file: string, check: (value: unknown) => string | null): T {
  const fail = (why: string) =>
    new Error(`Refusing to start: ${file} ${why}. Fix it, or delete it to have a new one generated.`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw fail(`is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const problem = check(value);
  if (problem) throw fail(problem);
  return value as T;
}

/** A secret long enough for HS256: at least 32 bytes. */
export const isStrongSecret = (v: unknown): v is string => typeof v === 'string' && Buffer.byteLength(v) >= 32;
