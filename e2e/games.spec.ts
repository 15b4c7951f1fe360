import { describe, expect, it } from 'vitest';
import { RIDDLES } from '../apps/web/src/games/hangman/riddles';
import { blockingViolations } from './axe';
import { animationsFinished, closePage, openPage, shot, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

// Lets colour transitions finish so screenshots show the settled state.
const settle = animationsFinished;

function letter(name: string) {
  return { name, exact: true };
}

describe.each(VIEWPORTS)('games ($name)', (viewport) => {
  it('[GUEST] sees every game tile and the Squid game coming soon at 45%', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games');
    for (const title of ['Hangman', 'Memory pair game', 'Snake', 'Tic tac toe', 'Age calculator', 'Squid game']) {
      await page.getByRole('link', { name: new RegExp(title) }).waitFor();
    }
    const squid = page.getByRole('progressbar', { name: 'Squid game progress' });
    expect(await squid.getAttribute('aria-valuenow')).toBe('45');
    await shot(page, 'games-tiles', viewport);
    await page.getByRole('link', { name: /Squid game/ }).click();
    await page.waitForURL('**/games/squid');
    await page.getByRole('heading', { level: 1, name: 'Squid game' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Squid game progress' }).getAttribute('aria-valuenow')).toBe(
      '45',
    );
    await shot(page, 'games-squid', viewport);
    await closePage(page);
  });

  it('[GUEST] wins a hangman word, then loses the next one', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games/hangman');
    const [first, second] = RIDDLES;
    await page.getByText(first.clue).waitFor();
    for (const ch of new Set(first.answer)) await page.getByRole('button', letter(ch)).click();
    await page
      .getByRole('status')
      .filter({ hasText: `You got it! The answer is ${first.answer}.` })
      .waitFor();
    await settle(page);
    await shot(page, 'games-hangman-won', viewport);

    await page.getByRole('button', { name: 'Next riddle' }).click();
    await page.getByText(second.clue).waitFor();
    const misses = [...'ZQJXKWYVBGHM'].filter((ch) => !second.answer.includes(ch)).slice(0, 6);
    // Half by tapping, half by typing on the keyboard.
    for (const ch of misses.slice(0, 3)) await page.getByRole('button', letter(ch)).click();
    for (const ch of misses.slice(3)) await page.keyboard.press(ch.toLowerCase());
    await page
      .getByRole('status')
      .filter({ hasText: `Out of guesses. The answer was ${second.answer}.` })
      .waitFor();
    await page.getByRole('img', { name: '6 of 6 wrong guesses' }).waitFor();
    await settle(page);
    await shot(page, 'games-hangman-lost', viewport);

    // The won/lost score survives a reload.
    await page.reload();
    await page.getByText(first.clue).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bc-hangman-score'))).toBe('{"won":1,"lost":1}');
    await closePage(page);
  });

  it('[GUEST] runs the snake into the wall and sees the game over message', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games/snake');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await shot(page, 'games-snake-ready', viewport);
    await page.getByRole('button', { name: 'Start' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Oops! Game Over\. Score: \d+\.$/ })
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Play again' }).waitFor();
    await settle(page);
    await shot(page, 'games-snake-over', viewport);
    await closePage(page);
  });

  it('[GUEST] plays tic tac toe to an X win', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games/tic-tac-toe');
    const square = (row: number, column: number) =>
      page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}:`) });
    for (const [row, column] of [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 3],
    ]) {
      await square(row, column).click();
    }
    await page.getByRole('status').filter({ hasText: 'X wins!' }).waitFor();
    await settle(page);
    await shot(page, 'games-tic-tac-toe', viewport);
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('status').filter({ hasText: "X's turn" }).waitFor();
    await closePage(page);
  });

  it('[GUEST] turns memory cards over', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games/memory');
    const cards = page.getByRole('button', { name: /^Card \d+/ });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(24);
    await cards.nth(0).click();
    await cards.nth(1).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Go again|turn next/ })
      .waitFor();
    await settle(page);
    await shot(page, 'games-memory', viewport);
    await closePage(page);
  });

  it('[GUEST] needs a birthdate and keeps only the latest 5 ages', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/games/age-calculator');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Calculate age' }).click();
    await expect.poll(() => alerts).toEqual(['Please enter your birthdate.']);

    const birthdates = ['1999-03-15', '2000-02-29', '2001-12-31', '2003-07-04', '2005-01-31', '2008-10-10'];
    for (const date of birthdates) {
      await page.getByLabel('Your birthdate').fill(date);
      await page.getByRole('button', { name: 'Calculate age' }).click();
    }
    const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(5);
    await history.first().getByText('Born 10 Oct 2008').waitFor();
    expect(await page.getByText('Born 15 Mar 1999').count()).toBe(0);
    await settle(page);
    await shot(page, 'games-age-calculator', viewport);

    await page.reload();
    // The page boots again first: on a slow machine that took longer than a poll's second (CI, session 21).
    await history.nth(4).waitFor();
    await expect.poll(() => history.count()).toBe(5);
    await closePage(page);
  });

  it('[GUEST] every games page has no serious or critical accessibility problems', async () => {
    const page = await openPage(b.browser, viewport);
    const pages: [string, string][] = [
      ['/games', 'Games & tools'],
      ['/games/hangman', 'Hangman'],
      ['/games/snake', 'Snake'],
      ['/games/memory', 'Memory pair game'],
      ['/games/tic-tac-toe', 'Tic tac toe'],
      ['/games/age-calculator', 'Age calculator'],
      ['/games/squid', 'Squid game'],
    ];
    for (const [url, title] of pages) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await settle(page);
      expect(await blockingViolations(page, url, { rules: 'all' })).toEqual([]);
    }
    await closePage(page);
  });
});
