import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  apiToken,
  closePage,
  existingCover,
  openPage,
  shot,
  signInFast,
  useBrowser,
  VIEWPORTS,
} from './helpers';

const b = useBrowser();

/** A 16×16 PNG to crop and upload as a cover. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAG0lEQVR4nGNkYPjPQApgIkn1qIZRDaMahpIGAPnMAR9LNWn+AAAAAElFTkSuQmCC',
  'base64',
);

/** Scrolls a section into view and lets lazy images settle before a screenshot. */
async function showSection(page: Page, name: string) {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  // Lazy images load once on screen: wait for those in the viewport (cards scrolled out of a row never load).
  await expect
    .poll(
      () =>
        region.evaluate((el) =>
          Array.from(el.querySelectorAll('img')).every((img) => {
            const box = img.getBoundingClientRect();
            const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
            return !onScreen || img.complete;
          }),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  return region;
}

async function eventBody(overrides: Record<string, unknown>) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return {
    type: 'EVENT',
    coverPic: await existingCover(),
    subtitle: 'Posted from the e2e suite',
    description: 'A plain description.',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    isCancel: false,
    isTopBanner: false,
    ...overrides,
  };
}

describe.each(VIEWPORTS)('home, events and schedules ($name)', (viewport) => {
  it('[GUEST] Home shows the seeded banner, next prayer and buses, campus news, podcasts, events and mentors', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Top stories' });
    // The first visit of the run also warms the server and the browser cache.
    await carousel.getByText('Annual Tech Fest 2026').waitFor({ timeout: 45_000 });
    expect(await carousel.getByRole('group').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('region', { name: 'Next prayer' }).getByText(/AM|PM/).first().waitFor();
    await page.getByRole('region', { name: 'Next buses' }).getByText('Campus To Mymensingh').waitFor();
    await page.getByRole('link', { name: 'Register now' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-top', viewport);

    await carousel.getByRole('button', { name: 'Next story' }).click();
    await expect
      .poll(() => carousel.getByRole('button', { name: /Go to story 2/ }).getAttribute('aria-current'))
      .toBe('true');

    const campus = await showSection(page, 'Campus');
    await campus.getByText('Tree Plantation Drive Along the Brahmaputra Bank').waitFor();
    await shot(page, 'home-campus', viewport);
    const podcasts = await showSection(page, 'Podcasts');
    await podcasts.getByText('Campus Talks #12: From Farm to Startup').waitFor();
    const events = await showSection(page, 'Events & articles');
    await events.getByText('Career Talk: Cracking the BCS').waitFor();
    expect(await events.getByText('Inter-Department Football Tournament').count()).toBe(0);
    await shot(page, 'home-events', viewport);
    const mentors = await showSection(page, 'Mentors');
    await mentors.getByText('Dr. Kamrul Hasan').waitFor();
    await showSection(page, 'Developers');
    await shot(page, 'home-people', viewport);

    // A card opens its story at once from the card handed over by the link; the guests come with the fetched rest.
    const story = campus.getByRole('link', { name: /Tree Plantation Drive/ });
    await story.scrollIntoViewIfNeeded();
    const homeScroll = await page.evaluate(() => window.scrollY);
    expect(homeScroll).toBeGreaterThan(300);
    await story.click();
    await page.waitForURL(/\/news\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Tree Plantation Drive Along the Brahmaputra Bank' }).waitFor();
    // Home was scrolled down to its Campus news; the story opens at its top, title in view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('region', { name: 'Guests' }).getByText('Prof. Abdul Mannan').waitFor();
    await shot(page, 'news-campus', viewport);
    // Back returns to the same place on Home, though its lower sections render after the first paint.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(homeScroll));
    await closePage(page);
  });

  it('[GUEST] a returning student sees the saved Home while offline', async () => {
    const page = await openPage(b.browser, viewport);
    await page.goto('/');
    await page.getByRole('region', { name: 'Top stories' }).getByText('Annual Tech Fest 2026').waitFor();
    // redux-persist writes bc-root shortly after the answer arrives.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:bc-root') ?? ''), { timeout: 10_000 })
      .toContain('Annual Tech Fest 2026');
    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText('You are offline. Showing what was saved on this device.').waitFor();
    await page.getByRole('region', { name: 'Top stories' }).getByText('Annual Tech Fest 2026').waitFor();
    await shot(page, 'home-offline', viewport);
    await closePage(page);
  });

  it('[ADMIN] posts a top-banner event from Event Management and it leads the Home carousel', async () => {
    const title = `Science Olympiad Finals (${viewport.name})`;
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');
    await page.goto('/dashboard/events');
    await page.getByRole('button', { name: 'Post New!' }).click();
    const form = page.getByRole('dialog', { name: 'Post an Event' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Subtitle/).fill('Top schools compete at the TSC auditorium');
    await form.getByLabel(/^Description/).fill('Finals start at 10 am. Rules: https://example.org/olympiad');
    await form.getByLabel(/^Start Time/).fill('2026-12-05T10:00');
    await form.getByLabel(/^End Time/).fill('2026-12-05T13:00');
    await form.getByLabel('Top Banner', { exact: true }).check();
    await form.getByLabel('Cover Picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Use image' }).click();
    await page.getByRole('dialog', { name: 'Crop Cover Picture' }).waitFor({ state: 'detached' });
    await form.getByRole('img', { name: 'Cover Picture preview' }).waitFor();
    await shot(page, 'dashboard-event-form', viewport);
    await form.getByRole('button', { name: 'Post Event' }).click();
    await page.getByText('Event Posted', { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Event Management' }).getByText(title).first().waitFor();
    await shot(page, 'dashboard-events', viewport);

    await page.goto('/');
    const firstSlide = page.getByRole('region', { name: 'Top stories' }).getByRole('group', { name: /^1 of / });
    await firstSlide.getByText(title).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-new-banner', viewport);
    await firstSlide.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('region', { name: 'Event Details' })
      .getByText('Sat, 5 Dec 2026, 10:00 AM – 1:00 PM')
      .waitFor();
    await closePage(page);
  });

  it('[BUS] edits a departure in the dashboard and /bus-schedule shows it', async () => {
    const busName = `Dhaleshwari ${viewport.name}`;
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'bus@campus.test');
    await page.goto('/dashboard/bus-schedule');
    const route = page.getByRole('group', { name: 'Campus To Bhaluka' });
    await route.getByLabel('Bus Name 1', { exact: true }).fill(busName);
    await route.getByLabel('Time 1', { exact: true }).fill('23:58');
    await page.getByLabel('Announcement', { exact: true }).fill(`Night service added (${viewport.name})`);
    await shot(page, 'dashboard-bus-edit', viewport);
    await page.getByRole('button', { name: 'Save Bus Schedule' }).click();
    await page.getByText('Bus Schedule Posted', { exact: true }).waitFor();

    await page.goto('/bus-schedule');
    const table = page.getByRole('region', { name: 'Campus To Bhaluka' });
    const row = table.getByRole('row', { name: new RegExp(busName) });
    await row.waitFor();
    expect(await row.textContent()).toContain('11:58 PM');
    await page
      .getByRole('complementary', { name: 'Announcement' })
      .getByText(`Night service added (${viewport.name})`)
      .waitFor();
    for (const name of ['Campus To Mymensingh', 'Mymensingh To Campus', 'Bhaluka To Campus']) {
      await page.getByRole('region', { name }).waitFor();
    }
    await page.getByRole('img', { name: 'Bus schedule detail' }).waitFor();
    await shot(page, 'bus-schedule', viewport);

    await page.goto('/prayer-schedule');
    await page.getByRole('table').getByText("Jumu'ah").waitFor();
    await shot(page, 'prayer-schedule', viewport);
    await closePage(page);
  });

  it('[ADMIN] a description with javascript: and <script> renders as inert text', async () => {
    const admin = await apiToken('admin@campus.test');
    const description =
      'Click javascript:alert(document.cookie) now.\n\n<script>window.__pwned = true</script> <img src=x onerror="window.__pwned=true"> <a href="javascript:alert(1)">free pizza</a>\n\nReal link: https://example.org/rules';
    const posted = await apiCall<{ id: number }>('/event/create', {
      method: 'POST',
      token: admin,
      body: await eventBody({ title: `Hostile description (${viewport.name})`, type: 'ARTICLE', description }),
    });
    expect(posted.status).toBe(201);

    const page = await openPage(b.browser, viewport);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/news/${posted.body.data.id}`);
    const article = page.getByRole('article');
    await article.getByText('<script>window.__pwned = true</script>', { exact: false }).waitFor();
    await article.getByText('javascript:alert(document.cookie)', { exact: false }).waitFor();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('a[href^="javascript"]').count()).toBe(0);
    const links = article.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe('https://example.org/rules');
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // ARTICLE: no Event Details.
    expect(await page.getByRole('region', { name: 'Event Details' }).count()).toBe(0);
    await article.getByText('Real link:').scrollIntoViewIfNeeded();
    await shot(page, 'news-inert-description', viewport);
    await closePage(page);
  });
});
