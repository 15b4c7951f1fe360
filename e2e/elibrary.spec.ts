import { describe, it } from 'vitest';
import { VIEWPORTS, closePage, openPage, shot, signInFast, useBrowser } from './helpers';

const b = useBrowser();

describe.each(VIEWPORTS)('e-library ($name)', (viewport) => {
  it('[MEMBER] browses the library', async () => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'member@campus.test');
    page.on('console', (m) => console.log('console:', m.text()));
    page.on('response', (r) => { if (r.url().includes('/api/')) console.log('resp', r.status(), r.url()); });
    await page.goto('/course');
    await page.waitForTimeout(4000);
    await shot(page, 'elibrary-draft-debug', viewport);
    await page.getByRole('list', { name: 'Library resources' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'elibrary-draft-list', viewport);
    const tile = page.getByRole('button', { name: /Agronomy Final Exam 2024/ });
    console.log('count', await tile.count(), await tile.first().boundingBox());
    await tile.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    console.log('box2', await tile.first().boundingBox());
    await shot(page, 'elibrary-draft-scrolled', viewport);
    console.log('widths', await page.evaluate(() => { const w = document.documentElement.clientWidth; const wide = [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 5).map((e) => e.outerHTML.slice(0, 140)); return { sw: document.documentElement.scrollWidth, w, vv: window.visualViewport?.width, wide }; }));
    console.log('scrollY', await page.evaluate(async () => { const out: string[] = []; window.scrollTo(0, 5000); for (let i = 0; i < 15; i++) { await new Promise((r) => setTimeout(r, 100)); out.push(`${window.scrollY}/${document.documentElement.scrollHeight}`); } return out.join(' '); }));
    console.log('anims', await page.evaluate(() => document.getAnimations().map((a) => `${(a as CSSAnimation).animationName ?? ''} ${(a.effect as KeyframeEffect)?.target?.outerHTML?.slice(0, 120)}`)));
    const rects = await tile.evaluate(async (el) => { const out: string[] = []; for (let i = 0; i < 5; i++) { await new Promise((r) => requestAnimationFrame(r)); const b = el.getBoundingClientRect(); out.push(`${b.x},${b.y},${b.width},${b.height}`); } return out; });
    console.log('rects', rects);
    await tile.click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'elibrary-draft-modal', viewport);
    await page.getByRole('button', { name: /in full screen/ }).click();
    await page.waitForTimeout(300);
    await shot(page, 'elibrary-draft-full', viewport);
    await closePage(page);
  });
});
