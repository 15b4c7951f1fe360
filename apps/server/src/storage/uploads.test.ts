import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { thumbnailUrl } from '@campus/shared/thumbnails';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';

/** A multipart body exactly as a browser builds it, serialised by the platform's own FormData. */
async function multipart(file: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field: string = UPLOAD.field) {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(file)], { type }), filename);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

async function upload(t: TestApp, file: Buffer, token?: string, filename?: string, type?: string, field?: string) {
  const { payload, headers } = await multipart(file, filename, type, field);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; data: { url: string; fallback: boolean } },
  };
}

async function fetchUpload(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    cacheControl: res.headers['cache-control'],
    body: res.rawPayload,
  };
}

/** A landscape 300×120 JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6), with a camera tag. */
function orientedJpeg() {
  return sharp({ create: { width: 300, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Location 9000' } })
    .toBuffer();
}

describe('POST /upload (local driver)', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t, { role: 'MEMBER' });
  });
  afterAll(() => t.close());

  it('auto-orients a JPEG by its EXIF, strips metadata and stores WebP under /uploads/', async () => {
    const input = await orientedJpeg();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 300, height: 120, orientation: 6 });
    expect(before.exif).toBeDefined();

    const res = await upload(t, input, member.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { fallback: false } });
    expect(res.body.data.url).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const served = await fetchUpload(t, res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    // A stored image never changes under its random name: browsers may keep it for a year without asking.
    expect(served.cacheControl).toBe('public, max-age=31536000, immutable');
    const out = await sharp(served.body).metadata();
    expect(out).toMatchObject({ format: 'webp', width: 120, height: 300 });
    expect(out.orientation).toBeUndefined();
    expect(out.exif).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(out.xmp).toBeUndefined();
  });

  it(`shrinks the longest side to ${UPLOAD.maxSide} px and keeps the aspect ratio`, async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const res = await upload(t, big, member.token, 'wide.png', 'image/png');
    expect(res.status).toBe(201);
    const out = await sharp((await fetchUpload(t, res.body.data.url)).body).metadata();
    expect(out).toMatchObject({ format: 'webp', width: UPLOAD.maxSide, height: UPLOAD.maxSide / 4 });
  });

  it('does not enlarge a small image', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffffff80' } })
      .webp()
      .toBuffer();
    const res = await upload(t, small, member.token, 'small.webp', 'image/webp');
    expect(res.status).toBe(201);
    const out = await sharp((await fetchUpload(t, res.body.data.url)).body).metadata();
    expect(out).toMatchObject({ width: 40, height: 30 });
  });

  it('accepts a GIF by its content', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload(t, gif, member.token, 'anim.gif', 'image/gif');
    expect(res.status).toBe(201);
  });

  it('refuses a file that is not an image with 415, whatever its name and type claim', async () => {
    const res = await upload(t, Buffer.from('<?php echo "hi"; ?>'), member.token, 'evil.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.notAnImage });
  });

  it('refuses an image format outside JPEG/PNG/WebP/GIF (SVG) with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload(t, svg, member.token, 'x.svg', 'image/svg+xml');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MSG.notAnImage);
  });

  it('refuses a file above 5 MB with 413 and stores nothing', async () => {
    const countBefore = safeCount(t.app.ctx.uploads.localDir);
    // Random pixels do not compress: a real PNG well above the limit.
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const huge = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(UPLOAD.maxBytes);
    const res = await upload(t, huge, member.token, 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: MSG.fileTooLarge });
    expect(safeCount(t.app.ctx.uploads.localDir)).toBe(countBefore);
  });

  it('refuses a form without the image field with 400', async () => {
    const res = await upload(t, await orientedJpeg(), member.token, 'a.jpg', 'image/jpeg', 'picture');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.imageMissing);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { authorization: member.token, 'content-type': 'application/json' },
      payload: { image: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const countBefore = safeCount(t.app.ctx.uploads.localDir);
    const res = await upload(t, await orientedJpeg());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
    expect(safeCount(t.app.ctx.uploads.localDir)).toBe(countBefore);
  });
});

