/** Names shared by the service worker (src/sw.ts) and the pages that talk to it. */
export const UPLOAD_CACHE = 'campus-uploads-v1';

export const SW_MESSAGE_TYPES = {
  /** Page → waiting worker: take over now (the student chose "Reload"; workbox-window's messageSkipWaiting). */
  skipWaiting: 'SKIP_WAITING',
  /**
   * Page → worker, on sign-out: forget the cached uploads. The worker answers (on the message's port) once no
   * picture fetched before the message can still be written into the cache, and the cache is gone.
   */
  forgetUploads: 'FORGET_UPLOADS',
  /** Worker → pages: a push arrived, refresh the inbox. */
  pushReceived: 'push-received',
} as const;
