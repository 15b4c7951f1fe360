/**
 * Issue 18's screens at 390×844 and 1280×800, with what each fix must show. Screenshots go to e2e/screenshots
 * (ux-*.png) for review.
 */
import { MSG } from '@campus/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastViolations } from './axe';
import {
  animationsFinished,
  apiCall,
  apiToken,
  closePage,
  existingCover,
  openPage,
  shot,
  signInFast,
  useBrowser,
  VIEWPORTS,
} from './helpers';

const b = useBrowser();

describe('issue 18 screens', () => {
  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] Home, a story's 4:3 cover, E-Library and my listings (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'member@campus.test');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Campus' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/ux-home-full-${viewport.name}.png`, fullPage: true });

      // Quick links: "Leaderboard" fits its tile.
      const tile = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Leaderboard' });
      const fits = await tile.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);

      const home = await apiCall<{ allEvents: { id: number; title: string; coverPic: string }[] }>('/user/home');
      // A seeded story with a drawn picture (demo pictures are pic-*.svg; other specs' events may be listed first).
      const story =
        home.body.data.allEvents.find((e) => e.coverPic.startsWith('/uploads/demo/pic-')) ??
        home.body.data.allEvents[0];
      await page.goto(`/news/${story.id}`);
      // The story's cover (named by its title), not an avatar or the square QR of a ticket for this event.
      const cover = page.locator('main article').getByRole('img', { name: story.title, exact: true });
      await cover.waitFor();
      const box = await cover.boundingBox();
      expect(box && Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
      await shot(page, 'ux-news', viewport);

      await page.goto('/course');
      await page.getByRole('heading', { level: 1, name: 'E-Library' }).waitFor();
      expect(await page.getByRole('button', { name: 'Filters' }).textContent()).toContain('Filters');
      await shot(page, 'ux-course', viewport);

      await page.goto('/dashboard/listings');
      await page.getByRole('button', { name: 'Post' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post a listing' });
      await dialog.getByRole('combobox', { name: /Type/ }).selectOption('BOTH');
      await dialog.getByRole('button', { name: 'Post listing' }).click();
      await dialog.getByText(MSG.exchangeForRequired).waitFor();
      await dialog.getByText(MSG.invalidSalePrice).waitFor();
      await shot(page, 'ux-listing-errors', viewport);
      await closePage(page);
    });

    it(`[MEMBER] the sign-in page says why after a forced sign-out; Sign Out says Signed out (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
      // What the profile page's role check navigates with (React Router keeps it in history.state.usr).
      await page.evaluate(() =>
        history.replaceState({ usr: { reason: 'role-changed' }, key: 'forced', idx: 0 }, '', '/sign-in'),
      );
      await page.reload();
      await page.getByRole('status').filter({ hasText: MSG.roleChangedSignIn }).waitFor();
      await shot(page, 'ux-sign-in-role-changed', viewport);
      await closePage(page);
    });

    it(`[ADMIN] bus editor, users and marketplace review on ${viewport.name}`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'admin@campus.test');
      await page.goto('/dashboard/bus-schedule');
      const time = page.locator('input[type="time"]').first();
      await time.waitFor();
      const [timeBox, rowBox] = await Promise.all([
        time.boundingBox(),
        time.locator('xpath=ancestor::li[1]').boundingBox(),
      ]);
      // On a phone the time field takes the entry's whole width instead of 8rem.
      if (viewport.name === 'mobile') expect(timeBox?.width).toBeGreaterThan((rowBox?.width ?? 0) - 40);
      await time.scrollIntoViewIfNeeded();
      await shot(page, 'ux-bus-editor', viewport);

      await page.goto('/dashboard/users');
      await page.waitForLoadState('networkidle');
      await shot(page, 'ux-users', viewport);
      // An email wraps only at its @ (a <wbr> before it), never inside a word.
      expect(await page.locator('main p:has(wbr)').first().textContent()).toMatch(/^[^@\s]+@[\w.]*campus\.test$/);

      await page.goto('/dashboard/marketplace');
      const approve = page.getByRole('button', { name: /^Approve / }).first();
      await approve.waitFor();
      await approve.click();
      const undo = page.locator('[data-sonner-toast]').filter({ hasText: 'Approving' });
      await undo.waitFor();
      await animationsFinished(page);
      await shot(page, 'ux-marketplace-undo', viewport);
      await undo.getByRole('button', { name: 'Undo' }).click();

      await page.goto('/profile');
      const push = page.getByRole('button', { name: 'Turn on push notifications' });
      await push.waitFor();
      const height = (await push.boundingBox())?.height ?? 0;
      expect(height).toBeLessThanOrEqual(36);
      await push.scrollIntoViewIfNeeded();
      await shot(page, 'ux-profile-push', viewport);
      await closePage(page);
    });
  }
});

