/** Names shared by the service worker (src/sw.ts) and the pages that talk to it. */
export const UPLOAD_CACHE = 'campus-uploads-v1';

export const SW_MESSAGE_TYPES = {
  /** Page → waiting worker: take over now (the student chose "Reload"; workbox-window's messageSkipWaiting). */
  skipWaiting: 'SKIP_WAITING',
  /** Worker → pages: a push arrived, refresh the inbox. */
  pushReceived: 'push-received',
} as const;
