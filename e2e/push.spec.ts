import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  apiToken,
  baseURL,
  CHROMIUM_ARGS,
  chromiumPath,
  closePage,
  DESKTOP,
  openPage,
  shot,
  signInFast,
  useBrowser,
  VIEWPORTS,
} from './helpers';

const b = useBrowser();

/** Waits until the service worker controls the page and has cached every built file the page loaded. */
async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
      .map((u) => u.pathname);
    const names = (await caches.keys()).filter((n) => n.startsWith('campus-assets-'));
    if (names.length === 0) return false;
    const cached = new Set((await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname));
    const shell = (await caches.keys()).find((n) => n.startsWith('campus-shell-'));
    const hasIndex = shell ? Boolean(await (await caches.open(shell)).match('/index.html')) : false;
    return hasIndex && loaded.every((p) => cached.has(p));
  });
}

describe('installable PWA', () => {
  it('[GUEST] registers the service worker /sw.js at / with scope /', async () => {
    const page = await openPage(b.browser, DESKTOP);
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL()}/`, script: `${baseURL()}/sw.js` });
    const manifest = await page.evaluate(async () => {
      const res = await fetch('/manifest.webmanifest');
      return { type: res.headers.get('content-type'), body: await res.json() };
    });
    expect(manifest.type).toContain('application/manifest+json');
    expect(manifest.body).toMatchObject({
      name: 'Campus Community',
      short_name: 'Campus',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    await closePage(page);
  });

  it('[GUEST] reports no installability errors in Chromium', async () => {
    // Installability is not evaluated in off-the-record contexts, so this check uses a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'campus-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
      viewport: { width: DESKTOP.width, height: DESKTOP.height },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(url).toBe(`${baseURL()}/manifest.webmanifest`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] reloads offline and shows the persisted Home (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'member@campus.test');
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      // Home persists what it fetched; let it arrive before going offline.
      await page.waitForLoadState('networkidle');
      await waitForOfflineReady(page);
      // textContent, not innerText: sections off the screen are not rendered yet (content-visibility: auto), and
      // innerText reads rendered text only.
      const sections = () => page.getByRole('heading', { level: 2 }).allTextContents();
      const online = await heading.textContent();
      const onlineSections = await sections();
      expect(onlineSections.length).toBeGreaterThan(0);

      await page.context().setOffline(true);
      await page.reload();
      await heading.waitFor();
      // The same Home content, restored from the persisted slices by the cached app shell.
      expect(await heading.textContent()).toBe(online);
      await page.getByRole('heading', { level: 2, name: onlineSections[0] }).waitFor();
      // Sections below the first screen render a moment later (deferred from the first paint).
      await expect.poll(sections).toEqual(onlineSections);
      await shot(page, 'home-offline', viewport);
      await page.context().setOffline(false);
      await closePage(page);
    });
  }
});

describe('push settings', () => {
  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] switches a category off on /profile and is told clearly when push cannot be turned on (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'teamhead@campus.test');
      await page.goto('/profile');
      const panel = page.getByRole('region', { name: 'Push notifications' });
      await panel.scrollIntoViewIfNeeded();
      const toggle = panel.getByRole('switch', { name: 'New top-banner events' });
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      const before = await toggle.getAttribute('aria-checked');
      await toggle.click();
      const after = before === 'true' ? 'false' : 'true';
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(after);
      await page.reload();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(after);

      // Headless Chromium refuses the permission prompt, as a user who blocked notifications would.
      await panel.getByRole('button', { name: 'Turn on push notifications' }).click();
      const alert = panel.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(MSG.pushDenied);
      await alert.scrollIntoViewIfNeeded();
      await shot(page, 'push-settings', viewport);
      await closePage(page);
    });
  }
});

describe('notification inbox', () => {
  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] sees “New price offer” in the inbox after another account offers on their book (${viewport.name})`, async () => {
      const [seller, buyer, admin] = await Promise.all([
        apiToken('member@campus.test'),
        apiToken('citizen@campus.test'),
        apiToken('admin@campus.test'),
      ]);
      const categories = await apiCall<{ id: number }[]>('/marketplace/category/table', { token: seller });
      expect(categories.status).toBe(200);
      const title = `Discrete Mathematics (${viewport.name} ${Date.now()})`;
      const listing = await apiCall<{ id: number }>('/marketplace/create', {
        method: 'POST',
        token: seller,
        body: {
          title,
          description: 'Rosen, 7th edition. A few pencil notes.',
          coverPic: '/uploads/demo/book.svg',
          type: 'SALE',
          price: 500,
          categoryId: categories.body.data[0].id,
        },
      });
      expect(listing.status).toBe(201);
      const approve = await apiCall('/marketplace/update', {
        method: 'PATCH',
        token: admin,
        body: { id: listing.body.data.id, status: 'AVAILABLE' },
      });
      expect(approve.status).toBe(200);
      const offer = await apiCall('/marketplace/offer/create', {
        method: 'POST',
        token: buyer,
        body: {
          marketplaceId: listing.body.data.id,
          type: 'BUY',
          offerPrice: 450,
          offerItemDescription: 'Library gate',
        },
      });
      expect(offer.status).toBe(201);

      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'member@campus.test');
      await page.goto('/');
      await page
        .getByRole('status', { name: /unread notification/ })
        .first()
        .waitFor();
      await page.goto('/notifications');
      const list = page.getByRole('list', { name: 'Notifications' });
      const item = list.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'New price offer' });
      await item.waitFor();
      expect(await item.textContent()).toContain(`offered ৳450 for "${title}"`);
      await shot(page, 'inbox', viewport);

      await item.getByRole('button', { name: /^Mark read/ }).click();
      await item.getByRole('button', { name: /^Mark read/ }).waitFor({ state: 'detached' });
      await closePage(page);
    });
  }
});
