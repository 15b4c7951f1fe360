/**
 * axe (WCAG 2.1 A/AA rules) on every route of the app as a guest, a member and an admin, on a phone and a
 * desktop screen: no serious or critical violation (architecture §8). The route list is generated from the
 * app's own tables — paths.ts, the games catalog and the dashboard sections of each role — so a new route
 * is checked once it is listed there.
 */
import type { Role } from '@campus/shared/enums';
import { dashboardSectionsFor } from '@campus/shared/permissions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardPath, USER_SUBSECTIONS } from '../apps/web/src/app/dashboard/dashboard-sections';
import { paths } from '../apps/web/src/app/paths';
import { GAME_LIST, gamePath } from '../apps/web/src/games/games-catalog';
import { axeViolations, isBlocking } from './axe';
import { apiCall, closePage, openPage, signInFast, useBrowser, VIEWPORTS } from './helpers';

const b = useBrowser();

interface Who {
  name: 'guest' | 'member' | 'admin';
  email?: string;
  role?: Role;
}
const WHO: Who[] = [
  { name: 'guest' },
  { name: 'member', email: 'member@campus.test', role: 'MEMBER' },
  { name: 'admin', email: 'admin@campus.test', role: 'ADMIN' },
];

async function sampleIds() {
  const events = await apiCall<{ id: number }[]>('/event/table?limit=1');
  const items = await apiCall<{ id: number }[]>('/marketplace/table?limit=1&status=AVAILABLE');
  return { eventId: events.body.data[0]?.id ?? 1, itemId: items.body.data[0]?.id ?? 1 };
}

/** Every route of paths.ts, each game, and the dashboard sections this role has. */
function routesFor(who: Who, ids: { eventId: number; itemId: number }): string[] {
  const fromPaths = Object.values(paths).map((p) =>
    typeof p === 'function' ? (p === paths.news ? p(ids.eventId) : p(ids.itemId)) : p,
  );
  const games = GAME_LIST.map((g) => gamePath(g.slug));
  const dashboard = dashboardSectionsFor(who.role ?? null).flatMap((s) =>
    s.id === 'users' ? USER_SUBSECTIONS.map((sub) => dashboardPath('users', sub.id)) : [dashboardPath(s.id)],
  );
  return [...new Set([...fromPaths, ...games, ...dashboard, '/no-such-page'])];
}

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  nodes: number;
  target: string;
}

async function audit(page: Page, route: string): Promise<Finding[]> {
  await page.goto(route);
  // Never audit a page mid-navigation or mid-fade, where contrast is not what the student sees (e2e/axe.ts).
  return (await axeViolations(page)).map((v) => ({
    route,
    rule: v.rule,
    impact: v.impact,
    help: v.help,
    nodes: v.targets.length,
    target: v.targets[0] ?? '',
  }));
}

describe.each(WHO)('axe as $name', (who) => {
  it.concurrent.each(VIEWPORTS)(
    'every route on $name has no serious or critical violation',
    async (viewport) => {
      const ids = await sampleIds();
      const page = await openPage(b.browser, viewport);
      // Toasts and entrances then appear at once, as for a student who asks for reduced motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (who.email) await signInFast(page, who.email);
      const routes = routesFor(who, ids);
      const findings: Finding[] = [];
      for (const route of routes) findings.push(...(await audit(page, route)));
      await closePage(page);

      const blocking = findings.filter(isBlocking);
      const lines = findings.map(
        (f) => `  ${f.impact.padEnd(8)} ${f.rule.padEnd(24)} ${f.route}  (${f.nodes}× e.g. ${f.target}) — ${f.help}`,
      );
      console.log(
        `axe ${who.name} ${viewport.name}: ${routes.length} routes, ${findings.length} violations (${blocking.length} serious/critical)\n${lines.join('\n')}`,
      );
      expect(blocking.map((f) => `${f.impact} ${f.rule} on ${f.route}: ${f.help} (${f.target})`)).toEqual([]);
    },
    600_000,
  );
});

/**
 * WCAG contrast of an element's label over what is painted behind it, read from the computed styles (any colour
 * syntax: a canvas converts it), compositing translucent backgrounds up to an opaque one. axe leaves disabled
 * controls out of color-contrast, so the shared Button's "Loading..." state is checked here.
 */
function labelContrast(el: Element): number {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no canvas');
  const rgba = (css: string): number[] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], below: number[]) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3]));
  const layers: number[][] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const bg = rgba(style.backgroundColor);
    bg[3] *= Number(style.opacity);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let background = [255, 255, 255];
  for (const layer of layers.reverse()) background = over(layer, background);
  const text = rgba(getComputedStyle(el).color);
  text[3] *= Number(getComputedStyle(el).opacity);
  const foreground = over(text, background);
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('disabled buttons', () => {
  it.each(VIEWPORTS)("the shared Button's Loading... state keeps a 4.5:1 label contrast on $name", async (viewport) => {
    const page = await openPage(b.browser, viewport);
    await signInFast(page, 'admin@campus.test');
    // The save is held, so the form's submit button stays in its Loading... state; it is never sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/v1/marketplace/update', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/dashboard/marketplace');
    const row =
      viewport.name === 'desktop'
        ? page.locator('main tbody tr[tabindex="0"]').first()
        : page.locator('main ul > li[tabindex="0"]').first();
    await row.click({ position: { x: 12, y: 12 } });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Update Item' }).click();
    const loading = dialog.getByRole('button', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    // After the colour transition.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const contrast = await loading.evaluate(labelContrast);
    await loading.screenshot({ path: `e2e/screenshots/ux-button-loading-${viewport.name}.png` });
    release();
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await closePage(page);
  });
});
