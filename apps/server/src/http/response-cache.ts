import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { areaOf, defaultReads, withParts } from './areas';
import type { ChangeFeed } from './changes';

/**
 * Whose view a cached GET answer is:
 * - shared: the same for everyone allowed to call the route (Home, events, categories);
 * - role: depends on the caller's role only (managers see PENDING library items);
 * - viewer: depends on who asks (a listing shows its seller all offers, a buyer only their own);
 * - own: the caller's own personal record (their profile: contact number, email). Kept in the server's memory per
 *   caller like `viewer`, but the browser is told `no-store` and given no ETag: lab PCs are shared (issue 16).
 */
export type CacheScope = 'shared' | 'role' | 'viewer' | 'own';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt a GET route into the response cache; see CacheScope. */
    cache?: CacheScope;
    /**
     * Whose view the answer is, when the scope alone says too much: the marketplace table is the same for every
     * member and guest, different for managers and for a member asking for their own listings (decision 025).
     * Runs after validation and the guard, so it reads the validated query and the caller.
     */
    cacheAudience?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    cacheSlot?: { key: string; version: number; release(): void };
  }
}

type Encoding = 'br' | 'gzip';

interface Entry {
  body: string;
  etag: string;
  version: number;
  /** Compressed once, on the first request that accepts the encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Compression runs on the request path (the first request after a write pays it), so it uses FAST settings for
 * everyone (decision 015): brotli quality 4 costs ~1 ms for Home's 68 KB and ~8 ms for a 650 KB page where
 * quality 11 cost 130 ms and 0.7–1.3 s, for a few percent fewer bytes. Each entry is compressed at most once
 * per encoding (the promise is kept on the entry, and readers waiting on a miss share it).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 5;
/**
 * Below this size an answer is compressed on the event loop: the thread-pool round trip and its stream cost more
 * than the compression (a 5 KB page: ~200 µs of CPU through the pool against ~55 µs in place), and in place it
 * blocks the loop for at most ~0.15 ms. Larger answers (Home, a 100-row page) go to the pool (decision 015).
 */
const INLINE_COMPRESS_BYTES = 32 * 1024;
/** One encoding's compressor: in place for a small answer, on the thread pool for a large one. */
function compressBySize<Options>(
  inPlace: (body: string, options: Options) => Buffer,
  onPool: (body: string, options: Options) => Promise<Buffer>,
  optionsFor: (body: string) => Options,
): (body: string) => Promise<Buffer> {
  return (body) =>
    body.length < INLINE_COMPRESS_BYTES
      ? Promise.resolve(inPlace(body, optionsFor(body)))
      : onPool(body, optionsFor(body));
}
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: compressBySize(brotliCompressSync, promisify(brotliCompress), (body: string) => ({
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  })),
  gzip: compressBySize(gzipSync, promisify(gzip), () => ({ level: GZIP_LEVEL })),
};
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

function chooseEncoding(request: FastifyRequest, body: string): Encoding | undefined {
  if (body.length < MIN_COMPRESS_BYTES) return undefined;
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return undefined;
}

