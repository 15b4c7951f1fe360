import { PERSIST_KEYS } from '@campus/shared/constants';
import { SW_MESSAGE_TYPES, UPLOAD_CACHE } from './offline-caches';
import { persistor } from './store';

/**
 * Deletes what this browser kept of the member who signs out (lab PCs are shared): the stored copies of their
 * session, profile and library, written out now rather than on redux-persist's next tick (the slices are emptied
 * by `signedOut` before this runs), and the uploaded pictures the worker cached (ID cards, profile pictures).
 * The worker deletes those itself, after the pictures still loading have arrived, so none comes back into the cache
 * (src/sw.ts); the page deletes the cache too, for a browser without a controlling worker.
 */
export async function forgetPrivateOfflineData(): Promise<void> {
  await persistor.flush();
  for (const key of [PERSIST_KEYS.auth, PERSIST_KEYS.profile, PERSIST_KEYS.eLibrary])
    window.localStorage.removeItem(`persist:${key}`);
  await askWorkerToForgetUploads();
  if (typeof caches !== 'undefined') await caches.delete(UPLOAD_CACHE).catch(() => false);
}

/** How long sign-out waits for the worker: a picture that has not arrived by then is not worth holding the member. */
const WORKER_REPLY_MS = 3000;

async function askWorkerToForgetUploads(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return;
  const { messageSW } = await import('workbox-window');
  await Promise.race([
    messageSW(worker, { type: SW_MESSAGE_TYPES.forgetUploads }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, WORKER_REPLY_MS)),
  ]);
}
