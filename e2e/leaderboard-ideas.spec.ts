import { fillField } from '@campus/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  apiToken,
  closePage,
  DESKTOP,
  existingCover,
  MOBILE,
  openPage,
  shot,
  signInFast,
  solidPng,
  useBrowser,
} from './helpers';

const b = useBrowser();

async function open(email: string) {
  const page = await openPage(b.browser, MOBILE);
  page.context().setDefaultTimeout(30_000);
  await signInFast(page, email);
  return page;
}

/** "Your rank: #12 · 35 points" → { rank: 12, points: 35 } (rank null while unranked). */
async function myStanding(page: Page, period: 'This week' | 'All time') {
  await page.goto('/leaderboard');
  await page.getByRole('button', { name: period }).click();
  // The pinned line says which period it was answered for.
  const pinned = page.locator(`[data-testid="my-rank"][data-period="${period === 'All time' ? 'all' : 'week'}"]`);
  await pinned.waitFor();
  const text = (await pinned.textContent()) ?? '';
  const match = /Your rank: (?:#(\d+)|—) · (-?\d+) points/.exec(text);
  expect(match, text).not.toBeNull();
  return { rank: match?.[1] ? Number(match[1]) : null, points: Number(match?.[2]) };
}

describe('leaderboard and business ideas (mobile)', () => {
  it("[MEMBER→MENTOR] a member's approved resource moves their points and rank on /leaderboard", async () => {
    const member = await open('member@campus.test');
    const before = await myStanding(member, 'All time');

    const memberToken = await apiToken('member@campus.test');
    const mentorToken = await apiToken('mentor@campus.test');
    const categories = await apiCall<{ id: number }[]>('/eLibrary/category/table', { token: memberToken });
    const created = await apiCall<{ id: number }>('/eLibrary/create', {
      method: 'POST',
      token: memberToken,
      body: {
        title: `Leaderboard notes ${Date.now()}`,
        categoryId: categories.body.data[0].id,
        // A picture that exists: the E-Library's newest tile must not show a placeholder to the specs after this one.
        images: [await existingCover()],
      },
    });
    expect(created.status, created.body.message).toBe(201);
    const approved = await apiCall('/eLibrary/update', {
      method: 'PATCH',
      token: mentorToken,
      body: { id: created.body.data.id, status: 'APPROVED' },
    });
    expect(approved.status, approved.body.message).toBe(200);

    const after = await myStanding(member, 'All time');
    expect(after.points).toBe(before.points + 10);
    expect(after.rank).not.toBeNull();
    if (before.rank !== null) expect(after.rank as number).toBeLessThanOrEqual(before.rank);
    expect(after).not.toEqual(before);
    await member
      .getByRole('list', { name: 'Ranking' })
      .or(member.getByRole('list', { name: 'Top three' }))
      .first()
      .waitFor();
    await shot(member, 'leaderboard', MOBILE);
    await closePage(member);

    // The same board on a desktop: the pinned rank sits beside the sidebar, not under it.
    const desk = await openPage(b.browser, DESKTOP);
    await signInFast(desk, 'member@campus.test');
    expect(await myStanding(desk, 'All time')).toEqual(after);
    await shot(desk, 'leaderboard', DESKTOP);
    await closePage(desk);
  });

  it('[TEAM_HEAD→CITIZEN→MENTOR] an idea is submitted, voted, reviewed to Incubating; the author is notified and earns +20', async () => {
    const title = `Solar dryer for rice ${Date.now().toString(36)}`;
    const author = await open('teamhead@campus.test');
    const before = await myStanding(author, 'This week');

    // The author pitches the idea with a cropped 8:4 cover.
    await author.goto('/ideas');
    await author.getByRole('button', { name: 'Submit idea' }).click();
    const form = author.getByRole('dialog', { name: 'Submit an idea' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Problem').fill('Farmers lose rice to damp weather after harvest.');
    await form.getByLabel('Solution').fill('A shared solar dryer at the union office, booked by SMS.');
    await form.getByLabel('Category').selectOption({ label: 'Agritech' });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(320, 200, [245, 158, 11]) });
    const crop = author.getByRole('dialog', { name: 'Crop Cover Picture' });
    await crop.getByRole('button', { name: 'Use image' }).click();
    await crop.waitFor({ state: 'detached' });
    await author.getByRole('img', { name: 'Cover Picture preview' }).waitFor();
    await form.getByRole('button', { name: 'Submit idea' }).click();
    await form.waitFor({ state: 'detached' });
    await author
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await author.getByRole('heading', { name: title }).waitFor();
    const ideaUrl = author.url();

    // Another member votes for it.
    const voter = await open('citizen@campus.test');
    await voter.goto(new URL(ideaUrl).pathname);
    await voter.getByRole('button', { name: 'Vote' }).click();
    await voter.getByRole('button', { name: 'Voted' }).waitFor();
    expect(await voter.getByTestId('vote-count').textContent()).toBe('1 vote');
    await closePage(voter);

    // A mentor moves it to Incubating with feedback from the dashboard's review queue.
    const mentor = await open('mentor@campus.test');
    await mentor.goto('/dashboard/idea-review');
    const row = mentor.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Review' }).click();
    const review = mentor.getByRole('dialog', { name: `Review: ${title}` });
    await review.getByLabel('Status').selectOption('INCUBATING');
    await review.getByRole('button', { name: 'Save review' }).click();
    await review.getByText('Please write feedback for the author').waitFor();
    await review.getByLabel('Feedback').fill('Pilot it with ten farmers in Trishal this season.');
    await review.getByRole('button', { name: 'Save review' }).click();
    await review.waitFor({ state: 'detached' });
    await closePage(mentor);

    // The author sees the notification, the new status with feedback, and +20 on the board.
    await author.goto('/notifications');
    await author.getByText('Your idea is incubating').first().waitFor();
    await author.goto(new URL(ideaUrl).pathname);
    await author.getByText('Pilot it with ten farmers in Trishal this season.').waitFor();
    await author.getByText('Incubating', { exact: true }).first().waitFor();
    await shot(author, 'idea-incubating', MOBILE);
    const after = await myStanding(author, 'This week');
    expect(after.points).toBe(before.points + 20);
    expect(after.rank).not.toBeNull();
    await closePage(author);
  });

  it('[CITIZEN→ADMIN] the author deletes their submitted idea after a confirm; an admin renames and deletes idea categories', async () => {
    const stamp = Date.now().toString(36);
    const citizenToken = await apiToken('citizen@campus.test');
    const adminToken = await apiToken('admin@campus.test');
    const categories = await apiCall<{ id: number; name: string }[]>('/idea/category/table');
    const agritech = categories.body.data.find((c) => c.name === 'Agritech') ?? categories.body.data[0];
    // A category some idea uses (the one the previous test's idea is filed under): it cannot be deleted.
    const listed = await apiCall<{ category: { id: number; name: string } }[]>('/idea/table?sortBy=newest&limit=1');
    const used = listed.body.data[0]?.category ?? agritech;
    // The author's one pending idea: this run's, or one an earlier run left waiting (one SUBMITTED at a time).
    const created = await apiCall<{ id: number; title: string }>('/idea/create', {
      method: 'POST',
      token: citizenToken,
      body: {
        title: `Cycle repair corner ${stamp}`,
        problem: 'Students walk when a chain breaks.',
        solution: 'A tool corner by the library run by volunteers.',
        categoryId: agritech.id,
        coverPic: await existingCover(),
      },
    });
    let idea = created.body.data;
    if (created.status === 409) {
      const me = await apiCall<{ id: number }>('/user/details', { token: citizenToken });
      const pending = await apiCall<{ id: number; title: string }[]>(
        `/idea/table?status=SUBMITTED&authorId=${me.body.data.id}`,
      );
      idea = pending.body.data[0];
    } else expect(created.status, created.body.message).toBe(201);

    // The author deletes it from the idea page, after confirming.
    const author = await open('citizen@campus.test');
    await author.goto(`/ideas/${idea.id}`);
    await author.getByRole('heading', { name: idea.title }).waitFor();
    await author.getByRole('button', { name: 'Delete' }).click();
    const confirm = author.getByRole('dialog', { name: 'Delete this idea?' });
    await confirm.getByText('This cannot be undone.').waitFor();
    await shot(author, 'idea-delete-confirm', MOBILE);
    await confirm.getByRole('button', { name: 'Delete idea' }).click();
    await author.waitForURL(/\/ideas$/);
    await author.getByText('Idea deleted').waitFor();
    expect((await apiCall(`/idea/${idea.id}`)).status).toBe(404);
    await closePage(author);

    // An admin renames a category in the dashboard, is told why a used one cannot go, and deletes an unused one.
    const spare = await apiCall<{ id: number; name: string }>('/idea/category/create', {
      method: 'POST',
      token: adminToken,
      body: { name: `Spare ${stamp}` },
    });
    expect(spare.status, spare.body.message).toBe(201);
    const admin = await open('admin@campus.test');
    await admin.goto('/dashboard/idea-review');
    const section = admin.getByRole('region', { name: 'Categories' });
    await section.getByRole('button', { name: `Rename Spare ${stamp}` }).click();
    const rename = admin.getByRole('dialog', { name: `Rename Spare ${stamp}` });
    await rename.getByLabel('Name').fill('');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText(fillField('Name')).waitFor();
    await rename.getByLabel('Name').fill(`Mobility ${stamp}`);
    await shot(admin, 'idea-category-rename', MOBILE);
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.waitFor({ state: 'detached' });
    await admin.getByText(`Mobility ${stamp}`).waitFor();
    await section.getByRole('button', { name: `Rename Mobility ${stamp}` }).scrollIntoViewIfNeeded();
    await shot(admin, 'idea-categories', MOBILE);

    await admin.getByRole('button', { name: `Delete ${used.name}` }).click();
    const refuse = admin.getByRole('dialog', { name: `Delete ${used.name}?` });
    await refuse.getByRole('button', { name: 'Delete category' }).click();
    await refuse
      .getByRole('alert')
      .getByText(/This category cannot be deleted: it is still used by \d+ ideas?/)
      .waitFor();
    await shot(admin, 'idea-category-in-use', MOBILE);
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: `Delete Mobility ${stamp}` }).click();
    const drop = admin.getByRole('dialog', { name: `Delete Mobility ${stamp}?` });
    await drop.getByRole('button', { name: 'Delete category' }).click();
    await drop.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Delete Mobility ${stamp}` }).waitFor({ state: 'detached' });
    const after = await apiCall<{ name: string }[]>('/idea/category/table');
    expect(after.body.data.map((c) => c.name)).not.toContain(`Mobility ${stamp}`);
    expect(after.body.data.map((c) => c.name)).toContain(used.name);
    await closePage(admin);

    // The same section on a desktop.
    const desk = await openPage(b.browser, DESKTOP);
    await signInFast(desk, 'admin@campus.test');
    await desk.goto('/dashboard/idea-review');
    await desk
      .getByRole('region', { name: 'Categories' })
      .getByRole('button', { name: `Delete ${used.name}` })
      .waitFor();
    await shot(desk, 'idea-categories', DESKTOP);
    await closePage(desk);
  });
});
