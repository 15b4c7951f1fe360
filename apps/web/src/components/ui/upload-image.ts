import { API_PREFIX, UPLOAD } from '@campus/shared/constants';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TUploadedImage } from '@campus/shared/schemas/uploads';
import { currentLanguage, tr } from '../../lib/i18n';

export interface UploadAuth {
  /** The app token of a signed-in member. */
  token?: string | null;
  /** During registration: the identity provider's ID token of the person registering. */
  idToken?: string;
}

/**
 * POST /upload (multipart field `image`). Throws an Error with the server's message on failure, or 'Failed to upload
 * image' when there is none (product §8); the pickers show it under their 'Image Upload Failed' toast.
 */
export async function uploadImage(blob: Blob, auth: UploadAuth): Promise<TUploadedImage> {
  const form = new FormData();
  form.append(UPLOAD.field, blob, 'image.jpg');
  // The server's message comes back in the language on screen (decision 030).
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  if (auth.token) headers.authorization = auth.token;
  if (auth.idToken) headers['x-id-token'] = auth.idToken;
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/upload`, { method: 'POST', body: form, headers });
  } catch {
    throw new Error(tr(msg, 'failedToUploadImage'));
  }
  const body = (await res.json().catch(() => ({}))) as { data?: TUploadedImage; message?: string };
  if (!res.ok || !body.data) throw new Error(body.message ?? tr(msg, 'failedToUploadImage'));
  return body.data;
}
