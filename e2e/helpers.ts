/**
 * E2E helpers. One built server with demo data runs for the whole e2e run (global-setup.ts).
 *
 *   const b = useBrowser();                       // one Chromium per spec file
 *   for (const viewport of VIEWPORTS) {
 *     it(`[MEMBER] … (${viewport.name})`, async () => {
 *       const page = await openPage(b.browser, viewport);
 *       await signIn(page, 'member@campus.test');   // through the emulator popup, lands on /profile
 *       await page.goto('/marketplace');
 *       await shot(page, 'marketplace', viewport); // e2e/screenshots/marketplace-mobile.png
 *     });
 *   }
 *
 * Demo accounts: admin@, mentor@, topten@, teamhead@, citizen@, member@, bus@, prayer@, developer@campus.test.
 * `apiToken(email)` gives an app token for setting up data through the API with `apiCall`.
 * `signInFast(page, email)` puts a token straight into the persisted auth state (no popup) for speed.
 */

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export interface Viewport {
  name: 'mobile' | 'desktop';
  width: number;
  height: number;
}
export const MOBILE: Viewport = { name: 'mobile', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
export const VIEWPORTS: Viewport[] = [MOBILE, DESKTOP];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROME_PATH)');
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** One browser per spec file, closed afterwards. */
export function useBrowser(): { browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await launchBrowser();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

const contexts = new WeakMap<Page, BrowserContext>();

export async function openPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.name === 'mobile',
    hasTouch: viewport.name === 'mobile',
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  contexts.set(page, context);
  return page;
}

export async function closePage(page: Page) {
  await contexts.get(page)?.close();
}

const SHOTS = path.resolve(import.meta.dirname, 'screenshots');

export async function shot(page: Page, name: string, viewport?: Viewport) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}${viewport ? `-${viewport.name}` : ''}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Signs in through the sign-in page and the identity emulator popup, as a person would. */
export async function signIn(page: Page, email: string, displayName = '') {
  await page.goto('/sign-in');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.getByLabel('Email').fill(email);
  if (displayName) await popup.getByLabel('Display name').fill(displayName);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/(profile|sign-up)$/);
  // Signed in (not sent to sign-up): redux-persist writes the token a moment later, and a navigation before
  // then would boot the app signed out.
  if (new URL(page.url()).pathname !== '/profile') return;
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('persist:bc-auth');
    return raw !== null && (JSON.parse(raw) as { token?: string }).token !== 'null';
  });
}

export async function apiCall<T = unknown>(
  urlPath: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { success: boolean; message: string; data: T } }> {
  const res = await fetch(`${baseURL()}/api/v1${urlPath}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: options.token } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string; data: T } };
}

/** A cover that exists on the server: the oldest listed seeded event's (a drawn demo picture). */
export async function existingCover(): Promise<string> {
  const res = await apiCall<{ coverPic: string }[]>('/event/new/newEvent', { method: 'GET' });
  const seeded = res.body.data.filter((e) => e.coverPic.startsWith('/uploads/demo/pic-'));
  return (seeded.at(-1) ?? res.body.data[res.body.data.length - 1]).coverPic;
}

export async function apiToken(email: string): Promise<string> {
  const id = await apiCall<{ idToken: string }>('/identity-emulator/token', { method: 'POST', body: { email } });
  const login = await apiCall<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: { token: id.body.data.idToken },
  });
  if (login.status !== 200) throw new Error(`login for ${email} failed: ${login.body.message}`);
  return login.body.data.accessToken;
}

/** Skips the popup: stores an app token in the persisted auth state before the app boots. */
export async function signInFast(page: Page, email: string) {
  const token = await apiToken(email);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('persist:bc-auth')) {
      localStorage.setItem(
        'persist:bc-auth',
        JSON.stringify({ token: JSON.stringify(t), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
      );
    }
  }, token);
  return token;
}

/** A solid-colour PNG drawn here, so the upload goes through the real /upload pipeline (sharp → WebP). */
export function solidPng(width: number, height: number, [r, g, bl]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, bl][i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Waits until every running CSS transition and finite animation (card flips, fades, the bottom bar hiding) has
 * finished, so a screenshot or an axe audit sees what the student sees; endless ones (the animated heading) are
 * not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * In the page: the app has booted (index.html gives the title and lang; React has rendered), nothing is loading
 * (skeletons and lists in flight say aria-busy), no toast is still mounting, and no finite animation or transition
 * is running.
 */
function settled(): boolean {
  return (
    document.readyState === 'complete' &&
    document.title !== '' &&
    document.documentElement.lang !== '' &&
    (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
    document.querySelector('#root [aria-busy="true"]') === null &&
    document.querySelector('[data-sonner-toast][data-mounted="false"]') === null &&
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
  );
}

/**
 * Waits until the screen is what the student sees. Something a render raises (a toast after a redirect, an
 * entrance) can start after the page first looks settled, so it settles twice, two frames apart.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(settled);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(settled);
}
