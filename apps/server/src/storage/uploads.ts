import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import sharp from 'sharp';
import type { Config, UploadDriverName } from '../config';
import { AppError } from '../http/errors';
import { inImageQueue } from './image-queue';

export interface StoredImage {
  url: string;
  /** True when the first configured driver failed and a later one stored the image (product §5 fallback). */
  fallback: boolean;
  driver: UploadDriverName;
}

interface Driver {
  name: UploadDriverName;
  put(key: string, body: Buffer): Promise<string>;
}

export interface Uploads {
  /** Decodes, auto-orients, strips metadata, bounds size and re-encodes to WebP, then stores in driver order. */
  store(input: Buffer): Promise<StoredImage>;
  localDir: string;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export function normalizeImage(input: Buffer): Promise<Buffer> {
  return inImageQueue(() => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: UPLOAD.maxInputPixels }).metadata()).format;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.notAnImage);
  try {
    return await sharp(input, { limitInputPixels: UPLOAD.maxInputPixels, animated: false })
      .rotate()
      .resize({ width: UPLOAD.maxSide, height: UPLOAD.maxSide, fit: 'inside', withoutEnlargement: true })
      // effort 2 of 6: half the encoding time of the default 4 for a phone photo (1.1 s → 0.45–0.65 s on the
      // loaded 2-core machine) and no bigger a file (247 KB against 254 KB): bench/upload.ts, decision 034.
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.notAnImage);
  }
}

function localDriver(dir: string): Driver {
  return {
    name: 'local',
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, key), body);
      return `/uploads/${key}`;
    },
  };
}

function imgbbDriver(config: Config): Driver {
  return {
    name: 'imgbb',
    async put(key, body) {
      if (!config.imgbb.apiKey) throw new Error('IMGBB_API_KEY is not set');
      const form = new FormData();
      form.set('image', body.toString('base64'));
      form.set('name', key);
      const res = await fetch(`${config.imgbb.url}?key=${encodeURIComponent(config.imgbb.apiKey)}`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`image host answered ${res.status}`);
      const json = (await res.json()) as { data?: { url?: string; display_url?: string } };
      const url = json.data?.display_url ?? json.data?.url;
      if (!url) throw new Error('image host answered without a url');
      return url;
    },
  };
}

/** Where the S3 driver's files are served from. */
function s3PublicBase(config: Config): string {
  const { bucket, region, endpoint, publicUrl } = config.s3;
  const base =
    publicUrl ??
    (endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  return base.replace(/\/$/, '');
}

/** The addresses the app's image fields accept besides /uploads/: what its drivers return, plus IMAGE_HOSTS. */
export function imageOrigins(config: Config): string[] {
  const out = [...config.imageHosts];
  if (config.uploadDrivers.includes('imgbb')) out.push('https://i.ibb.co/');
  if (config.uploadDrivers.includes('s3') && config.s3.bucket) out.push(`${s3PublicBase(config)}/uploads/`);
  return out;
}

function s3Driver(config: Config): Driver {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config.s3;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  return {
    name: 's3',
    async put(key, body) {
      if (!bucket) throw new Error('S3_BUCKET is not set');
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: `uploads/${key}`, Body: body, ContentType: 'image/webp' }),
      );
      return `${s3PublicBase(config)}/uploads/${key}`;
    },
  };
}

export function createUploads(config: Config, log: (msg: string, err: unknown) => void): Uploads {
  const localDir = path.join(config.dataDir, 'uploads');
  const drivers = config.uploadDrivers.map((name) =>
    name === 'imgbb' ? imgbbDriver(config) : name === 's3' ? s3Driver(config) : localDriver(localDir),
  );
  return {
    localDir,
    async store(input) {
      const body = await normalizeImage(input);
      const key = `${randomUUID()}.webp`;
      for (const [index, driver] of drivers.entries()) {
        try {
          return { url: await driver.put(key, body), fallback: index > 0, driver: driver.name };
        } catch (err) {
          log(`upload driver ${driver.name} failed`, err);
        }
      }
      throw new AppError('UPLOAD_FAILED', MSG.imageUploadFailed);
    },
  };
}
