import type { Role } from '@campus/shared/enums';
import { dashboardSectionsFor } from '@campus/shared/permissions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  apiToken,
  closePage,
  openPage,
  shot,
  signInFast,
  useBrowser,
  VIEWPORTS,
  type Viewport,
} from './helpers';

const b = useBrowser();

/** A real PNG drawn by the page's own canvas (nothing downloaded), for the image pickers. */
async function makePng(page: Page, width: number, height: number, label: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, label }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0f766e');
      gradient.addColorStop(1, '#f59e0b');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 48px sans-serif';
      ctx.fillText(label, 24, height / 2);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    { width, height, label },
  );
  return Buffer.from(base64, 'base64');
}

/** Picks a file for an ImageField inside `scope`, crops it at the field's aspect and waits for the upload. */
async function pickAndCrop(page: Page, label: string, png: Buffer) {
  const dialog = page.getByRole('dialog').last();
  await dialog
    // A required field's label ends with a visual ' *'.
    .getByLabel(new RegExp(`^${label}( \\*)?$`))
    .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: png });
  const crop = page.getByRole('dialog', { name: `Crop ${label}` });
  await crop.waitFor();
  await crop.getByRole('button', { name: 'Use image' }).click();
  await crop.waitFor({ state: 'detached' });
  await page.getByRole('img', { name: `${label} preview` }).waitFor();
}

/** Lazy sections show a 'Loading page' skeleton first; screenshots wait for the real content. */
async function settled(page: Page) {
  await page.getByText('Loading page').first().waitFor({ state: 'detached' });
}

/**
 * The sections this test names, as the product lists them. A section an area adds later is not named here: it is
 * checked against the registry alone (every label shown must be exactly what DASHBOARD_SECTIONS gives the role), so
 * adding an area does not edit this test (architecture §11).
 */
const NAMED_SECTIONS = new Set([
  'User Management',
  'Event Management',
  'E-Library Management',
  'Marketplace Management',
  'Bus Schedule',
  'Prayer Schedule',
  'Marketplace',
  'E-Library',
  'Activity',
  'Task Management',
  'My tasks',
  'Business Ideas',
]);

/** The dashboard's section links for `role`: all of them as the registry says, answered as the named ones. */
async function sectionLabels(page: Page, role: Role) {
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await nav.waitFor();
  const labels = await nav.getByRole('link').allTextContents();
  expect(labels).toEqual(dashboardSectionsFor(role).map((section) => section.label));
  return labels.filter((label) => NAMED_SECTIONS.has(label));
}

/** The Role value of every visible row: table cells on desktop, card fields on mobile. */
async function visibleRoles(page: Page, viewport: Viewport) {
  const table = page.getByRole('region', { name: 'User Management' });
  if (viewport.name === 'desktop') {
    const headers = await table.locator('thead th').allTextContents();
    const col = headers.indexOf('Role') + 1;
    return table.locator(`tbody tr td:nth-child(${col})`).allTextContents();
  }
  return table.locator('xpath=.//dt[normalize-space(.)="Role"]/following-sibling::dd[1]').allTextContents();
}

