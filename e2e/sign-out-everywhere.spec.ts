/**
 * "Sign out everywhere" on the profile (decision 017): the button sits beside Sign Out, asks in a dialog first,
 * and once confirmed signs this browser out and makes the member's other tokens answer 401.
 */
import { MSG } from '@campus/shared/messages';
import { describe, expect, it } from 'vitest';
import { apiCall, apiToken, closePage, openPage, shot, signInFast, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();
// A demo account no other spec signs in as after this one would need its old tokens.
const EMAIL = 'developer@campus.test';

describe('Sign out everywhere', () => {
  for (const [i, viewport] of VIEWPORTS.entries()) {
    it(`[MEMBER] asks first, then signs out here and on the other devices (${viewport.name})`, async () => {
      const otherDevice = await apiToken(EMAIL);
      const page = await openPage(b.browser, viewport);
      await signInFast(page, EMAIL);
      await page.goto('/profile');
      const button = page.getByRole('button', { name: MSG.signOutEverywhere });
      await button.waitFor();
      await button.scrollIntoViewIfNeeded();
      await shot(page, 'profile-sign-out-everywhere', viewport);

      await button.click();
      const dialog = page.getByRole('dialog', { name: MSG.signOutEverywhereQuestion });
      await dialog.waitFor();
      await shot(page, 'profile-sign-out-everywhere-dialog', viewport);
      if (i < VIEWPORTS.length - 1) {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect((await apiCall('/user/details', { token: otherDevice })).status).toBe(200);
        await closePage(page);
        return;
      }
      await dialog.getByRole('button', { name: MSG.signOutEverywhere }).click();
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.getByText(MSG.signedOutEverywhere).waitFor();
      await shot(page, 'profile-signed-out-everywhere', viewport);
      const refused = await apiCall('/user/details', { token: otherDevice });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(MSG.sessionEnded);
      await closePage(page);
    });
  }
});
