/**
 * The first paint needs nothing after the page itself: index.html carries the app's styles (inlined by
 * apps/web/vite.config.ts) and a static splash, which gives way to the app once it has rendered. Pages
 * opened later load their chunks without asking for the stylesheet again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, closePage, MOBILE, openPage, signInFast, useBrowser } from './helpers';

const b = useBrowser();

/**
 * Every request a page makes to `api` from now on: its query, language, whether it was signed in, and whether it
 * left before the entry script was requested (the boot script's own request does).
 */
function recordRequests(page: Page, api: string) {
  const requests: { search: string; language?: string; auth: boolean; beforeEntry: boolean }[] = [];
  let entryRequested = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/assets\/main-[\w-]+\.js$/.test(url.pathname)) entryRequested = true;
    if (url.pathname !== api) return;
    const headers = request.headers();
    requests.push({
      search: url.search,
      language: headers['accept-language'],
      auth: Boolean(headers.authorization),
      beforeEntry: !entryRequested,
    });
  });
  return requests;
}

/** A client-side navigation, as a tap on a link does: the page's lazy chunk loads, the document stays. */
const navigate = (path: string) => {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
};

describe('first paint', () => {
  it('[ADMIN] index.html brings the styles and the splash; Home, E-Library, Marketplace and Dashboard never fetch a stylesheet', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html.match(/<style>([\s\S]*?)<\/style>/)?.[1].length).toBeGreaterThan(10_000);
    expect(html).toContain('aria-label="Loading Campus Community"');

    const page = await openPage(b.browser, MOBILE);
    await signInFast(page, 'admin@campus.test');
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('status', { name: 'Loading Campus Community' }).count()).toBe(0);
    // Tailwind's font-extrabold on the greeting: the inlined styles apply.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('800');

    await page.evaluate(navigate, '/course');
    await page.getByRole('searchbox').first().waitFor();
    await page.evaluate(navigate, '/marketplace');
    await page.getByRole('tab', { name: 'Exchange', selected: true }).waitFor();
    await page.evaluate(navigate, '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard sections' }).waitFor();

    expect(requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    expect(requested.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('[MEMBER] the splash is rendered before any script loads; then the entry and the opened page load together', async () => {
    const html = await (await fetch(`${baseURL()}/marketplace`)).text();
    // No script or preload for the preload scanner: the boot script adds them once the splash is painted.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+modulepreload/);

    const page = await openPage(b.browser, MOBILE);
    await signInFast(page, 'member@campus.test');
    // When the browser first renders a frame (the paint itself is reported later, when it reaches the screen).
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
      }),
    );
    await page.goto('/marketplace');
    await page.getByRole('tab', { name: 'Exchange', selected: true }).waitFor();
    const timing = await page.evaluate(() => ({
      firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
      firstPaint: performance.getEntriesByName('first-paint').length,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => ({ name: r.name, startTime: r.startTime })),
    }));
    expect(timing.firstPaint).toBe(1);
    expect(timing.firstFrameAt).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    const scriptsAtFirstPaint = timing.scripts.filter((s) => s.startTime < timing.firstFrameAt).map((s) => s.name);
    expect(scriptsAtFirstPaint).toEqual([]);
    const preloads = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((l) => l.getAttribute('href') ?? ''),
    );
    expect(preloads.some((href) => /\/assets\/marketplace-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/assets\/home-page-/.test(href))).toBe(false);
    await closePage(page);
  });

  const FIRST_PAGES = [
    {
      path: '/course',
      api: '/api/v1/eLibrary/table',
      search: '?status=APPROVED&page=1&limit=50&sortBy=createdAt&sortOrder=desc',
    },
    {
      path: '/marketplace',
      api: '/api/v1/marketplace/table',
      search: '?status=AVAILABLE&accepts=EXCHANGE&page=1&limit=100',
    },
  ];
  it.each(FIRST_PAGES.flatMap((p) => ['en', 'bn'].map((lang) => ({ ...p, lang }))))(
    '[MEMBER] a load of $path in $lang asks for its first page once, beside the scripts, and preloads the first cover',
    async ({ path, api, search, lang }) => {
      const page = await openPage(b.browser, MOBILE);
      await signInFast(page, 'member@campus.test');
      await page.addInitScript((l) => localStorage.setItem('bc-lang', l), lang);
      const tables = recordRequests(page, api);
      await page.goto(path);
      const cover = page.locator('main button img').first();
      await cover.waitFor();
      await page.waitForLoadState('networkidle');

      // The boot script's request (sent with the scripts, as this member, in this language) is the only one.
      expect(tables).toEqual([{ search, language: lang, auth: true, beforeEntry: true }]);
      expect(
        await page.evaluate(() => (window as unknown as { campusBootRequests?: object }).campusBootRequests),
      ).toEqual({});
      // The first tile's cover was asked for by a preload with the tile's own choice of files.
      const src = await cover.getAttribute('src');
      const preload = page.locator(`link[rel="preload"][as="image"][href="${src}"]`);
      expect(await preload.count()).toBe(1);
      expect(await preload.getAttribute('imagesrcset')).toBe(await cover.getAttribute('srcset'));
      await closePage(page);
    },
  );

  it.each(['en', 'bn'])(
    "[ADMIN] a load of /dashboard in %s preloads User Management's chunks with the entry and asks for the users table once, beside the scripts",
    async (lang) => {
      const page = await openPage(b.browser, MOBILE);
      await signInFast(page, 'admin@campus.test');
      await page.addInitScript((l) => localStorage.setItem('bc-lang', l), lang);
      const tables = recordRequests(page, '/api/v1/user/table');
      await page.goto('/dashboard');
      await page.waitForURL(/\/dashboard\/users$/);
      // The first member's card (under 768 px the table's rows are cards in a list), not a skeleton.
      await page.locator('main ul[aria-label] > li:not([data-testid])').first().waitFor();
      await page.waitForLoadState('networkidle');

      // The section's chunk is preloaded, and its first page came from the boot script (sent before main.js).
      const preloads = await page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="modulepreload"]')).map((l) => l.getAttribute('href') ?? ''),
      );
      expect(preloads.some((href) => /\/assets\/users-admin-[\w-]+\.js$/.test(href))).toBe(true);
      expect(tables).toEqual([{ search: '?page=1&limit=10', language: lang, auth: true, beforeEntry: true }]);
      expect(
        await page.evaluate(() => (window as unknown as { campusBootRequests?: object }).campusBootRequests),
      ).toEqual({});
      await closePage(page);
    },
  );

  it('[GUEST] a load of /course asks for no resources: the guest is sent to sign in', async () => {
    const page = await openPage(b.browser, MOBILE);
    const tables: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/eLibrary/table') tables.push(request.url());
    });
    await page.goto('/course');
    await page.waitForURL(/\/sign-in/);
    await page.waitForLoadState('networkidle');
    expect(tables).toEqual([]);
    await closePage(page);
  });
});
