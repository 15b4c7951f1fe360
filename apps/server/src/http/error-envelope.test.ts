import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { call, createTestApp, createUser, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await call(t.app, 'GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', errorMessages: [{ path: '' }] });
  });

  it('answers a body over the limit with 413', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: MSG.bodyTooLarge });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('lists every failing field in errorMessages with its path, and the first one as message', async () => {
    const res = await call(t.app, 'POST', '/auth/register', { body: { contactNo: '123' } });
    expect(res.status).toBe(400);
    const body = res.body as unknown as { errorMessages: { path: string; message: string }[] };
    expect(body.errorMessages.length).toBeGreaterThan(1);
    expect(body.errorMessages.map((e) => e.path)).toEqual(expect.arrayContaining(['contactNo', 'fullName']));
    expect(res.body.message).toBe(body.errorMessages[0].message);
  });

  it('rejects a page below 1 and an unknown sortBy with 400 naming the rule', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const res = await call(t.app, 'GET', '/user/table', { token: admin.token, query: { page: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('page must be 1 or more');
    const sort = await call(t.app, 'GET', '/user/table', { token: admin.token, query: { sortBy: 'password' } });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/^sortBy must be one of/);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty('/api/v1/auth/register');
  });

  it('never logs or echoes the Authorization header', async () => {
    const res = await call(t.app, 'GET', '/user/details', { token: 'secret-token-value' });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toContain('secret-token-value');
  });
});

describe('embedded database directory', () => {
  const openInAnotherProcess = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test/open-data-dir.ts'), dir], {
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('refuses a second process on the same DATA_DIR with a clear message, and allows it after a clean close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
    try {
      const first = await createDb({ pgliteDir: dir });
      const refused = openInAnotherProcess(dir);
      expect(refused.status).toBe(3);
      expect(refused.stdout).toContain(`already in use by process ${process.pid}`);
      await first.close();
      const opened = openInAnotherProcess(dir);
      expect(opened.stdout).toContain('OPENED');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two child processes each boot tsx and PGlite: ~8 s apiece alone, past 30 s together on a busy 2-core machine.
  }, 90_000);
});
