/**
 * Rate limiting: /auth/* answers 429 with the SPEC message once its per-IP budget is spent, other routes
 * have the (larger) global budget, /health is never limited, and every budget recovers when its one-minute
 * window has passed. The window is measured with Date.now(), so the test moves the clock instead of waiting.
 */
import { MSG } from '@campus/shared/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, idTokenFor, type TestApp } from '../helpers';

const AUTH_MAX = 3;
const MAX = 6;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { max: MAX, authMax: AUTH_MAX } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 10;
/** Each test uses its own client address, so the budgets of one test do not leak into the next. */
const nextIp = () => `10.0.0.${ipCounter++}`;

function hit(method: 'GET' | 'POST', url: string, ip: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: ip,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

function expectLimited(res: Awaited<ReturnType<typeof hit>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: MSG.tooManyRequests });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

function passTheWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
}

describe('rate limiting', () => {
  it(`/auth/logout: ${AUTH_MAX} calls pass, the next answers 429, and it recovers after the window`, async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_MAX; i++) expect((await hit('POST', '/auth/logout', ip)).statusCode).toBe(200);
    expectLimited(await hit('POST', '/auth/logout', ip));
    expectLimited(await hit('POST', '/auth/logout', ip));
    // Another client is not affected.
    expect((await hit('POST', '/auth/logout', nextIp())).statusCode).toBe(200);
    passTheWindow();
    expect((await hit('POST', '/auth/logout', ip)).statusCode).toBe(200);
  });

  it('/auth/login: failed attempts spend the budget, then even a valid token waits for the window', async () => {
    const ip = nextIp();
    const valid = await idTokenFor(t, 'nobody.registered@gmail.com');
    for (let i = 0; i < AUTH_MAX; i++) {
      const res = await hit('POST', '/auth/login', ip, { token: `guess-number-${i}-xxxxxxxx` });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await hit('POST', '/auth/login', ip, { token: valid }));
    passTheWindow();
    // Unknown account: 404 telling them to register — the point is that it is answered again.
    expect((await hit('POST', '/auth/login', ip, { token: valid })).statusCode).toBe(404);
  });

  it('/auth/register has its own budget and answers 429 too', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_MAX; i++) expect((await hit('POST', '/auth/register', ip, {})).statusCode).toBe(400);
    expectLimited(await hit('POST', '/auth/register', ip, {}));
  });

  it(`other routes have the global budget (${MAX} here) and recover`, async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX; i++) expect((await hit('GET', '/auth/config', ip)).statusCode).toBe(200);
    expectLimited(await hit('GET', '/auth/config', ip));
    passTheWindow();
    expect((await hit('GET', '/auth/config', ip)).statusCode).toBe(200);
  });

  it('/health is never limited (load balancers poll it)', async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX * 3; i++) expect((await hit('GET', '/health', ip)).statusCode).toBe(200);
  });
});
