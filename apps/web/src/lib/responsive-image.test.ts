import { describe, expect, it } from 'vitest';
import { responsiveImage, TILE_SIZES } from './responsive-image';

const stored = '/uploads/0b6f1c2e-8d4a-4f3b-9c1e-2a7d5e6f8a90.webp';

describe('responsiveImage', () => {
  it('offers the 320 and 640 px copies of a local upload, then the stored picture', () => {
    expect(responsiveImage(stored, TILE_SIZES)).toEqual({
      src: stored,
      srcSet: [
        '/uploads/thumbs/320/0b6f1c2e-8d4a-4f3b-9c1e-2a7d5e6f8a90.webp 320w',
        '/uploads/thumbs/640/0b6f1c2e-8d4a-4f3b-9c1e-2a7d5e6f8a90.webp 640w',
        `${stored} 1600w`,
      ].join(', '),
      sizes: TILE_SIZES,
    });
  });

  it('leaves demo pictures, other hosts and previews as they are', () => {
    for (const src of [
      '/uploads/demo/9c1e2a7d.svg',
      'https://i.ibb.co/xyz/photo.webp',
      `https://bucket.s3.ap-south-1.amazonaws.com${stored}`,
      'blob:http://localhost/0b6f1c2e',
      '',
    ]) {
      expect(responsiveImage(src, '48px')).toEqual({ src });
    }
  });
});