describe('GET /uploads/thumbs/{width}/{name} (smaller copies for tiles and avatars)', () => {
  let t: TestApp;
  let stored: string;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await createUser(t);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer();
    const res = await upload(t, photo, member.token);
    expect(res.status).toBe(201);
    stored = res.body.data.url;
  });
  afterAll(() => t.close());

  it('answers a 320 px WebP copy made on the first request, keeps it on disk and serves it again', async () => {
    const url = thumbnailUrl(stored, 320) as string;
    expect(url).toMatch(/^\/uploads\/thumbs\/320\/[\w-]+\.webp$/);
    const first = await fetchUpload(t, url);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/webp');
    expect(first.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(first.body.length).toBeLessThan((await fetchUpload(t, stored)).body.length);

    const onDisk = path.join(t.app.ctx.uploads.localDir, 'thumbs', '320', path.basename(stored));
    expect(existsSync(onDisk)).toBe(true);
    const again = await fetchUpload(t, url);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('answers every one of many concurrent first requests with the same copy, stored once', async () => {
    const url = thumbnailUrl(stored, 640) as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchUpload(t, url)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(await sharp(answers[0].body).metadata()).toMatchObject({ width: 640, height: 480 });
    const folder = path.join(t.app.ctx.uploads.localDir, 'thumbs', '640');
    expect(readdirSync(folder)).toEqual([path.basename(stored)]);
  });

  it('answers 404 for a width the app does not use, an unknown or foreign name, and a path outside the folder', async () => {
    const name = path.basename(stored);
    for (const url of [
      `/uploads/thumbs/500/${name}`,
      `/uploads/thumbs/320/00000000-0000-4000-8000-000000000000.webp`,
      '/uploads/thumbs/320/demo.svg',
      '/uploads/thumbs/320/..%2F..%2Fsecrets.json',
      `/uploads/thumbs/320/${name.replace('.webp', '.png')}`,
    ]) {
      expect((await fetchUpload(t, url)).status, url).toBe(404);
    }
    expect(readdirSync(path.join(t.app.ctx.uploads.localDir, 'thumbs'))).not.toContain('500');
  });

  it('answers 404, not 500, for the thumbnail of a stored upload that no longer decodes', async () => {
    const name = '11111111-2222-4333-8444-555555555555.webp';
    writeFileSync(path.join(t.app.ctx.uploads.localDir, name), 'RIFF\u0000\u0000\u0000\u0000WEBPjunk');
    const res = await fetchUpload(t, `/uploads/thumbs/320/${name}`);
    expect(res.status).toBe(404);
    expect(existsSync(path.join(t.app.ctx.uploads.localDir, 'thumbs', '320', name))).toBe(false);
  });

  it('offers copies only for local uploads: demo pictures, S3 and imgbb addresses are shown as stored', () => {
    expect(thumbnailUrl('/uploads/demo/3f2a.svg', 320)).toBeNull();
    expect(thumbnailUrl('https://i.ibb.co/abc/photo.webp', 320)).toBeNull();
    expect(thumbnailUrl(`https://bucket.s3.amazonaws.com${stored}`, 320)).toBeNull();
    expect(thumbnailUrl(`${stored}?x=1`, 320)).toBeNull();
  });
});

function safeCount(dir: string) {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}

describe('upload driver fallback', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the image host fails for real.
    t = await createTestApp({
      uploadDrivers: ['imgbb', 'local'],
      imgbb: { apiKey: 'test-key', url: 'http://127.0.0.1:9/upload' },
    });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  it('falls back to the next driver when the image host is unreachable and says so', async () => {
    const res = await upload(t, await orientedJpeg(), member.token);
    expect(res.status).toBe(201);
    expect(res.body.data.fallback).toBe(true);
    expect(res.body.data.url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const served = await fetchUpload(t, res.body.data.url);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).format).toBe('webp');
  });
});

describe('when every driver fails', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      uploadDrivers: ['imgbb'],
      imgbb: { apiKey: 'test-key', url: 'http://127.0.0.1:9/upload' },
    });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  it("answers 502 'Image Upload Failed'", async () => {
    const res = await upload(t, await orientedJpeg(), member.token);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, code: 'UPLOAD_FAILED', message: MSG.imageUploadFailed });
  });
});
