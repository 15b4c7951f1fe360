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

/** Built files this page loaded before the worker controlled it: the worker caches them for offline use. */
function loadedAssets(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const url = new URL('src' in el && el.src ? el.src : (el as HTMLLinkElement).href, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  return [...urls];
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'cache-assets', urls: loadedAssets() });
  } catch (error) {
    // The app works without it (no offline start, no push); say why in the console only.
    console.warn('Service worker registration failed', error);
  }
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
export const SW_MESSAGES = { pushReceived: 'push-received' } as const;
