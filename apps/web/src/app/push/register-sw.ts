import { common } from '@campus/shared/i18n/en/common';
import { msg } from '@campus/shared/i18n/en/msg';
import { SW_MESSAGE_TYPES } from '../../app/offline-caches';
import { tr } from '../../lib/i18n';

/** Whether this browser can run the service worker and receive Web Push at all. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/**
 * Registers the worker with workbox-window (loaded in its own chunk, after the splash). When a new build's worker
 * has installed and waits, a quiet toast offers "Reload": the waiting worker takes over and the page reloads once
 * it controls it.
 */
async function register(): Promise<void> {
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => void offerReload(wb));
    await wb.register();
  } catch (error) {
    // The app works without it (no offline start, no push); say why in the console only.
    console.warn('Service worker registration failed', error);
  }
}

async function offerReload(wb: import('workbox-window').Workbox): Promise<void> {
  const { toast } = await import('sonner');
  toast(tr(msg, 'newVersionAvailable'), {
    id: 'new-version',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: tr(common, 'reload'),
      onClick: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    },
  });
}

/**
 * Registers /sw.js with scope '/' once the page has loaded and the browser is idle, so it never competes with the
 * first render (the app's scripts run after the load event, decision 011). Production builds only: the dev server
 * does not build the worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void register(), { timeout: 3000 });
    else setTimeout(() => void register(), 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Messages the worker posts to open tabs. */
export const SW_MESSAGES = { pushReceived: SW_MESSAGE_TYPES.pushReceived } as const;