/** The toasts a student can see (sonner keeps the ones behind in the DOM, hidden). */
const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

/** Whether two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('issue 18, what was left', () => {
  for (const viewport of VIEWPORTS) {
    it(`[MEMBER] Home: Next prayer has no empty space inside; the events grid never ends on a lone card (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'member@campus.test');
      // An odd number of stories, whatever other specs have posted: 7.
      await page.route('**/api/v1/user/home', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.allEvents = body.data.allEvents.slice(0, 7);
        await route.fulfill({ response, json: body });
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Campus' }).waitFor();
      await page.waitForLoadState('networkidle');

      const card = page.locator('section[aria-labelledby="glance-prayer"]');
      // Between the card's parts only their 12 px gap; under the last one only the card's padding.
      const space = await card.evaluate((el) => {
        const parts = Array.from(el.children).map((c) => c.getBoundingClientRect());
        const gaps = parts.slice(1).map((r, i) => Math.round(r.top - parts[i].bottom));
        return { gaps, below: Math.round(el.getBoundingClientRect().bottom - (parts.at(-1)?.bottom ?? 0)) };
      });
      expect(Math.max(...space.gaps)).toBeLessThanOrEqual(13);
      expect(space.below).toBeLessThanOrEqual(21);
      await card.locator('xpath=..').screenshot({ path: `e2e/screenshots/ux-home-glance-${viewport.name}.png` });

      const grid = page.locator('section[aria-labelledby="home-events"] ul').first();
      await grid.scrollIntoViewIfNeeded();
      const rows = await grid.evaluate((ul) => {
        const width = ul.getBoundingClientRect().width;
        const byTop = new Map<number, number[]>();
        for (const li of Array.from(ul.children)) {
          const r = li.getBoundingClientRect();
          byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), r.width]);
        }
        return { width, rows: [...byTop.values()] };
      });
      expect(rows.rows.flat()).toHaveLength(7);
      // A row of one card is a full-width lead story, never a lone card beside an empty cell.
      for (const row of rows.rows) if (row.length === 1) expect(row[0]).toBeGreaterThan(rows.width - 2);
      expect(rows.rows.at(-1)?.length).toBeGreaterThan(1);
      await grid.screenshot({ path: `e2e/screenshots/ux-home-events-${viewport.name}.png` });
      await closePage(page);
    });

    it(`[ADMIN] the dashboard's 10+ sections: wrapped on a desktop, a scroll row with a visible cue on a phone, all reachable by Tab (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'admin@campus.test');
      await page.goto('/dashboard/marketplace');
      const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
      await nav.getByRole('link', { name: 'Marketplace Management' }).waitFor();
      const links = nav.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const row = nav.locator('ul');
      const overflowing = await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth + 1);
      const navBox = await nav.boundingBox();
      /** Whether a link is wholly inside the bar's visible box. */
      const inView = async (i: number) => {
        const box = await links.nth(i).boundingBox();
        return !!box && !!navBox && box.x >= navBox.x - 1 && box.x + box.width <= navBox.x + navBox.width + 1;
      };
      if (viewport.name === 'desktop') {
        expect(overflowing).toBe(false);
        for (let i = 0; i < count; i++) expect(await inView(i)).toBe(true);
      } else {
        expect(overflowing).toBe(true);
        // The current section is scrolled into view; a cue shows that more sections wait to the right.
        expect(
          await inView(await links.evaluateAll((els) => els.findIndex((a) => a.getAttribute('aria-current')))),
        ).toBe(true);
      }
      await shot(page, 'ux-dashboard-sections', viewport);

      // Tab walks every section link in order, and each one is in view when it has the focus.
      await links.first().focus();
      for (let i = 0; i < count; i++) {
        if (i > 0) await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await links.nth(i).textContent());
        await expect.poll(() => inView(i), { message: `link ${i} in view when focused` }).toBe(true);
      }
      if (viewport.name === 'mobile') {
        await page.keyboard.press('Shift+Tab');
        await links.first().focus();
        await expect.poll(() => nav.locator('[data-more="end"]').isVisible()).toBe(true);
        await shot(page, 'ux-dashboard-sections-start', viewport);
      }
      await closePage(page);
    });

    it(`[ADMIN] toasts sit clear of an open dialog's header and show one at a time (${viewport.name})`, async () => {
      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'admin@campus.test');
      // Every save fails (nothing is written), so each click raises an error toast.
      await page.route('**/api/v1/marketplace/update', (route) => route.abort());
      await page.goto('/dashboard/marketplace');
      const row =
        viewport.name === 'desktop'
          ? page.locator('main tbody tr[tabindex="0"]').first()
          : page.locator('main ul > li[tabindex="0"]').first();
      await row.click({ position: { x: 12, y: 12 } });
      const dialog = page.getByRole('dialog');
      const save = dialog.getByRole('button', { name: 'Update Item' });
      await save.click();
      // The pointer rests on the toast as soon as it shows, as a reader's would: sonner pauses every toast's timer
      // while the pointer is over its list, so they are still there when the audit below runs (on slow machines
      // their 4 s ran out first, twice in session 21's CI). Over a modal dialog this needs the toaster to take
      // pointer events (index.css). The second save is pressed from the keyboard, so the pointer stays there.
      await visibleToasts(page)
        .filter({ hasText: /failed|error/i })
        .hover();
      await save.press('Enter');
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBeGreaterThanOrEqual(2);
      // Two toasts raised, one shown.
      await expect.poll(() => visibleToasts(page).count()).toBe(1);
      // Where the toast comes to rest, not mid-entrance, with the pointer on it again.
      await animationsFinished(page);
      await visibleToasts(page).hover();
      await animationsFinished(page);
      // Audits of whole screens leave toasts out (e2e/axe.ts); this one is read while it is shown.
      expect(await toastViolations(page)).toEqual([]);
      const [header, toastBox] = await Promise.all([
        dialog.locator('header').boundingBox(),
        visibleToasts(page).boundingBox(),
      ]);
      expect(header && toastBox && overlaps(header, toastBox)).toBe(false);
      // Nor over the dialog's Cancel and Update Item, at its bottom right.
      for (const name of ['Cancel', 'Update Item']) {
        const button = await dialog.getByRole('button', { name }).boundingBox();
        expect(button && toastBox && overlaps(button, toastBox)).toBe(false);
      }
      expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeGreaterThan(viewport.height - 160);
      await shot(page, 'ux-toast-over-dialog', viewport);
      // The toast's close button works over the dialog, and the dialog, with what was typed, stays open.
      const raised = await page.locator('[data-sonner-toast]').count();
      await visibleToasts(page).getByRole('button', { name: 'Close toast' }).click();
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBeLessThan(raised);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => save.isVisible()).toBe(true);
      await closePage(page);
    });

    it(`[ADMIN] an Approve still under its Undo toast is sent when the page closes within 5 s (${viewport.name})`, async () => {
      const [seller, admin] = await Promise.all([apiToken('citizen@campus.test'), apiToken('admin@campus.test')]);
      const categories = await apiCall<{ id: number }[]>('/marketplace/category/table', { token: seller });
      const title = `Graph paper pad (${viewport.name} ${Date.now()})`;
      const created = await apiCall<{ id: number }>('/marketplace/create', {
        method: 'POST',
        token: seller,
        body: {
          title,
          description: 'A4, 50 sheets, unused.',
          coverPic: await existingCover(),
          type: 'SALE',
          price: 80,
          categoryId: categories.body.data[0].id,
        },
      });
      // A member's listing waits for review.
      expect(created.body.data).toMatchObject({ status: 'PENDING' });
      const status = async () =>
        (await apiCall<{ status: string }>(`/marketplace/${created.body.data.id}`, { token: admin })).body.data.status;

      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'admin@campus.test');
      await page.goto('/dashboard/marketplace');
      await page
        .getByRole('button', { name: `Approve ${title}` })
        .first()
        .click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Approving' }).waitFor();
      expect(await status()).toBe('PENDING');
      // The student leaves at once: a reload on the phone, the tab closed on the desktop.
      if (viewport.name === 'mobile') await page.reload();
      else await page.close({ runBeforeUnload: true });
      await expect.poll(status, { timeout: 3000 }).toBe('AVAILABLE');
      await closePage(page).catch(() => undefined);
    });
  }
});