describe.each(VIEWPORTS)('administration ($name)', (viewport) => {
  const tag = `${viewport.name}-${Date.now().toString(36)}`;
  const deptName = `E2E Dept ${tag}`;
  const teamName = `E2E Team ${tag}`;
  const userEmail = `e2e.${tag}@gmail.com`;
  const userName = `Sadia Karim ${viewport.name}`;

  it('[ADMIN][DIRECTORY] creates a department and a team with a cropped 8:4 cover', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');

    await page.goto('/dashboard/users/departments');
    await page.getByRole('heading', { name: 'All Departments' }).waitFor();
    await page.getByRole('button', { name: 'Add New!' }).click();
    const addDept = page.getByRole('dialog', { name: 'Add Department' });
    await addDept.getByRole('button', { name: 'Submit' }).click();
    await addDept.getByText('Please fill out the Name field.').first().waitFor();
    await addDept.getByLabel('Name').fill(deptName);
    await addDept.getByLabel('Type').selectOption('UNIVERSITY');
    await addDept.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Department Posted').waitFor();
    await addDept.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill(deptName);
    await page.getByRole('searchbox').press('Enter');
    await page.getByText('(1 total)').waitFor();
    await page.getByText(deptName).waitFor();
    await shot(page, 'admin-departments', viewport);

    await page.goto('/dashboard/users/teams');
    await page.getByRole('heading', { name: 'All Teams' }).waitFor();
    await page.getByRole('button', { name: 'Add New!' }).click();
    const addTeam = page.getByRole('dialog', { name: 'Add Team' });
    await addTeam.getByLabel('Name').fill(teamName);
    await pickAndCrop(page, 'Cover Picture', await makePng(page, 900, 600, 'Team'));
    await shot(page, 'admin-team-form', viewport);
    await addTeam.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Team Posted').waitFor();
    await addTeam.waitFor({ state: 'detached' });
    await page.getByText(teamName).waitFor();
    await shot(page, 'admin-teams', viewport);

    const teams = await apiCall<Array<{ name: string; coverPic: string | null }>>('/team');
    const created = teams.body.data.find((t) => t.name === teamName);
    expect(created?.coverPic).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { w: img.naturalWidth, h: img.naturalHeight };
    }, created?.coverPic as string);
    expect(size.w / size.h).toBeCloseTo(2, 1);
    await closePage(page);
  });

  it('[ADMIN][CREATE_USER] creates a user, then changes their role', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');
    await page.goto('/dashboard/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Add New!' }).click();
    const form = page.getByRole('dialog', { name: 'Add User' });
    await form.getByLabel('Full Name').fill(userName);
    await form.getByLabel('Email').fill(userEmail);
    await form.getByLabel('Contact Number').fill('01911223344');
    await form.getByLabel('Session').selectOption('2022-23');
    await form.getByLabel('Institute').selectOption({ index: 1 });
    await form.getByLabel('Department').selectOption({ label: `${deptName} (University)` });
    await pickAndCrop(page, 'Profile Picture', await makePng(page, 500, 500, 'SK'));
    await shot(page, 'admin-user-form', viewport);
    await form.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User Posted').waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('searchbox').fill(userEmail);
    await page.getByRole('searchbox').press('Enter');
    await page.getByText(userEmail).click();
    const edit = page.getByRole('dialog', { name: `Update ${userName}` });
    await expect.poll(() => edit.getByLabel('Department').inputValue()).not.toBe('');
    await edit.getByLabel('Role').selectOption('MENTOR');
    await edit.getByRole('button', { name: 'Update User' }).click();
    await page.getByText('User Updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => visibleRoles(page, viewport)).toEqual(['MENTOR']);
    await shot(page, 'admin-user-updated', viewport);

    const admin = await apiToken('admin@campus.test');
    const found = await apiCall<Array<{ role: string; deptName: { name: string } | null }>>(
      `/user/table?searchTerm=${encodeURIComponent(userEmail)}`,
      { token: admin },
    );
    expect(found.body.data).toMatchObject([{ role: 'MENTOR', deptName: { name: deptName } }]);
    await closePage(page);
  });

  it('[ADMIN] the user table filters by role and paginates', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');
    await page.goto('/dashboard/users');
    await page.getByText('Page 1').waitFor();
    await settled(page);
    await shot(page, 'dashboard-admin-users', viewport);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter User Management' });
    await filters.getByLabel('Role').selectOption('MEMBER');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await filters.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await expect.poll(async () => new Set(await visibleRoles(page, viewport))).toEqual(new Set(['MEMBER']));
    const first = await visibleRoles(page, viewport);
    expect(first).toHaveLength(10);
    const firstPageText = await page.getByRole('region', { name: 'User Management' }).textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'User Management' }).textContent())
      .not.toBe(firstPageText);
    expect(new Set(await visibleRoles(page, viewport))).toEqual(new Set(['MEMBER']));
    await shot(page, 'admin-users-filtered-page-2', viewport);
    await closePage(page);
  });

  it('[ADMIN] every user sub-section has its own URL', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');
    await page.goto('/dashboard/users/registration-info');
    await page.getByRole('heading', { name: 'Registration Management' }).waitFor();
    await page.getByRole('button', { name: 'Post New!' }).waitFor();
    await shot(page, 'admin-registration', viewport);
    await page.reload();
    await page.getByRole('heading', { name: 'Registration Management' }).waitFor();
    await page
      .getByRole('navigation', { name: 'User Management sections' })
      .getByRole('link', { name: 'Institution' })
      .click();
    await page.waitForURL('**/dashboard/users/institutions');
    await page.getByRole('heading', { name: 'All Institutions' }).waitFor();
    expect(await sectionLabels(page, 'ADMIN')).toEqual([
      'User Management',
      'Event Management',
      'E-Library Management',
      'Marketplace Management',
      'Bus Schedule',
      'Prayer Schedule',
      'Activity',
      'Task Management',
      'My tasks',
      'Business Ideas',
    ]);
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL('**/leaderboard');
    await closePage(page);
  });

  it('[MENTOR] sees only E-Library, Marketplace and the schedules', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'mentor@campus.test');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/e-library');
    expect(await sectionLabels(page, 'MENTOR')).toEqual([
      'E-Library Management',
      'Marketplace Management',
      'Bus Schedule',
      'Prayer Schedule',
      'My tasks',
      'Business Ideas',
    ]);
    await settled(page);
    await shot(page, 'dashboard-mentor', viewport);
    await page.goto('/dashboard/users');
    await page.waitForURL('**/dashboard/e-library');
    await closePage(page);
  });

  it('[BUS] sees only the bus schedule table and My tasks', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'bus@campus.test');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/bus-schedule');
    expect(await sectionLabels(page, 'BUS')).toEqual(['Bus Schedule', 'My tasks']);
    await settled(page);
    await shot(page, 'dashboard-bus', viewport);
    await closePage(page);
  });

  it('[PRAYER] [CITIZEN] [DEVELOPER] [GUEST] see their own dashboards', async () => {
    const prayer = await openPage(b.browser, viewport);
    await signInFast(prayer, 'prayer@campus.test');
    await prayer.goto('/dashboard');
    await prayer.waitForURL('**/dashboard/prayer-schedule');
    expect(await sectionLabels(prayer, 'PRAYER')).toEqual(['Prayer Schedule', 'My tasks']);
    await settled(prayer);
    await shot(prayer, 'dashboard-prayer', viewport);
    await closePage(prayer);

    const citizen = await openPage(b.browser, viewport);
    await signInFast(citizen, 'citizen@campus.test');
    await citizen.goto('/dashboard');
    await citizen.waitForURL('**/dashboard/listings');
    expect(await sectionLabels(citizen, 'CITIZEN')).toEqual(['Marketplace', 'E-Library', 'My tasks']);
    await settled(citizen);
    await shot(citizen, 'dashboard-citizen', viewport);
    await citizen
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'E-Library' })
      .click();
    await citizen.waitForURL('**/dashboard/library-soon');
    await citizen.getByText('E-Library Coming Soon').waitFor();
    await citizen.getByText('Stay tuned for updates!').waitFor();
    await settled(citizen);
    await shot(citizen, 'dashboard-citizen-library', viewport);
    await closePage(citizen);

    const developer = await openPage(b.browser, viewport);
    await signInFast(developer, 'developer@campus.test');
    await developer.goto('/dashboard');
    // Every role has My tasks (Task Management): a developer's dashboard is only that.
    await developer.waitForURL('**/dashboard/my-tasks');
    expect(await sectionLabels(developer, 'DEVELOPER')).toEqual(['My tasks']);
    await settled(developer);
    await shot(developer, 'dashboard-developer', viewport);
    await closePage(developer);

    const guest = await openPage(b.browser, viewport);
    await guest.goto('/dashboard/users');
    await guest.waitForURL('**/sign-in');
    await guest.getByText('Please Sign In!').first().waitFor();
    await settled(guest);
    await shot(guest, 'dashboard-guest', viewport);
    await closePage(guest);
  });
});
