/** A list query as URL parameters: empty filters are left out, so the cache key and the query string stay clean. */
export function queryParams(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}
