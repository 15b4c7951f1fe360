// What a Bangla screen needs, in one chunk that loads only when Bangla is chosen (decision 030): the screens'
// catalogue and date-fns' `bn` locale, and Noto Sans Bengali when this device has stored its files (decision 043).
// The localizer of English messages (./bangla-messages.ts) comes once the first screen has settled. English visitors
// download none of it.

import type { BnCatalogue } from '@campus/shared/i18n/bn/index';
import { BN_SCREENS } from '@campus/shared/i18n/bn/screens';
import regularFont from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import boldFont from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';

export { UTCDateMini } from '@date-fns/utc/date/mini';
export { format } from 'date-fns';
export { bn } from 'date-fns/locale/bn';
export { BN_SCREENS };

/**
 * Noto Sans Bengali's Bengali subset (@fontsource/noto-sans-bengali's files), regular and bold; index.css names the
 * family in the font stack after the Latin fonts, so only Bengali text reaches it. Semibold text (600) uses the bold
 * face: CSS font matching takes the next heavier weight.
 */
const FONT_FAMILY = 'Noto Sans Bengali';
const FONT_FILES = [
  { weight: '400', url: regularFont },
  { weight: '700', url: boldFont },
] as const;

/**
 * Adds Noto Sans Bengali's faces when the service worker's precache holds both files (every visit after the worker has
 * installed), from those stored bytes: the first render in Bangla waits for this (lib/i18n.ts `loadBangla`), so the
 * first layout is already in Noto Sans Bengali and no text is shaped and laid out a second time. A device without
 * them (a first visit) keeps the system's Bengali font for this visit (on Android, Noto Sans Bengali itself): the
 * 95 KB of font files would share a slow line with the first screen's code and covers, and their swap re-laid out
 * every text after the first screen (decision 043). The worker's precache stores them once it installs.
 */
export async function addStoredFont(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof caches === 'undefined') return;
  try {
    const stored = await Promise.all(FONT_FILES.map(({ url }) => caches.match(url)));
    if (!stored.every((response) => response?.ok)) return;
    const faces = await Promise.all(
      FONT_FILES.map(async ({ weight }, i) => {
        const bytes = await (stored[i] as Response).arrayBuffer();
        return new FontFace(FONT_FAMILY, bytes, { weight, style: 'normal' }).load();
      }),
    );
    for (const face of faces) document.fonts.add(face);
  } catch {
    // Storage unavailable or a damaged file: the system's Bengali font, as on a first visit.
  }
}

/** An image that has arrived (or failed), or is off screen (a lazy one below the fold loads only when scrolled to). */
function shownOrDone(image: HTMLImageElement) {
  if (image.complete) return true;
  // In a part of the page that `content-visibility: auto` skips (Home's sections below the fold) it is off screen,
  // and reading its box would make the browser lay that part out (a forced layout of 17-22 ms in Bangla traces).
  if (typeof image.checkVisibility === 'function' && !image.checkVisibility({ contentVisibilityAuto: true }))
    return true;
  const box = image.getBoundingClientRect();
  return box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
}

/**
 * Once the first screen has settled (the window has loaded, every image on screen has arrived and no larger paint has
 * come for a second; at most 6 s after the call): the localizer (./bangla-messages.ts). On slow 4G its chunks (17 KB
 * in 6 requests) shared the line with the first screen's code, data and cover images, and the screen waited for them.
 * Until it arrives an English message of messages*.ts (a form's validation text) stays English; the fields showing
 * one render again with `messages`. The first tap, key or focus loads it at once.
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
