/**
 * The service worker, built to /sw.js and registered with scope '/'.
 * - Push: shows the server's notification; a click focuses an open tab (navigated to data.url) or opens one.
 * - Offline: the app shell (index.html, its entry assets, icons, manifest) is cached on install, built
 *   assets are cache-first (their names carry a content hash), pages are network-first falling back to the
 *   cached index.html, uploaded images are cache-first. /api/* is never cached: API data comes from the
 *   persisted Redux slices.
 */
export {};

declare const self: ServiceWorkerGlobalScope;

interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon?: string;
  badge?: string;
  tag?: string;
}

const VERSION = 'v1';
const SHELL_CACHE = `campus-shell-${VERSION}`;
const ASSET_CACHE = `campus-assets-${VERSION}`;
const UPLOAD_CACHE = `campus-uploads-${VERSION}`;
const KEEP = new Set([SHELL_CACHE, ASSET_CACHE, UPLOAD_CACHE]);
const INDEX_URL = '/index.html';
const STATIC_SHELL = [
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
];
const MAX_ASSETS = 200;
const MAX_UPLOADS = 150;
const NAVIGATION_TIMEOUT_MS = 4000;
const NOTIFICATION_DEFAULTS = { icon: '/icons/icon-192.png', url: '/' };

/**
 * The /assets/* files an HTML page loads first: those it names in attributes (the stylesheet) and the entry script
 * with its imports, which the boot script adds from `#boot-data` (apps/web/vite.config.ts, decision 011).
 */
function assetsIn(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) found.add(m[1]);
  const boot = html.match(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/);
  if (boot) for (const url of (JSON.parse(boot[1]) as { entry: string[] }).entry) found.add(url);
  return [...found];
}

/** Fetches the current index.html and caches it together with the assets it names. */
async function cacheShell(indexResponse?: Response): Promise<void> {
  const response = indexResponse ?? (await fetch('/', { cache: 'no-cache', credentials: 'same-origin' }));
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  const assets = await caches.open(ASSET_CACHE);
  const missing: string[] = [];
  for (const url of assetsIn(html)) if (!(await assets.match(url))) missing.push(url);
  // Assets first: a cached index.html must never name assets that are not cached.
  await assets.addAll(missing);
  await shell.put(INDEX_URL, response);
}

async function trim(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(STATIC_SHELL);
      await cacheShell();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('campus-') && !KEEP.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page tells us which built files it already loaded before this worker controlled it (lazy route chunks). */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/assets/'));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      for (const url of urls) {
        if (await cache.match(url)) continue;
        await cache.add(url).catch(() => undefined);
      }
    })(),
  );
});

async function networkFirstPage(event: FetchEvent): Promise<Response> {
  try {
    const response = await Promise.race([
      fetch(event.request),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('navigation timeout')), NAVIGATION_TIMEOUT_MS),
      ),
    ]);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      event.waitUntil(cacheShell(response.clone()).catch(() => undefined));
    }
    return response;
  } catch {
    const cached = await caches.match(INDEX_URL, { cacheName: SHELL_CACHE });
    return cached ?? Response.error();
  }
}

async function cacheFirst(event: FetchEvent, cacheName: string, max: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(
      cache
        .put(event.request, response.clone())
        .then(() => trim(cacheName, max))
        .catch(() => undefined),
    );
  }
  return response;
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request, { cacheName: SHELL_CACHE });
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // API answers are never cached here; /sw.js itself is always fetched by the browser's update check.
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, ASSET_CACHE, MAX_ASSETS));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(cacheFirst(event, UPLOAD_CACHE, MAX_UPLOADS));
  } else if (STATIC_SHELL.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event));
  }
});

function readPush(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (data?.title) return { body: '', url: '/', ...data } as PushMessage;
  } catch {
    // A push without JSON still tells the user something happened.
  }
  return { title: 'Campus Community', body: event.data?.text() ?? 'You have a new notification', url: '/' };
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(message.title, {
        body: message.body,
        icon: message.icon ?? NOTIFICATION_DEFAULTS.icon,
        badge: message.badge ?? NOTIFICATION_DEFAULTS.icon,
        tag: message.tag,
        data: { url: message.url || NOTIFICATION_DEFAULTS.url },
      });
      // Open tabs refresh their unread badge and inbox.
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: 'push-received' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? NOTIFICATION_DEFAULTS.url, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url === url) return;
        try {
          await focused.navigate(url);
        } catch {
          // Tabs this worker does not control cannot be navigated from here.
          await self.clients.openWindow(url);
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
