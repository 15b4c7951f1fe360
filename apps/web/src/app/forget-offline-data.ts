import { PERSIST_KEYS } from '@campus/shared/constants';
import { UPLOAD_CACHE } from './offline-caches';
import { persistor } from './store';

/**
 * Deletes what this browser kept of the member who signs out (lab PCs are shared): the stored copies of their
 * session, profile and library, written out now rather than on redux-persist's next tick (the slices are emptied
 * by `signedOut` before this runs), and the uploaded pictures the worker cached (ID cards, profile pictures).
 */
export async function forgetPrivateOfflineData(): Promise<void> {
  await persistor.flush();
  for (const key of [PERSIST_KEYS.auth, PERSIST_KEYS.profile, PERSIST_KEYS.eLibrary])
    window.localStorage.removeItem(`persist:${key}`);
  if (typeof caches !== 'undefined') await caches.delete(UPLOAD_CACHE).catch(() => false);
}
