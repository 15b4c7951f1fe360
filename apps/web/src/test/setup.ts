import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLanguage } from '../lib/i18n';

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
