import { API_PREFIX } from '@campus/shared/constants';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiGetUrl, queryParams } from '../lib/query-params';
import { type ApiList, apiHeaders } from './api';
import { type BootRequest, takeBootRequest } from './boot-requests';

type QueryBase = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * A page's first list request (a `queryFn`): the answer index.html's boot script already asked for under `boot`,
 * when it asked for exactly this address with exactly the headers the app would send now (same query, same member,
 * same language; app/boot-requests.ts); otherwise, or when that answer failed, the network.
 */
export async function listFromBootOrNetwork<T>(
  boot: BootRequest,
  path: string,
  query: object,
  state: unknown,
  base: (args: FetchArgs) => ReturnType<QueryBase>,
): Promise<{ data: ApiList<T> } | { error: FetchBaseQueryError }> {
  const params = queryParams(query);
  const early = await takeBootRequest(boot, apiGetUrl(API_PREFIX, path, params), apiHeaders(state))?.catch(
    () => undefined,
  );
  if (early?.ok) {
    const body = (await early.json().catch(() => undefined)) as ApiList<T> | undefined;
    if (body?.data && body.meta) return { data: body };
  }
  const result = await base({ url: path, params });
  return result.error ? { error: result.error } : { data: result.data as ApiList<T> };
}
