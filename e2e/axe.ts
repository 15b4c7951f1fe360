/**
 * axe in the e2e specs, one way everywhere (architecture §8: no serious or critical violation).
 *
 *   expect(await blockingViolations(page, 'task board')).toEqual([]);   // the screen as the student sees it
 *   expect(await toastViolations(page)).toEqual([]);                    // the toast on show
 *
 * A screen is audited once it has settled (nothing loading, nothing moving), and without its toasts: each toast
 * leaves on its own timer, and one that starts to fade while axe reads the page is measured mid-fade, a contrast
 * failure no student sees (it failed tasks.spec on a busy machine). `toastViolations` audits a toast while it is shown.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { untilSettled } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const TOASTER = '[data-sonner-toaster]';

/**
 * axe's runner for one page. `axe.run` in the page itself (the builder's "legacy mode"): the default runs each frame
 * apart and merges the results in a new blank page, which doubled the time of every audit (0.87 → 0.49 s a route in
 * a11y.spec), for cross-origin frames the app does not have. Only violations are gathered.
 */
const auditor = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** The elements, each as axe's selector. */
  targets: string[];
}

/** Every violation on the settled screen, toasts left out. `rules: 'all'` adds axe's best practices to WCAG. */
export async function axeViolations(page: Page, { rules = 'wcag' }: { rules?: 'wcag' | 'all' } = {}) {
  await untilSettled(page);
  const builder = auditor(page).exclude(TOASTER);
  if (rules === 'wcag') builder.withTags(WCAG_TAGS);
  return analyze(builder);
}

async function analyze(builder: AxeBuilder): Promise<Violation[]> {
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

const describeBlocking = (where: string, found: Violation[]) =>
  found
    .filter((v) => BLOCKING.has(v.impact))
    .map((v) => `${where}: ${v.impact} ${v.rule} (${v.targets.join(', ')}) — ${v.help}`);

/** The serious and critical violations on the settled screen, one line each naming `where`; [] when clean. */
export async function blockingViolations(page: Page, where: string, options?: { rules?: 'wcag' | 'all' }) {
  return describeBlocking(where, await axeViolations(page, options));
}

/** The serious and critical violations of the toast on show (call it while one is). */
export async function toastViolations(page: Page): Promise<string[]> {
  const toast = auditor(page).include('[data-sonner-toast][data-visible="true"]').withTags(WCAG_TAGS);
  return describeBlocking('toast', await analyze(toast));
}

export const isBlocking = (v: { impact: string }) => BLOCKING.has(v.impact);
