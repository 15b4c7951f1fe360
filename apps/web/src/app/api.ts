import { API_CACHE_SECONDS, API_PREFIX } from '@campus/shared/constants';
import { TAG_TYPES } from '@campus/shared/enums';
import type { TListMeta } from '@campus/shared/schemas/fields';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { requestLanguage } from '../lib/i18n';
import { signedOut } from './session/auth-slice';

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}
export interface ApiList<T> extends ApiEnvelope<T[]> {
  meta: TListMeta;
}

interface TokenState {
  auth: { token: string | null };
}

/**
 * The headers the app sends with every request, by lower-case name (a boot request is taken only when it sent the
 * same, app/boot-requests.ts).
 */
export function apiHeaders(state: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  // product §7: the stored token goes in Authorization as is, without a Bearer prefix.
  const token = (state as TokenState).auth.token;
  if (token) headers.authorization = token;
  // Server messages come back in the language on screen, or the one it is switching to (decision 030).
  headers['accept-language'] = requestLanguage();
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_PREFIX,
  prepareHeaders(headers, { getState }) {
    for (const [name, value] of Object.entries(apiHeaders(getState()))) headers.set(name, value);
    return headers;
  },
});

/** Emitted when the API says the session is gone; the layout navigates to /sign-in. */
export const UNAUTHORIZED_EVENT = 'campus:unauthorized';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && (api.getState() as TokenState).auth.token) {
    api.dispatch(signedOut());
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  return result;
};

/** The one API slice; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: API_CACHE_SECONDS,
  endpoints: () => ({}),
});
