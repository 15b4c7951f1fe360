/**
 * Offline (issue 18, decision 018): once the service worker is installed, every page of the navigation and every
 * game opens without a connection, also those never opened before, and a page whose data never loaded says so
 * calmly instead of showing an error screen or an error toast. Sign-out deletes what the device kept of the member.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { events } from '@campus/shared/i18n/en/events';
import { MSG } from '@campus/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, closePage, openPage, shot, signInFast, untilSettled, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

const SW_FILE = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');

const GAMES = ['hangman', 'memory', 'snake', 'tic-tac-toe', 'age-calculator', 'squid'];

/** Installs the worker from Home and waits until it controls the page: it activates once the precache is full. */
async function installFromHome(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** What a student should never see: the route error screen, a chunk error, or an error toast. */
async function expectNoErrorScreen(page: Page, route: string) {
  const body = (await page.locator('main').textContent()) ?? '';
  expect(body, `${route}: no error screen`).not.toContain(MSG.unexpectedError);
  expect(body, `${route}: no chunk error`).not.toMatch(/dynamically imported module|Failed to fetch/i);
  expect(await page.locator('[data-sonner-toast][data-type="error"]').count(), `${route}: no error toast`).toBe(0);
}

describe('offline', () => {
  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] opens every navigation route and every game offline after visiting only Home (${viewport.name})`, async () => {
      const home = await apiCall<{ allEvents: { id: number }[] }>('/user/home');
      const storyId = home.body.data.allEvents[0]?.id;
      expect(storyId).toBeDefined();
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'member@campus.test');
      await installFromHome(page);

      await page.context().setOffline(true);
      const routes = [
        '/',
        '/dashboard',
        '/course',
        '/marketplace',
        '/marketplace/1',
        '/profile',
        '/bus-schedule',
        '/prayer-schedule',
        `/news/${storyId}`,
        '/leaderboard',
        '/notifications',
        '/sign-up',
        '/games',
        ...GAMES.map((slug) => `/games/${slug}`),
      ];
      for (const route of routes) {
        await page.goto(route);
        // The page's own heading (its code came from the precache), or the offline state when it has no data yet.
        await page
          .locator('main h1, main #offline-state-title')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(async (error: Error) => {
            await shot(page, `offline-failed-${route.replaceAll('/', '_')}`, viewport);
            throw new Error(`${route}: ${error.message}`);
          });
        // Its requests have failed (nothing aria-busy) and any toast they raise has mounted.
        await untilSettled(page);
        await expectNoErrorScreen(page, route);
        await shot(page, `offline-route${route.replaceAll('/', '_')}`, viewport);
      }

      // A page whose data was never loaded on this device says so.
      await page.goto('/marketplace/1');
      const offline = page.getByRole('status').filter({ hasText: MSG.offlineTitle });
      await offline.waitFor();
      expect(await offline.textContent()).toContain(MSG.offlineBody);
      await shot(page, 'offline-item-page', viewport);
      await page.goto('/games/snake');
      await page.locator('main h1').first().waitFor();
      await shot(page, 'offline-snake', viewport);
      await page.context().setOffline(false);
      await closePage(page);
    });
  }

  it('[MEMBER] a Home card opened offline shows its story at once and says the rest could not be loaded', async () => {
    const page = await openPage(b.browser, VIEWPORTS[0]);
    await signInFast(page, 'member@campus.test');
    await installFromHome(page);
    await page.context().setOffline(true);
    // Home's cards carry no description (decision 056): the news page fetches it, which fails without a connection.
    const card = page.getByRole('region', { name: 'Campus', exact: true }).getByRole('link').first();
    await card.scrollIntoViewIfNeeded();
    const title = (await card.locator('span.line-clamp-2.font-bold').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    await page.waitForURL(/\/news\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: events.en.storyRestFailed }).count(), { timeout: 10_000 })
      .toBe(1);
    await expectNoErrorScreen(page, 'news from a Home card');
    await shot(page, 'offline-news-card', VIEWPORTS[0]);
    await page.context().setOffline(false);
    await closePage(page);
  });

  it('[MEMBER] Home offline shows the banner placeholder, not a broken image, when its picture is not cached', async () => {
    const page = await openPage(b.browser, VIEWPORTS[0]);
    await signInFast(page, 'member@campus.test');
    await installFromHome(page);
    // As if the cover had never been downloaded on this device: neither the worker nor the HTTP cache has it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.startsWith('campus-uploads')) await caches.delete(name);
    });
    await page.context().setOffline(true);
    await page.reload();
    const banner = page.getByRole('region', { name: 'Top stories' });
    await banner.waitFor();
    await banner.getByTestId('cover-placeholder').first().waitFor();
    const broken = await banner
      .locator('img')
      .evaluateAll(
        (imgs) =>
          imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length,
      );
    expect(broken).toBe(0);
    await shot(page, 'offline-home-banner', VIEWPORTS[0]);
    await page.context().setOffline(false);
    await closePage(page);
  });

  it('[GUEST] a new version waits behind a quiet "New version available — Reload" and takes over on Reload', async () => {
    const page = await openPage(b.browser, VIEWPORTS[1]);
    await installFromHome(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // A new build: the same worker with one byte more, as any change to the precache manifest makes it.
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, `${original}\n// next build\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.locator('[data-sonner-toast]').filter({ hasText: MSG.newVersionAvailable });
      await prompt.waitFor({ timeout: 30_000 });
      // Nothing changed under the page until the student chooses to.
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await shot(page, 'offline-new-version', VIEWPORTS[1]);
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const waiting = await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      expect(waiting).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    } finally {
      writeFileSync(SW_FILE, original);
    }
    await closePage(page);
  });

  it('[MEMBER] Sign Out says "Signed out" and deletes the profile, library and cached pictures kept offline', async () => {
    const page = await openPage(b.browser, VIEWPORTS[1]);
    await signInFast(page, 'member@campus.test');
    await installFromHome(page);
    await page.goto('/course');
    await page.waitForLoadState('networkidle');
    await page.goto('/profile');
    await page.waitForFunction(() => (localStorage.getItem('persist:bc-profile') ?? '').includes('profilePic'));
    // The member's own pictures, which the worker cached while the profile was open.
    const own = await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('persist:bc-profile') ?? '{}') as { profileData?: string };
      const profile = JSON.parse(raw.profileData ?? 'null') as { profilePic?: string; coverPic?: string } | null;
      return [profile?.profilePic, profile?.coverPic].filter((u): u is string => Boolean(u));
    });
    expect(own.length).toBeGreaterThan(0);
    // The profile's own <img> loads finish first, so that only the requests below are in flight at Sign Out.
    await page.waitForLoadState('networkidle');
    // Pictures still on their way when the member signs out (a slow campus network): the worker must not store
    // them after the cache was deleted. Each answer is held back 1.5 s; sign-out finishes only after they arrived.
    // Counted by URL: an <img> of the same picture may also be on its way, and is answered once as well.
    const delivered = new Set<string>();
    await page.context().route(
      (url) => own.some((u) => url.pathname === new URL(u, url).pathname),
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        delivered.add(new URL(route.request().url()).pathname);
        await route.fulfill({ response });
      },
    );
    await page.evaluate(async (urls) => {
      for (const name of await caches.keys()) if (name.startsWith('campus-uploads')) await caches.delete(name);
      // Requested by the page, answered through the worker: in flight when Sign Out is clicked.
      for (const url of urls) void fetch(url, { cache: 'reload' });
    }, own);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: MSG.signedOutToast });
    await toast.waitFor();
    expect(delivered.size).toBe(own.length);
    await shot(page, 'signed-out-toast', VIEWPORTS[1]);
    const kept = await page.evaluate(async (urls) => {
      const cached: string[] = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('campus-uploads')))
        for (const url of urls) if (await (await caches.open(name)).match(url)) cached.push(url);
      return {
        cached,
        profile: localStorage.getItem('persist:bc-profile') ?? '',
        library: localStorage.getItem('persist:bc-elibrary') ?? '',
        auth: localStorage.getItem('persist:bc-auth') ?? '',
      };
    }, own);
    expect(kept.cached).toEqual([]);
    expect(kept.profile).not.toContain('member@campus.test');
    expect(kept.library).not.toMatch(/"title/);
    expect(kept.auth).not.toMatch(/eyJ/);
    await closePage(page);
  });
});
