import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Serves the built web app; unknown extension-less paths get index.html (SPA fallback) from the not-found handler.
 * `vite build` writes `.br` and `.gz` siblings of the text assets (apps/web/vite.config.ts): they are sent as they
 * are to clients that accept them (`Vary: accept-encoding`), the raw file to the others.
 */
export function serveWeb(app: FastifyInstance, config: Config) {
  if (!existsSync(path.join(config.webDist, 'index.html'))) return;
  app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    index: 'index.html',
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
}

/**
 * CSP sources for the executable inline scripts of the built index.html (its boot script, decision 011): one
 * `'sha256-…'` each, so `script-src` can stay `'self'` with no `'unsafe-inline'`. Data blocks
 * (`type="application/json"`) are not scripts the browser runs and need none.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes ?? '') || /\btype="application\/json"/.test(attributes ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
