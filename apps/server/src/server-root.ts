import path from 'node:path';

/**
 * apps/server, from the sources (src/server-root.ts) and from the compiled bundle (dist/main.js) alike: both
 * sit one folder below it, so paths to migrations and the web build resolve the same way in dev and production.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
