/**
 * Issue 23's Bangla screens at 390×844 (games, hangman's Bangla riddles, the marketplace with an item open, the
 * E-Library with an item open, User Management, Activity, E-Library Management, the task board, the ideas board):
 * the page reads Bangla, nothing is wider than the screen, and a screenshot goes to e2e/screenshots/bn-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANGLA_RIDDLES } from '../apps/web/src/games/hangman/riddles-bn';
import { animationsFinished, closePage, MOBILE, openPage, shot, signInFast, useBrowser } from './helpers';

const b = useBrowser();

async function openInBangla(email?: string) {
  const page = await openPage(b.browser, MOBILE);
  await page.addInitScript(() => localStorage.setItem('bc-lang', 'bn'));
  if (email) await signInFast(page, email);
  return page;
}

/** Elements whose right edge passes the screen's (a clipped button, tab or badge), scrollers' content excepted. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && p !== document.body) {
          return true;
        }
      }
      return false;
    };
    return Array.from(document.querySelectorAll('button, a, [role="tab"], span, h1, h2, p, label, th'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !inScroller(el))
      .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`);
  });
}

describe('Bangla at 390×844 (issue 23)', () => {
  it('[GUEST] games: the tiles and hangman with a Bangla riddle and Bangla keys', async () => {
    const page = await openInBangla();
    await page.goto('/games');
    await page.getByRole('heading', { level: 1, name: 'গেম ও টুলস' }).waitFor();
    await page.getByRole('link', { name: /হ্যাংম্যান/ }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-games', MOBILE);

    await page.goto('/games/hangman');
    const [first] = BANGLA_RIDDLES;
    await page.getByText(first.clue).waitFor();
    await page.getByRole('button', { name: 'ক', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'শব্দে ক নেই' }).waitFor();
    await animationsFinished(page);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-hangman', MOBILE);
    await closePage(page);
  });

  it('[ADMIN] User Management and Activity read Bangla without overflow', async () => {
    const page = await openInBangla('admin@campus.test');
    await page.goto('/dashboard/users');
    await page.getByRole('heading', { level: 2, name: 'সদস্য ব্যবস্থাপনা' }).waitFor();
    await page.getByText('সক্রিয়').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-users-admin', MOBILE);

    await page.goto('/dashboard/activity');
    await page.getByRole('region', { name: 'কার্যক্রম' }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-activity', MOBILE);
    await closePage(page);
  });

  it('[MEMBER] the marketplace and the E-Library, each with an item open', async () => {
    const page = await openInBangla('member@campus.test');
    await page.goto('/marketplace');
    await page.getByRole('heading', { level: 1, name: 'মার্কেটপ্লেস' }).waitFor();
    await page.getByRole('tab', { name: 'বিনিময়', selected: true }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-marketplace', MOBILE);
    await page.locator('main li > button').first().click();
    const item = page.getByRole('dialog');
    await item.getByRole('button', { name: 'বন্ধ করুন' }).first().waitFor();
    await animationsFinished(page);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-marketplace-item', MOBILE);
    await page.keyboard.press('Escape');

    await page.goto('/course');
    await page.getByRole('heading', { level: 1, name: 'ই-লাইব্রেরি' }).waitFor();
    await page.locator('main li > button').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-elibrary', MOBILE);
    await page.locator('main li > button').first().click();
    await page.getByRole('dialog').waitFor();
    await animationsFinished(page);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-elibrary-item', MOBILE);
    await closePage(page);
  });

  it('[ADMIN] E-Library Management, the task board and the ideas board read Bangla without overflow', async () => {
    const page = await openInBangla('admin@campus.test');
    await page.goto('/dashboard/e-library');
    await page.getByRole('heading', { name: 'ই-লাইব্রেরি ব্যবস্থাপনা' }).first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-elibrary-admin', MOBILE);

    await page.goto('/dashboard/tasks');
    await page.getByRole('heading', { name: 'কাজ ব্যবস্থাপনা' }).first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-tasks', MOBILE);

    await page.goto('/ideas');
    await page.getByRole('heading', { name: 'ব্যবসায়িক আইডিয়া' }).first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'bn-ideas', MOBILE);
    await closePage(page);
  });
});
