import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './axe';
import { baseURL, closePage, openPage, shot, signInFast, solidPng, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

const PAGES: [number, number, number][] = [
  [13, 148, 136],
  [245, 158, 11],
  [99, 102, 241],
];

async function searchLibrary(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search in library' });
  await box.fill(term);
  await box.press('Enter');
}

describe.each(VIEWPORTS)('e-library ($name)', (viewport) => {
  it('[MENTOR→ADMIN→MEMBER] a 3-image resource is uploaded, approved, found by search, paged, viewed full screen and downloaded', async () => {
    const keyword = `Zymology${viewport.name === 'mobile' ? 'M' : 'D'}${Date.now().toString(36)}`;
    const title = `${keyword} Lab Practical Guide`;

    // A MENTOR shares a resource with three page images from the dashboard.
    const mentor = await openPage(b.browser, viewport);
    await signInFast(mentor, 'mentor@campus.test');
    await mentor.goto('/dashboard/e-library');
    await mentor.getByRole('tab', { name: 'Items' }).waitFor();
    await mentor.getByRole('button', { name: 'Add New!' }).click();
    const form = mentor.getByRole('dialog', { name: 'Add E-Library Item' });
    await form.waitFor();
    await form.getByLabel('Add images').setInputFiles(
      PAGES.map((colour, i) => ({
        name: `page-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: solidPng(300, 400, colour),
      })),
    );
    await expect.poll(() => form.getByRole('img', { name: /^Gallery \d of 3$/ }).count()).toBe(3);
    const firstImage = await form.getByRole('img', { name: 'Gallery 1 of 3' }).getAttribute('src');
    expect(firstImage).toMatch(/^\/uploads\//);
    const download = `${baseURL()}${firstImage}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: 'Lab Manuals' });
    await form.getByLabel('External Link').fill(download);
    await shot(mentor, 'elibrary-upload-form', viewport);
    expect(await blockingViolations(mentor, 'upload form')).toEqual([]);
    await form.getByRole('button', { name: 'Submit' }).click();
    await mentor.getByText('E-Library Item Added').first().waitFor();
    await mentor.getByRole('cell', { name: title }).or(mentor.getByText(title)).first().waitFor();
    await closePage(mentor);

    // Until a manager approves it, members cannot find it.
    const member = await openPage(b.browser, viewport);
    await signInFast(member, 'member@campus.test');
    await member.goto('/course');
    await member.getByRole('list', { name: 'Library resources' }).waitFor();
    await searchLibrary(member, keyword);
    await member.getByText('No items found matching your criteria').waitFor();

    // An ADMIN approves it from the pending queue.
    const admin = await openPage(b.browser, viewport);
    await signInFast(admin, 'admin@campus.test');
    await admin.goto('/dashboard/e-library');
    await admin.getByRole('button', { name: /^Pending/ }).waitFor();
    const approve = admin.getByRole('button', { name: `Approve ${title}` });
    await approve.waitFor();
    await shot(admin, 'elibrary-approval-queue', viewport);
    await approve.click();
    await admin.getByText('E-Library Item Updated').first().waitFor();
    await approve.waitFor({ state: 'detached' });
    await closePage(admin);

    // The member finds it by search and opens it.
    await member.reload();
    await member.getByRole('list', { name: 'Library resources' }).waitFor();
    await searchLibrary(member, keyword.toLowerCase());
    const tile = member.getByRole('button', { name: new RegExp(title) });
    await tile.waitFor();
    await expect
      .poll(() => member.getByRole('list', { name: 'Library resources' }).getByRole('listitem').count())
      .toBe(1);
    await member.getByText(`1 resource for “${keyword.toLowerCase()}”`).waitFor();
    await shot(member, 'elibrary-search', viewport);
    expect(await blockingViolations(member, 'library search')).toEqual([]);
    await tile.click();
    const modal = member.getByRole('dialog', { name: title });
    await modal.waitFor();
    await modal.getByText('Dr. Kamrul Hasan').waitFor();
    await modal.getByText('Lab Manuals').waitFor();
    await modal.getByRole('img', { name: `${title} (1 of 3)` }).waitFor();
    await shot(member, 'elibrary-item', viewport);
    expect(await blockingViolations(member, 'item modal')).toEqual([]);

    // Pages through the gallery: the Next button, then the arrow keys.
    await modal.getByRole('button', { name: 'Next image' }).click();
    await modal.getByRole('img', { name: `${title} (2 of 3)` }).waitFor();
    await member.keyboard.press('ArrowRight');
    await modal.getByRole('img', { name: `${title} (3 of 3)` }).waitFor();
    await member.keyboard.press('ArrowLeft');
    await modal.getByRole('img', { name: `${title} (2 of 3)` }).waitFor();

    // Full screen from the main image; arrows work there; Escape leaves full screen only.
    await modal.getByRole('button', { name: 'Open image 2 of 3 in full screen' }).click();
    const viewer = member.getByRole('dialog', { name: /full screen/ });
    await viewer.waitFor();
    await member.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: `${title} (3 of 3)` }).waitFor();
    await shot(member, 'elibrary-fullscreen', viewport);
    expect(await blockingViolations(member, 'full screen view')).toEqual([]);
    await member.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await modal.waitFor();

    // A thumbnail double click opens full screen too.
    await modal.getByRole('button', { name: 'Show image 1' }).dblclick();
    await viewer.getByRole('img', { name: `${title} (1 of 3)` }).waitFor();
    // Escape was checked above; here the viewer's own close button (a second Escape raced the nested dialogs in CI).
    await viewer.getByRole('button', { name: 'Close full screen' }).click();
    await viewer.waitFor({ state: 'detached' });
    await modal.waitFor();

    // 'Download Resource' opens the link in a new tab, without access back to the app.
    const link = modal.getByRole('link', { name: 'Download Resource' });
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const [tab] = await Promise.all([member.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(download);
    await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
    await closePage(member);
  });
});
