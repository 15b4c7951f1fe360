import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Data versions, one per AREA (marketplace, library, events, …), that caches check before they answer.
 * A committed write moves the versions of the areas it wrote, at once in this process; on PostgreSQL it is
 * also announced with NOTIFY (payload: origin and areas), so every other server process on the same database
 * moves its own within milliseconds. While that listener is down the feed is not `coherent` and caches must
 * not answer (a write elsewhere would go unseen). Decision 014.
 */
export interface ChangeFeed {
  /** Moves with every committed write in any area. */
  readonly version: number;
  readonly coherent: boolean;
  /** The combined version of these areas: it changes when, and only when, one of them moved. */
  versionOf(areas: readonly string[]): number;
  /**
   * Moves these areas (all of them when none is named: writes made outside the API, such as tests that insert
   * rows directly). Resolves once the other processes have been told (the NOTIFY is committed).
   */
  bump(areas?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Every area moves: what a write outside the API, or a reconnect after a gap, means. */
export const ALL_AREAS = '*';

/** Per-area counters; `*` moves every area. */
function createVersions() {
  let total = 0;
  let all = 0;
  const byArea = new Map<string, number>();
  return {
    get total() {
      return total;
    },
    versionOf(areas: readonly string[]) {
      let v = all;
      for (const a of areas) v += byArea.get(a) ?? 0;
      return v;
    },
    move(areas: readonly string[]) {
      total++;
      if (areas.length === 0 || areas.includes(ALL_AREAS)) {
        all++;
        return;
      }
      for (const a of areas) byArea.set(a, (byArea.get(a) ?? 0) + 1);
    },
  };
}

const CHANNEL = 'campus_changes';
const RECONNECT_MS = 1_000;

export async function createChangeFeed(options: {
  databaseUrl?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<ChangeFeed> {
  const versions = createVersions();
  const { databaseUrl, log } = options;
  if (!databaseUrl) {
    // PGlite: one process owns the data directory (lock file), so local writes are all the writes.
    return {
      get version() {
        return versions.total;
      },
      coherent: true,
      versionOf: (areas) => versions.versionOf(areas),
      bump: async (areas = []) => versions.move(areas),
      close: async () => {},
    };
  }

  // Our own NOTIFYs come back to us too; the origin tag lets us skip them.
  const origin = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      if (!closed) log.warn({ err }, 'change listener lost its connection; caches are off until it is back');
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      const [from, areas = ALL_AREAS] = (message.payload ?? '').split(' ');
      if (from !== origin) versions.move(areas.split(','));
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      // Writes made elsewhere while we were not listening are unknown: start from new versions everywhere.
      versions.move([ALL_AREAS]);
    } catch (err) {
      log.warn({ err }, 'change listener could not connect; retrying');
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      scheduleReconnect();
    }
  };
  await connect();

  // One NOTIFY at a time on the listener's connection; areas moved meanwhile are folded into one more NOTIFY
  // sent after it. Each bump resolves when a NOTIFY sent after it has been committed.
  let pending = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  const announce = (): Promise<void> => {
    chain = chain.then(async () => {
      if (pending.size === 0) return; // an earlier step already sent these areas
      const areas = pending.has(ALL_AREAS) ? ALL_AREAS : [...pending].join(',');
      pending = new Set();
      try {
        await listener?.query('select pg_notify($1, $2)', [CHANNEL, `${origin} ${areas}`]);
      } catch (err) {
        log.warn({ err }, 'could not announce a change to other processes');
      }
    });
    return chain;
  };

  return {
    get version() {
      return versions.total;
    },
    get coherent() {
      return listener !== undefined;
    },
    versionOf: (areas) => versions.versionOf(areas),
    async bump(areas = []) {
      versions.move(areas);
      for (const a of areas.length ? areas : [ALL_AREAS]) pending.add(a);
      await announce();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
