import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, closePage, MOBILE, openPage, shot, signInFast, useBrowser } from './helpers';

const b = useBrowser();

/** A device that chose Bangla before (decision 030: `bc-lang` holds the plain string). */
async function inBangla(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('bangla-set')) {
      localStorage.setItem('bc-lang', 'bn');
      sessionStorage.setItem('bangla-set', '1');
    }
  });
}

/** Nothing wider than the phone: Bangla strings run longer than English. */
async function expectNoSidewaysOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

describe('Bangla (issue 23, 390×844)', () => {
  it('[GUEST] Home in Bangla: navigation, sections and Bengali digits', async () => {
    const page = await openPage(b.browser, MOBILE);
    await inBangla(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'পরের নামাজ' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    // The boot script fetched the Bangla chunk beside the entry: it started before main.js had even arrived,
    // so not from main's own import('./bangla') after it ran.
    const timing = await page.evaluate(() => {
      const entry = (re: RegExp) =>
        performance.getEntriesByType('resource').find((e) => re.test(e.name)) as PerformanceResourceTiming;
      const main = entry(/\/assets\/main-[\w-]+\.js$/);
      const bangla = entry(/\/assets\/bangla-[\w-]+\.js$/);
      return { banglaStart: bangla.startTime, mainEnd: main.responseEnd };
    });
    expect(timing.banglaStart).toBeLessThan(timing.mainEnd);
    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByText('মার্কেটপ্লেস').waitFor();
    await page.getByRole('link', { name: 'বাস', exact: true }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysOverflow(page);
    await shot(page, 'bangla-home', MOBILE);
    await closePage(page);
  });

  it("[GUEST] before any script has run, the title and the splash are in the visit's language: Bangla, or index.html's English", async () => {
    // English (the default) keeps index.html's own texts.
    const visits = [
      { lang: 'bn', splash: 'ক্যাম্পাস কমিউনিটি লোড হচ্ছে', title: 'ক্যাম্পাস কমিউনিটি' },
      { lang: 'en', splash: 'Loading Campus Community', title: 'Campus Community' },
    ];
    for (const { lang, splash, title } of visits) {
      const page = await openPage(b.browser, MOBILE);
      if (lang === 'bn') await inBangla(page);
      // No app code: what shows is index.html and its boot script alone.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('status', { name: splash }).getByText(title).waitFor();
      expect(await page.evaluate(() => [document.title, document.documentElement.lang])).toEqual([title, lang]);
      await closePage(page);
    }
  });

  it('[NEW STUDENT] sign-up validation errors in Bangla', async () => {
    const page = await openPage(b.browser, MOBILE);
    await inBangla(page);
    await page.goto('/sign-up');
    await page.getByLabel('পুরো নাম').fill('রহিম উদ্দিন');
    await page.getByLabel('যোগাযোগ নম্বর').fill('০১২১২৩৪৫৬৭৮');
    await page.getByRole('button', { name: 'গুগল দিয়ে এগিয়ে যান' }).click();
    await page.getByText('অনুগ্রহ করে প্রোফাইল ছবি ঘরটি পূরণ করুন।').first().waitFor();
    await page.getByText('যোগাযোগ নম্বরটি সঠিক নয়। অনুগ্রহ করে একটি সঠিক যোগাযোগ নম্বর দিন!').first().waitFor();
    expect(page.url()).toMatch(/\/sign-up$/);
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysOverflow(page);
    await shot(page, 'bangla-sign-up-invalid', MOBILE);
    await closePage(page);
  });

  it('[MEMBER] profile in Bangla; switching to English saves it on the account', async () => {
    const page = await openPage(b.browser, MOBILE);
    await inBangla(page);
    const token = await signInFast(page, 'boss@campus.test');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'পুশ নোটিফিকেশন' }).waitFor();
    await page.getByRole('button', { name: 'সাইন আউট', exact: true }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expectNoSidewaysOverflow(page);
    await shot(page, 'bangla-profile', MOBILE);
    await page.getByRole('heading', { name: 'ভাষা' }).scrollIntoViewIfNeeded();
    await shot(page, 'bangla-profile-language', MOBILE);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('bc-lang'), document.documentElement.lang])).toEqual([
      'en',
      'en',
    ]);
    await expect
      .poll(async () => (await apiCall<{ language: string | null }>('/user/details', { token })).body.data.language)
      .toBe('en');
    await closePage(page);
  });
});
