/** A list query as URL parameters: empty filters are left out, so the cache key and the query string stay clean. */
export function queryParams(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

/**
 * The address of a GET of `path` under the API `prefix` with `params`, as fetchBaseQuery writes it (the build's
 * config writes index.html's boot requests with it too, so this file imports nothing).
 */
export function apiGetUrl(prefix: string, path: string, params?: object): string {
  const query = params ? new URLSearchParams(queryParams(params) as Record<string, string>).toString() : '';
  return `${prefix}${path}${query ? `?${query}` : ''}`;
}
