import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLanguage } from '../lib/i18n';

// Screens fetch through RTK Query and load lazy chunks (admin overlays, pages): the first import of a chunk is
// also its first transform, which on a busy 2-core CI machine took over the default 1 s (data-table.test's filter
// dialog). Every findBy/waitFor of the project waits up to 5 s; a passing test still goes on as soon as it can.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // The language is module state (lib/i18n.ts): every test starts in English.
  await setLanguage('en', { remember: false });
});

// jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (swipe to dismiss), as in the
// Undo toasts' buttons.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
