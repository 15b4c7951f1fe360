// What a Bangla screen needs, in one chunk that loads only when Bangla is chosen (decision 030): the screens'
// catalogue and date-fns' `bn` locale. The localizer of English messages (./bangla-messages.ts) and the Bengali font
// (./bangla-font.ts) come once the first screen has settled. English visitors download none of it.
import type { BnCatalogue } from '@campus/shared/i18n/bn/index';
import { BN_SCREENS } from '@campus/shared/i18n/bn/screens';

export { UTCDateMini } from '@date-fns/utc/date/mini';
export { format } from 'date-fns';
export { bn } from 'date-fns/locale/bn';
export { BN_SCREENS };

/** An image that has arrived (or failed), or is off screen (a lazy one below the fold loads only when scrolled to). */
function shownOrDone(image: HTMLImageElement) {
  if (image.complete) return true;
  const box = image.getBoundingClientRect();
  return box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
}

/**
 * Once the first screen has settled (the window has loaded, every image on screen has arrived and no larger paint has
 * come for a second; at most 6 s after the call): Noto Sans Bengali (./bangla-font.ts) and the localizer
 * (./bangla-messages.ts). On slow 4G the font's files (45 KB each) and the localizer's chunks (17 KB in 6 requests)
 * shared the line with the first screen's code, data and cover images, and the screen waited for them.
 * Until the font arrives Bengali text shows in the system's Bengali font (on Android, Noto Sans Bengali itself), then
 * it swaps; two files, regular and bold (semibold text shows bold: the semibold file was another 47 KB). Until the
 * localizer arrives an English message of messages*.ts (a form's validation text) stays English; the fields showing
 * one render again with `messages`. The first tap, key or focus loads them at once.
 */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

export function afterFirstScreen(
  messages: (loaded: { bn: BnCatalogue; toBangla: (message: string) => string }) => void,
) {
  // No font loading API (a test's DOM): the messages at once. A failed load (offline, or a test torn down before the
  // chunk arrived) leaves the texts English, as before it arrives.
  if (typeof document === 'undefined' || !('fonts' in document)) return void loadMessages().then(messages, () => {});
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const type of FIRST_INPUT) removeEventListener(type, add, true);
    void import('./bangla-font');
    void loadMessages().then(messages, () => {});
  };
  // A member who starts typing or tapping before the screen settles gets the localizer at once: a form's
  // validation text is then Bangla from the first submit.
  for (const type of FIRST_INPUT) addEventListener(type, add, { capture: true, passive: true });
  const started = performance.now();
  let lastPaint = started;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastPaint = Math.max(lastPaint, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-contentful-paint entries in this browser: the load event and the images decide.
  }
  const check = () => {
    const now = performance.now();
    const settled =
      document.readyState === 'complete' && now - lastPaint >= 1000 && Array.from(document.images).every(shownOrDone);
    if (added) return;
    if (!settled && now - started < 6000) setTimeout(check, 250);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(add);
    else add();
  };
  check();
}

/** The whole catalogue and the localizer, built on the first message to render (it turns every template into a pattern). */
async function loadMessages(): Promise<{ bn: BnCatalogue; toBangla: (message: string) => string }> {
  const { noticeMsg, createLocalizer } = await import('./bangla-messages');
  const bn: BnCatalogue = { ...BN_SCREENS, noticeMsg };
  let localize: ((message: string) => string) | undefined;
  return {
    bn,
    toBangla: (message) => {
      localize ??= createLocalizer(bn);
      return localize(message);
    },
  };
}
