import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './changes';

/**
 * Whose view a cached GET answer is:
 * - shared: the same for everyone allowed to call the route (Home, events, categories);
 * - role: depends on the caller's role only (managers see PENDING library items);
 * - viewer: depends on who asks (a listing shows its seller all offers, a buyer only their own).
 */
export type CacheScope = 'shared' | 'role' | 'viewer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt a GET route into the response cache; see CacheScope. */
    cache?: CacheScope;
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
  /** Shared answers are compressed once for everyone, so they get the slow, smallest setting. */
  shared: boolean;
  /** Compressed once, on the first request that accepts the encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Brotli 11 makes Home 8.3 KB instead of 9.8 KB but costs ~130 ms of a worker thread for 68 KB: worth it once
 * per write for an answer everyone shares, not for every viewer's own marketplace page (quality 5, ~2 ms).
 */
const compressors: Record<Encoding, (body: string, shared: boolean) => Promise<Buffer>> = {
  br: (body, shared) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: shared ? zlib.BROTLI_MAX_QUALITY : 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body, shared) => promisify(gzip)(body, { level: shared ? 9 : 6 }),
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
  entry.encoded[encoding] ??= compressors[encoding](entry.body, entry.shared);
  return { etag: `${entry.etag.slice(0, -1)}-${encoding}"`, payload: await entry.encoded[encoding], encoding };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_BYTES = 64 * 1024 * 1024;

function scopeKey(request: FastifyRequest, scope: CacheScope): string {
  const user = request.user;
  if (scope === 'shared') return '*';
  if (scope === 'role') return user?.role ?? 'guest';
  return user ? `${user.id}:${user.role}` : 'guest';
}

/**
 * Serves repeated GETs from memory: the answer is serialized once per data version and handed out with an
 * ETag (If-None-Match → 304). Correctness rests on one rule — every non-GET API request moves the change
 * feed's version when it answers, so no cached answer outlives a write (decision 008). The key is built
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
      reply.header('etag', etag).header('x-cache', 'hit');
      setCommonHeaders(reply, scope, encoding);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(payload);
    };

    app.addHook('preHandler', async (request, reply) => {
      const scope = request.routeOptions.config?.cache;
      if (!scope || request.method !== 'GET' || ttlMs === 0 || !changes.coherent) return;
      const key = `${scopeKey(request, scope)} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
      const version = changes.version;
      const fresh = () => {
        const entry = entries.get(key);
        return entry && entry.version === changes.version ? entry : undefined;
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
        // The handler has finished (its transaction is committed) and the client has not heard back yet:
        // from here on no cache may answer with what was there before.
        changes.bump();
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
        shared: request.routeOptions.config?.cache === 'shared',
        encoded: {},
      };
      // A write that landed while this answer was being built already moved the version: the entry is
      // stored under the version it was read at, so it is never served.
      entries.set(slot.key, entry);
      slot.release();
      const { etag, payload: sent, encoding } = await representation(request, entry);
      reply.header('etag', etag).header('x-cache', 'miss');
      setCommonHeaders(reply, request.routeOptions.config?.cache ?? 'viewer', encoding);
      return sent;
    });
  },
  { name: 'response-cache' },
);

/** Browsers may keep a copy but must revalidate it (a cheap 304); answers for one viewer stay private. */
function setCommonHeaders(reply: FastifyReply, scope: CacheScope, encoding: Encoding | undefined) {
  const shared = scope === 'shared';
  reply
    .header('cache-control', shared ? 'no-cache' : 'private, no-cache')
    .header('vary', shared ? 'accept-encoding' : 'accept-encoding, authorization');
  if (encoding) reply.header('content-encoding', encoding);
}
