/**
 * Issue 18's screens at 390×844 and 1280×800, with what each fix must show. Screenshots go to e2e/screenshots
 * (ux-*.png) for review.
 */
import { MSG } from '@campus/shared/messages';
import { describe, expect, it } from 'vitest';
import { apiCall, closePage, openPage, shot, signInFast, useBrowser, VIEWPORTS } from './helpers';

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
