import { API_PREFIX, UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';

export interface UploadResult {
  url: string;
  fallback: boolean;
}

export interface UploadAuth {
  /** The app token of a signed-in member. */
  token?: string | null;
  /** During registration: the identity provider's ID token of the person registering. */
  idToken?: string;
}

/** POST /upload (multipart field `image`). Throws an Error with the server's message on failure. */
export async function uploadImage(blob: Blob, auth: UploadAuth): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD.field, blob, 'image.jpg');
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = auth.token;
  if (auth.idToken) headers['x-id-token'] = auth.idToken;
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/upload`, { method: 'POST', body: form, headers });
  } catch {
    throw new Error(MSG.imageUploadFailed);
  }
  const body = (await res.json().catch(() => ({}))) as { data?: UploadResult; message?: string };
  if (!res.ok || !body.data) throw new Error(body.message ?? MSG.imageUploadFailed);
  return body.data;
}
