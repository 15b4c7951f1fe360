/**
 * The upload budget of issue 15: a 5 MB phone photo, decoded, resized and re-encoded by the server, p99 ≤ 1 s with
 * four members uploading at once, without stalling reads (Home's p99 beside the uploads against Home alone).
 */
import { UPLOAD } from '@campus/shared/constants';
import sharp from 'sharp';

/**
 * A JPEG as a phone takes it: 12 MP and just under the 5 MB limit. Fine noise over a gradient keeps the encoder
 * from shrinking it, so the server does a real photo's work (decode 12 MP, resize, encode).
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const pixel = Math.floor(i / 3);
    const base = ((pixel % width) / width) * 160 + ((Math.floor(pixel / width) / height) * 60 + (i % 3) * 10);
    raw[i] = Math.min(255, base + (seed % 48));
  }
  for (let quality = 95; quality >= 40; quality -= 3) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < UPLOAD.maxBytes - 64 * 1024) return jpeg;
  }
  throw new Error('could not make a photo under the upload limit');
}

/** A multipart/form-data body with the photo in the `image` field, as a browser's FormData sends it. */
export function multipartBody(photo: Buffer): { body: Buffer; contentType: string } {
  const boundary = '----campusbench7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD.field}"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, photo, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
