/**
 * The service worker, built to /sw.js by vite-plugin-pwa (injectManifest) and registered with scope '/'.
 * - Offline (decision 018): Workbox precaches every built file at install (the app shell, every route chunk, the
 *   icons and the manifest), each with a revision, so any page opens offline once the worker is installed, not only
 *   those visited. Every navigation gets the precached index.html. A new build installs beside the running one and
 *   waits: the page shows "New version available — Reload", and Reload tells the waiting worker to take over.
 * - Uploaded images are cache-first in a runtime cache; sign-out deletes it (app/offline-caches.ts), since ID cards
 *   and profile pictures of a member would stay on a shared lab PC otherwise. /api/* is never cached here: API data comes
 *   from the persisted Redux slices.
 * - Push: shows the server's notification (already in the member's language); a click focuses an open tab
 *   (navigated to data.url) or opens one. A push without a readable message gets a fallback in the browser's
 *   language: the worker has no local storage to read the app's choice from (decision 030).
 */
import { push as bnPush } from '@campus/shared/i18n/bn/push';
import { push as enPush } from '@campus/shared/i18n/en/push';
import { pickLanguage } from '@campus/shared/i18n/lang';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SW_MESSAGE_TYPES, UPLOAD_CACHE } from './app/offline-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon?: string;
  badge?: string;
  tag?: string;
}

const MAX_UPLOADS = 150;
const NOTIFICATION_DEFAULTS = { icon: '/icons/icon-192.png', url: '/' };

setCacheNameDetails({ prefix: 'campus' });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Caches of the worker before Workbox (campus-shell-v1, campus-assets-v1): the precache replaces them.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (/^campus-(shell|assets)-v\d+$/.test(name)) await caches.delete(name);
    })(),
  );
});

// Every page is the app shell: the precached index.html, online or not (the router draws the page). A new build
// brings a new index.html with the new worker, which the page offers to load with "Reload".
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/sw\.js$/],
  }),
);

/**
 * Sign-out and pictures still loading: a picture requested before the member signed out must not land in the
 * cache after it was deleted (it did, in CI: the profile's pictures were still arriving). Each fetch remembers the
 * generation it started in and stores its answer only if no sign-out came since; the sign-out waits for the
 * fetches already in flight before it deletes the cache.
 */
let uploadGeneration = 0;
const uploadsInFlight = new Set<Promise<void>>();

const uploads = new CacheFirst({
  cacheName: UPLOAD_CACHE,
  plugins: [
    {
      handlerWillStart: async ({ state }) => {
        if (state) state.generation = uploadGeneration;
      },
      cacheWillUpdate: async ({ response, state }) => (state?.generation === uploadGeneration ? response : null),
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: MAX_UPLOADS, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  ({ event, request }) => {
    const [response, done] = uploads.handleAll({ event, request });
    const settled = done.catch(() => undefined);
    uploadsInFlight.add(settled);
    void settled.then(() => uploadsInFlight.delete(settled));
    return response;
  },
);

async function forgetUploads(): Promise<void> {
  uploadGeneration += 1;
  await Promise.all(uploadsInFlight);
  await caches.delete(UPLOAD_CACHE);
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGE_TYPES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE_TYPES.forgetUploads)
    event.waitUntil(forgetUploads().then(() => event.ports[0]?.postMessage({ forgotten: true })));
});

// A first install controls the open tab at once (nothing older to be consistent with); updates wait for Reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push area only, not the catalogue: the worker's bundle stays small. */
function fallback(key: 'fallbackTitle' | 'fallbackBody'): string {
  return (pickLanguage(self.navigator.languages) === 'bn' ? bnPush : enPush.en)[key];
}

function readPush(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (data?.title) return { body: '', url: '/', ...data } as PushMessage;
  } catch {
    // A push without JSON still tells the user something happened.
  }
  return { title: fallback('fallbackTitle'), body: event.data?.text() ?? fallback('fallbackBody'), url: '/' };
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
        client.postMessage({ type: SW_MESSAGE_TYPES.pushReceived });
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
