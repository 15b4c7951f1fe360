// What a Bangla screen needs, in one chunk that loads only when Bangla is chosen (decision 030): the catalogue but
// its message areas, and date-fns' `bn` locale. The message areas with the localizer (./bangla-messages.ts) and the
// Bengali font (./bangla-font.ts) come after the first screen. English visitors download none of it.
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
 * Noto Sans Bengali (./bangla-font.ts), added once the first screen has settled: the window has loaded, every image on
 * screen has arrived and no larger paint has come for a second (at most 6 s after the call). On slow 4G its files
 * (45 KB each) shared the line with the first screen's code, data and cover images, and the screen waited for them.
 * Until they arrive Bengali text shows in the system's Bengali font (on Android, Noto Sans Bengali itself); then it
 * swaps. Two files, regular and bold: semibold text shows bold (the semibold file was another 47 KB).
 */
export function addBengaliFont(): void {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const add = () => void import('./bangla-font');
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
    if (!settled && now - started < 6000) setTimeout(check, 250);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(add);
    else add();
  };
  check();
}

/**
 * The message areas (event, idea, notice, task, validation) and the localizer of English messages (forms' validation
 * texts, MSG texts), in a chunk after this one: a Bangla screen does not wait for them. The localizer is built on the
 * first message to render: it turns every message template into a pattern.
 */
export async function loadMessages(): Promise<{ bn: BnCatalogue; toBangla: (message: string) => string }> {
  const { BN_MESSAGES, createLocalizer } = await import('./bangla-messages');
  const bn: BnCatalogue = { ...BN_SCREENS, ...BN_MESSAGES };
  let localize: ((message: string) => string) | undefined;
  return {
    bn,
    toBangla: (message) => {
      localize ??= createLocalizer(bn);
      return localize(message);
    },
  };
}
