import sharp from 'sharp';

/**
 * Decoding a 36-megapixel picture needs about 110 MB of pixels. libvips' operation cache and a thread pool per
 * image would keep several such buffers alive at once, and glibc rarely returns them, so the process grew to
 * ~800 MB in the review (issue 16). One libvips thread per image, no cache, and at most IMAGE_JOBS images at
 * a time (uploads and thumbnails) keep the peak at a few decoded images.
 */
sharp.cache(false);
sharp.concurrency(1);
export const IMAGE_JOBS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when fewer than IMAGE_JOBS image jobs are running; the others wait their turn. */
export async function inImageQueue<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
