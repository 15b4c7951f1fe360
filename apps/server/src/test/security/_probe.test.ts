import { it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDb } from '../../db/client';
import { users } from '../../db/schema/index';
it('probe', async () => {
  const dbHandle = await createDb({ pgliteDir: ':memory:' });
  await dbHandle.migrate();
  const config = loadConfig({ DATA_DIR: '/tmp/probe-x', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const app = await buildApp(config, { dbHandle, persistEmulatorKeys: false });
  const [u] = await dbHandle.db.insert(users).values({ fullName: 'A', email: 'a@b.c', role: 'ADMIN', status: 'ACTIVE' }).returning();
  const token = await app.ctx.tokens.sign({ id: u.id, role: 'ADMIN' });
  const b = '----x';
  for (const [ct, payload] of [['multipart/form-data', 'hello'], [`multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`], [`multipart/form-data; boundary=${b}`, Buffer.from([0,1,2,3])]] as const) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/upload', headers: { authorization: token, 'content-type': ct }, payload });
    console.log(res.statusCode, res.body);
  }
  const r = await app.inject({ method: 'POST', url: '/api/v1/designation/create', headers: { authorization: token, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'a\u0000b' }) });
  console.log(r.statusCode, r.body);
  await app.close(); await dbHandle.close();
});