/** The answer as this client takes it: compressed when it says it can, with a matching ETag. */
async function representation(request: FastifyRequest, entry: Entry) {
  const encoding = chooseEncoding(request, entry.body);
  if (!encoding) return { etag: entry.etag, payload: entry.body as string | Buffer, encoding };
  entry.encoded[encoding] ??= compressors[encoding](entry.body);
  return { etag: `${entry.etag.slice(0, -1)}-${encoding}"`, payload: await entry.encoded[encoding], encoding };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const readsByUrl = new Map<string, string[]>();
const declaredReads = new WeakMap<readonly string[], string[]>();

/** The areas and parts this request's answer reads (areas.ts): said by the route, or its URL's defaults. */
function readsOf(request: FastifyRequest, url: string): readonly string[] {
  const declared = request.routeOptions.config.reads;
  if (typeof declared === 'function') return declared(request);
  if (declared) {
    let reads = declaredReads.get(declared);
    if (!reads) {
      reads = withParts(declared);
      declaredReads.set(declared, reads);
    }
    return reads;
  }
  let reads = readsByUrl.get(url);
  if (!reads) {
    reads = defaultReads(url);
    readsByUrl.set(url, reads);
  }
  return reads;
}
const MAX_BYTES = 64 * 1024 * 1024;

function scopeKey(request: FastifyRequest, scope: CacheScope): string {
  const audience = request.routeOptions.config?.cacheAudience;
  if (audience) return audience(request);
  const user = request.user;
  if (scope === 'shared') return '*';
  if (scope === 'role') return user?.role ?? 'guest';
  return user ? `${user.id}:${user.role}` : 'guest';
}

/**
 * Serves repeated GETs from memory: the answer is serialized once per data version and handed out with an
 * ETag (If-None-Match → 304). Correctness rests on one rule — every non-GET API request that succeeded moves
 * the versions of the areas it wrote before the client hears back, and an entry is served only while the areas
 * it reads are at the versions it was built at (decisions 008 and 014). The key is built
 * from the VALIDATED params and query, so parameter order and defaults do not split entries.
 */
export const responseCache = fp<{ changes: ChangeFeed; ttlMs: number }>(
  async (app: FastifyInstance, { changes, ttlMs }) => {
    const entries = new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      // Compressed copies add at most about a third again.
      sizeCalculation: (entry, key) => Math.ceil(entry.body.length * 1.35) + key.length + 64,
      ttl: Math.max(ttlMs, 1),
    });

    /** Misses being answered right now, by key: others asking the same at the same version wait for it. */
    const loading = new Map<string, { version: number; done: Promise<void> }>();

    const serve = async (request: FastifyRequest, reply: FastifyReply, scope: CacheScope, entry: Entry) => {
      const { etag, payload, encoding } = await representation(request, entry);
      reply.header('x-cache', 'hit');
      setCommonHeaders(reply, scope, encoding, etag);
      if (scope !== 'own' && request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(payload);
    };

    app.addHook('preHandler', async (request, reply) => {
      const scope = request.routeOptions.config?.cache;
      if (!scope || request.method !== 'GET' || ttlMs === 0 || !changes.coherent) return;
      const url = request.routeOptions.url ?? '';
      const key = `${scopeKey(request, scope)} ${url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
      const reads = readsOf(request, url);
      const version = changes.versionOf(reads);
      const fresh = () => {
        const entry = entries.get(key);
        return entry && entry.version === changes.versionOf(reads) ? entry : undefined;
      };
      let entry = fresh();
      if (entry) return serve(request, reply, scope, entry);

      // Right after a write every reader misses at once; only the first runs the queries (no stampede).
      const inFlight = loading.get(key);
      if (inFlight && inFlight.version === version) {
        await inFlight.done;
        entry = fresh();
        if (entry) return serve(request, reply, scope, entry);
      }
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const mine = { version, done, finish };
      loading.set(key, mine);
      request.cacheSlot = {
        key,
        version,
        release() {
          if (loading.get(key) === mine) loading.delete(key);
          finish();
        },
      };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!READ_METHODS.has(request.method) && request.routeOptions.config?.access) {
        // A refused request (4xx, 5xx) wrote nothing and moves nothing: a flood of them cannot empty the caches.
        if (reply.statusCode >= 400) return payload;
        // The handler has finished (its transaction is committed) and the client has not heard back yet:
        // from here on no cache of these areas, in this process or another, may answer with what was there before.
        const url = request.routeOptions.url ?? '';
        const writes = request.routeOptions.config.writes;
        await changes.bump(typeof writes === 'function' ? writes(request) : (writes ?? [areaOf(url)]));
        return payload;
      }
      const slot = request.cacheSlot;
      if (!slot) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        slot.release(); // the waiters run their own queries
        return payload;
      }
      const entry: Entry = {
        body: payload,
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        version: slot.version,
        encoded: {},
      };
      // A write that landed while this answer was being built already moved the version: the entry is
      // stored under the version it was read at, so it is never served.
      entries.set(slot.key, entry);
      slot.release();
      const { etag, payload: sent, encoding } = await representation(request, entry);
      reply.header('x-cache', 'miss');
      setCommonHeaders(reply, request.routeOptions.config?.cache ?? 'viewer', encoding, etag);
      return sent;
    });
  },
  { name: 'response-cache' },
);

/**
 * Browsers may keep a copy but must revalidate it (a cheap 304); answers for one viewer stay private; a personal
 * record ('own') is not kept at all.
 */
function setCommonHeaders(reply: FastifyReply, scope: CacheScope, encoding: Encoding | undefined, etag: string) {
  const shared = scope === 'shared';
  if (scope === 'own') reply.header('cache-control', 'no-store');
  else reply.header('etag', etag).header('cache-control', shared ? 'no-cache' : 'private, no-cache');
  reply.header('vary', shared ? 'accept-encoding' : 'accept-encoding, authorization');
  if (encoding) reply.header('content-encoding', encoding);
}
