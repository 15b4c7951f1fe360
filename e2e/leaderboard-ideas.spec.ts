import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  apiToken,
  closePage,
  DESKTOP,
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
        images: ['/uploads/e2e-notes-page-1.webp'],
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
});
