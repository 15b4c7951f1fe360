import { UPLOAD } from '@campus/shared/constants';
import { THUMBNAIL_WIDTHS, thumbnailUrl } from '@campus/shared/thumbnails';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, and for a local upload a `srcSet` offering its 320 and 640 px copies next to the stored picture
 * (decision 012), so a phone loads a tile-sized file instead of a picture up to UPLOAD.maxSide wide. `sizes` says
 * how wide the picture is shown. Other addresses (demo pictures, S3, imgbb, previews) are returned as they are.
 */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  const copies: string[] = [];
  for (const width of THUMBNAIL_WIDTHS) {
    const url = thumbnailUrl(src, width);
    if (!url) return { src };
    copies.push(`${url} ${width}w`);
  }
  return { src, srcSet: [...copies, `${src} ${UPLOAD.maxSide}w`].join(', '), sizes };
}

/** How wide Home's top-story carousel shows a cover. */
export const BANNER_SIZES = '(min-width: 768px) 55vw, 100vw';

/**
 * How many tiles of the Marketplace and E-Library grids fill a first screen (four rows on a phone, two on a
 * desktop): they render first, the rest once that screen is painted.
 */
export const FIRST_SCREEN_TILES = 10;

/** How wide the two- to five-column grids of Marketplace and E-Library tiles show a picture. */
export const TILE_SIZES = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * Starts downloading the picture an `<img {...responsiveImage(src, sizes)}>` will show, before it is rendered: a
 * `<link rel=preload as=image>` with the same srcset and sizes, so the browser picks the same file (once, however
 * often it is asked).
 */
export function preloadImage(src: string | undefined, sizes: string): void {
  if (!src) return;
  const image = responsiveImage(src, sizes);
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...links].some((l) => l.getAttribute('href') === image.src)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image.src);
  if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
  if (image.sizes) link.setAttribute('imagesizes', image.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
