import { describe, expect, it } from 'vitest';
import { closePage, openPage, shot, signIn, signInFast, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

describe.each(VIEWPORTS)('foundation ($name)', (viewport) => {
  it('[GUEST] is sent from /marketplace and /course to /sign-in, and sees the dashboard ask to sign in', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/marketplace');
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await page.goto('/course');
    await page.waitForURL('**/sign-in');
    await shot(page, 'sign-in', viewport);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'GUEST USER' }).waitFor();
    await page.getByText('Unregistered').waitFor();
    await shot(page, 'profile-guest', viewport);
    await closePage(page);
  });

  it('[NEW STUDENT] unknown Google account → Login Failed → sign-up → registration → profile', async () => {
    const page = await openPage(b.browser, viewport);
    const email = `new.student.${viewport.name}@gmail.com`;
    await signIn(page, email, 'Mehjabin Chowdhury');
    await page.waitForURL('**/sign-up');
    await page
      .getByText(/Oops! Login Failed/)
      .first()
      .waitFor();

    await page.getByLabel('Full Name').fill('Mehjabin Chowdhury');
    await page.getByLabel('Contact Number').fill('01812345678');
    await page.getByLabel('Session').selectOption('2021-22');
    await page.getByLabel('Department').selectOption({ index: 1 });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAG0lEQVR4nGNkYPjPQApgIkn1qIZRDaMahpIGAPnMAR9LNWn+AAAAAElFTkSuQmCC',
      'base64',
    );
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Use image' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await shot(page, 'sign-up', viewport);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Mehjabin Chowdhury' }).waitFor();
    await page.getByText('PENDING').waitFor();
    await page.getByText('01812345678').waitFor();
    await shot(page, 'profile-new-member', viewport);
    await closePage(page);
  });

  it('[NEW STUDENT] a bad contact number shows the SPEC message and sends nothing', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/sign-up');
    await page.getByLabel('Full Name').fill('Rahim Uddin');
    await page.getByLabel('Contact Number').fill('01212345678');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Invalid Contact Number. Please enter a valid contact number!').first().waitFor();
    expect(page.url()).toMatch(/\/sign-up$/);
    await shot(page, 'sign-up-invalid', viewport);
    await closePage(page);
  });

  it('[ADMIN] an ADMIN_EMAILS account signs in and lands on a dashboard', async () => {
    const page = await openPage(b.browser, viewport);
    await signIn(page, 'boss@campus.test', 'Society Boss');
    await page.waitForURL('**/profile');
    await page.getByText('ADMIN', { exact: true }).first().waitFor();
    await page.goto('/dashboard');
    await page.getByText('User Management').first().waitFor();
    await shot(page, 'dashboard-admin', viewport);
    await closePage(page);
  });

  it('[MEMBER] signed-in navigation reaches every main route', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'member@campus.test');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Farhana Rahman' }).waitFor();
    await shot(page, 'profile-member', viewport);
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await nav.getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL('**/marketplace');
    await nav.getByRole('link', { name: 'E-Library' }).click();
    await page.waitForURL('**/course');
    // The leaderboard is real now (issue 21): its page, not the old "Coming Soon 20%".
    await page.goto('/leaderboard');
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await closePage(page);
  });
});
