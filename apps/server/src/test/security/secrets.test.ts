/**
 * Secrets (issue 16 finding 7): production refuses to start without a strong JWT_SECRET; a generated secrets
 * file is checked (shape, length) with a message naming it; processes starting together on one DATA_DIR
 * generate one secret and one emulator key between them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const root = path.resolve(import.meta.dirname, '../../../../..');
const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('JWT_SECRET in production', () => {
  it('refuses to start without one, instead of generating a secret silently', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_EMULATOR: 'true', DATA_DIR: dir })).toThrow(
      'Refusing to start: production needs JWT_SECRET of at least 32 bytes',
    );
  });

  it('refuses one shorter than 32 bytes and accepts one of 32', () => {
    const env = { NODE_ENV: 'production', AUTH_EMULATOR: 'true', DATA_DIR: dataDir() };
    expect(() => loadConfig({ ...env, JWT_SECRET: 'a' })).toThrow('JWT_SECRET must be at least 32 bytes');
    expect(() => loadConfig({ ...env, JWT_SECRET: 'x'.repeat(31) })).toThrow('JWT_SECRET must be at least 32 bytes');
    expect(loadConfig({ ...env, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });
});

describe('the generated secrets file', () => {
  it.each([
    ['{"jwtSecret":"a"}', 'has a "jwtSecret" shorter than 32 bytes'],
    ['{}', 'has no "jwtSecret"'],
    ['[]', 'does not hold a JSON object'],
    ['{"jwtSecret":', 'is not valid JSON'],
    ['', 'is not valid JSON'],
  ])('refuses %s with a message naming the file', (content, why) => {
    const dir = dataDir();
    const file = path.join(dir, 'secrets.json');
    writeFileSync(file, content);
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: dir })).toThrow(`Refusing to start: ${file} ${why}`);
  });

  it('is created once with mode 0600 and read back on the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).jwtSecret;
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toEqual({ jwtSecret: first });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('is one secret and one emulator key for 6 processes starting together on one DATA_DIR', async () => {
    const dir = dataDir();
    const script = `
      import { loadConfig } from './apps/server/src/config.ts';
      import { createIdentity } from './apps/server/src/auth/identity.ts';
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: process.env.DIR });
      const identity = await createIdentity(config, { persistKeys: true });
      console.log(JSON.stringify({ secret: config.jwtSecret, key: identity.emulator.jwks.keys[0].n }));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: root,
          env: { ...process.env, DIR: dir },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => {
          out += d;
        });
        child.stderr.on('data', (d) => {
          err += d;
        });
        child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
      });
    const answers = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(answers).size).toBe(1);
    const { secret } = JSON.parse(answers[0]) as { secret: string };
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toEqual({ jwtSecret: secret });
    // Six spawned processes each boot tsx: 27 s alone, past 30 s on a busy 2-core machine.
  }, 120_000);
});
