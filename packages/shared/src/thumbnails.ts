/**
 * Smaller copies of local uploads (decision 012): `/uploads/thumbs/{width}/{name}` for a stored
 * `/uploads/{uuid}.webp`. The server makes a copy on its first request; the web app offers the copies in `srcset`.
 */
export const THUMBNAIL_WIDTHS = [320, 640] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** The name `store` gives a local upload: a random UUID, always WebP. */
export const STORED_UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const LOCAL_UPLOAD = /^\/uploads\/([^/?#]+)$/;

/** The copy of `url` at `width`, or null when `url` is not a local upload (S3, imgbb, demo pictures, blobs). */
export function thumbnailUrl(url: string, width: ThumbnailWidth): string | null {
  const name = LOCAL_UPLOAD.exec(url)?.[1];
  return name && STORED_UPLOAD_NAME.test(name) ? `/uploads/thumbs/${width}/${name}` : null;
}
