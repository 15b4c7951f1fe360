import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD } from '@campus/shared/constants';
import { STORED_UPLOAD_NAME, THUMBNAIL_WIDTHS } from '@campus/shared/thumbnails';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inImageQueue } from './image-queue';

const WIDTHS = new Set<number>(THUMBNAIL_WIDTHS);

/**
 * Smaller copies of local uploads for tiles and avatars: `GET /uploads/thumbs/{width}/{name}` (decision 012).
 * A copy is made from the stored image on its first request, written next to it under `thumbs/`, and served from
 * there afterwards; concurrent first requests share one resize. Only the widths in THUMBNAIL_WIDTHS exist, so the
 * folder cannot be filled with sizes nobody asked the app for. Pictures stored by the S3 or imgbb driver live on
 * their own hosts and are shown as stored.
 */
export function registerThumbnails(app: FastifyInstance, localDir: string) {
  const making = new Map<string, Promise<Buffer | null>>();

  async function thumbnail(width: number, name: string): Promise<Buffer | null> {
    const target = path.join(localDir, 'thumbs', String(width), name);
    try {
      return await readFile(target);
    } catch {
      // Not made yet.
    }
    let original: Buffer;
    try {
      original = await readFile(path.join(localDir, name));
    } catch {
      return null;
    }
    let body: Buffer;
    try {
      body = await inImageQueue(() =>
        sharp(original, { limitInputPixels: UPLOAD.maxInputPixels })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 2 })
          .toBuffer(),
      );
    } catch {
      // A stored file that no longer decodes (damaged on disk): there is no picture to shrink.
      return null;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Written whole under a temporary name, then renamed: a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, target);
    return body;
  }

  app.get<{ Params: { width: string; name: string } }>('/uploads/thumbs/:width/:name', async (request, reply) => {
    const width = Number(request.params.width);
    const { name } = request.params;
    if (!WIDTHS.has(width) || !STORED_UPLOAD_NAME.test(name)) return reply.status(404).send();
    const key = `${width}/${name}`;
    let pending = making.get(key);
    if (!pending) {
      pending = thumbnail(width, name).finally(() => making.delete(key));
      making.set(key, pending);
    }
    const body = await pending;
    if (!body) return reply.status(404).send();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
