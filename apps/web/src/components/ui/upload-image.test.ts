import { MSG } from '@campus/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './upload-image';

afterEach(() => vi.unstubAllGlobals());

/** Replaces fetch with one answer (or a network failure); returns the recorded calls. */
function answer(reply: { status: number; body: unknown } | 'no answer') {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (reply === 'no answer') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch.mock.calls;
}

const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('uploadImage', () => {
  it('answers the stored picture and sends the app token raw', async () => {
    const calls = answer({ status: 201, body: { success: true, data: { url: '/uploads/a.webp' } } });
    await expect(uploadImage(picture, { token: 't0k' })).resolves.toEqual({ url: '/uploads/a.webp' });
    expect(calls[0]?.[0]).toBe('/api/v1/upload');
    // The member's language rides along, so a refusal comes back in it (decision 030).
    expect(calls[0]?.[1]?.headers).toEqual({ authorization: 't0k', 'accept-language': 'en' });
  });

  it("fails with 'Failed to upload image' when the server gives no reason", async () => {
    answer({ status: 502, body: {} });
    await expect(uploadImage(picture, { token: 't0k' })).rejects.toThrow(MSG.failedToUploadImage);
  });

  it("fails with 'Failed to upload image' when the request gets no answer", async () => {
    answer('no answer');
    await expect(uploadImage(picture, { token: 't0k' })).rejects.toThrow(MSG.failedToUploadImage);
  });

  it("fails with the server's reason when it gives one", async () => {
    answer({ status: 413, body: { success: false, message: 'Image must be 5 MB or smaller' } });
    await expect(uploadImage(picture, { token: 't0k' })).rejects.toThrow('Image must be 5 MB or smaller');
  });
});
