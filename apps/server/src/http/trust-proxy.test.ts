import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: 1_000_000, authMax: 2 } });
});
afterAll(() => t.close());

describe('rate limits and X-Forwarded-For', () => {
  it('does not let a client escape the /auth limit by inventing X-Forwarded-For (TRUST_PROXY off by default)', async () => {
    const login = (ip?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: ip ? { 'x-forwarded-for': ip } : {},
      });
    await login();
    await login();
    expect((await login()).statusCode).toBe(429);
    const spoofed = await login('203.0.113.77');
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
