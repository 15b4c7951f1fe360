/** The informational items of issue 16 (decision 017). */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, createUser, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('informational findings', () => {
  it('refuses an app token without exp (it would never expire) with 401', async () => {
    const user = await createUser(t);
    const forever = await new SignJWT({ id: user.id, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/details', headers: { authorization: forever } });
    expect(res.statusCode).toBe(401);
    const normal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/details',
      headers: { authorization: user.token },
    });
    expect(normal.statusCode).toBe(200);
  });

  it('refuses ADMIN_EMAILS while the emulator is on in production, and starts without them', () => {
    const env = { NODE_ENV: 'production', AUTH_EMULATOR: 'true', JWT_SECRET: 'y'.repeat(40), DATA_DIR: '/tmp/unused' };
    expect(() => loadConfig({ ...env, ADMIN_EMAILS: 'boss@campus.edu' })).toThrow(
      'Refusing to start: ADMIN_EMAILS with AUTH_EMULATOR=true in production',
    );
    expect(loadConfig(env).authEmulator).toBe(true);
  });

  it('sends a Permissions-Policy header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it('does not serve the API documentation page in production', async () => {
    const prod = await createTestApp({ isProduction: true });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
