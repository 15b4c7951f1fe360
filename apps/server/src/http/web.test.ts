import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

// A built web app as `vite build` leaves it: text assets with precompressed .br/.gz siblings, images without.
const webDist = mkdtempSync(path.join(tmpdir(), 'campus-web-dist-'));
const bootScript = "(function () { document.title = 'booted'; })();";
const indexHtml = `<!doctype html><html lang="en"><head><title>Campus Community</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script id="boot-data" type="application/json">{"entry":["/assets/main-abc123.js"]}</script><script>${bootScript}</script></body></html>`;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function writeWithSiblings(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'icons'));
  writeWithSiblings(path.join(webDist, 'index.html'), indexHtml);
  writeWithSiblings(path.join(webDist, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), png);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web app static files', () => {
  it('sends a built script brotli-encoded to a client that accepts br, cached for a year', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends files that have no compressed sibling as they are', async () => {
    const res = await get('/icons/icon-192.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('sends index.html compressed and never cached for / and for client-side routes', async () => {
    const home = await get('/', 'br');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(indexHtml);

    const route = await get('/marketplace', 'gzip');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(route.rawPayload).toString()).toBe(indexHtml);
  });

  it('answers a missing asset with the JSON 404, not index.html', async () => {
    const res = await get('/assets/missing-000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("lets index.html's boot script run under the CSP by its hash, and no other inline script", async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // One hash: the JSON data block is not a script the browser runs.
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
  });

  it('sends the same security headers on pages and API answers', async () => {
    for (const res of [await get('/'), await get('/api/v1/health')]) {
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
