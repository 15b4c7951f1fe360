/**
 * Requests that index.html's boot script starts together with the app's scripts (decision 011), so their answers
 * arrive while the code is still loading: `home` for a load of `/`; with the stored token, `library` (the E-Library's
 * first page) for a load of `/course`, `market` (the Exchange tab's first page) for a load of `/marketplace` and
 * `users` (the users table's first page) for a load of the Dashboard that opens User Management (decision 043). The
 * code that would have made a request takes it once, and only when it would have made exactly that request (address
 * and headers: same query, same member, same language); later loads, and any other request, go to the network as usual.
 * The first list requests take theirs through app/boot-list.ts.
 */
export type BootRequest = 'home' | 'library' | 'market' | 'users';

/** A request the boot script started: what it asked for, and the answer to come. */
export interface BootEntry {
  url: string;
  /** The headers it sent, by lower-case name. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

interface BootWindow {
  campusBootRequests?: Partial<Record<BootRequest, BootEntry>>;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

/**
 * The answer to the boot script's `name` request if it asked for `url` with exactly `headers`; undefined otherwise.
 * Either way the entry is gone: the boot request serves one query at most, the first to ask.
 */
export function takeBootRequest(
  name: BootRequest,
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const requests = (window as BootWindow).campusBootRequests;
  const entry = requests?.[name];
  if (requests) delete requests[name];
  if (!entry || entry.url !== url || !sameHeaders(entry.headers, headers)) return undefined;
  return entry.response;
}
