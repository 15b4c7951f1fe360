/**
 * The Activity section (issue 22): an ADMIN finds an audited write in the audit table and opens its before → after
 * diff, on a phone and on a desktop. The write is a Marketplace category renamed through the API.
 */
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken, closePage, DESKTOP, MOBILE, openPage, shot, signInFast, useBrowser } from './helpers';

const b = useBrowser();
const WAIT = { timeout: 15_000 };

describe('Activity (audit log)', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`[ADMIN][AUDIT] (${viewport.name}): a category rename is listed and its row opens the diff`, async () => {
      const admin = await apiToken('admin@campus.test');
      const stamp = `${viewport.name}-${Date.now().toString(36)}`;
      const before = `Lab gear ${stamp}`;
      const after = `Lab equipment ${stamp}`;
      const created = await apiCall<{ id: number }>('/marketplace/category/create', {
        method: 'POST',
        token: admin,
        body: { name: before, coverPic: '/uploads/demo/pic-1.webp' },
      });
      expect(created.status, created.body.message).toBe(201);
      const renamed = await apiCall('/marketplace/category/update', {
        method: 'PATCH',
        token: admin,
        body: { id: created.body.data.id, name: after },
      });
      expect(renamed.status, renamed.body.message).toBe(200);
      const adminName = (await apiCall<{ fullName: string }>('/user/details', { token: admin })).body.data.fullName;

      const page = await openPage(b.browser, viewport);
      await signInFast(page, 'admin@campus.test');
      await page.goto('/dashboard/activity');
      await page.getByPlaceholder('Search actor, target or action').fill(stamp);
      // Rows are table rows on a desktop and stacked cards on a phone: both hold the same texts.
      const rows =
        viewport === MOBILE
          ? page.getByRole('list', { name: 'Activity' }).locator(':scope > li')
          : page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
      // The search may also match other rows (it is not an exact match): the two of this rename are there.
      const mine = rows.filter({ hasText: stamp });
      await expect.poll(() => mine.count(), WAIT).toBe(2);
      const update = mine.filter({ hasText: 'category.update' });
      expect(await update.textContent()).toContain(`marketplace-category #${created.body.data.id}`);
      expect(await mine.filter({ hasText: 'category.create' }).textContent()).toContain('name, coverPic');

      await update.click();
      const diff = page.getByRole('dialog', { name: `category.update · ${before}` });
      await diff.waitFor();
      expect(await diff.getByText(`${adminName} (ADMIN) on`, { exact: false }).isVisible()).toBe(true);
      const cells = await diff
        .getByRole('row')
        .evaluateAll((trs) =>
          trs.map((tr) =>
            Array.from({ length: tr.children.length }, (_, i) => (tr.children[i].textContent ?? '').trim()),
          ),
        );
      // Only the changed field, before → after.
      expect(cells).toEqual([
        ['Field', 'Before', 'After'],
        ['name', before, after],
      ]);
      await shot(page, 'activity-diff', viewport);
      await closePage(page);
    });
  }
});
