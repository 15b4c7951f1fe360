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
  existingCover,
  openPage,
  shot,
  signInFast,
  useBrowser,
  VIEWPORTS,
} from './helpers';

const b = useBrowser();

/** Waits until the service worker controls the page: it activates only once Workbox has precached the whole build. */
async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
      // The week's top three and the next event's ticket come from their own requests, not from the Home saved on
      // the device: left out of the comparison.
      const sections = async () =>
        (await page.getByRole('heading', { level: 2 }).allTextContents()).filter(
          (s) => !s.includes('Top of the week') && !s.includes('Your next event'),
        );
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
      await expect.poll(sections, { timeout: 10_000 }).toEqual(onlineSections);
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
      // The switch follows the server's answer (the save, then the preferences read again), which took longer than
      // a poll's default second once on a loaded CI machine (session 22); the reload boots the page again too.
      await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe(after);
      await page.reload();
      await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe(after);

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
          coverPic: await existingCover(),
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
