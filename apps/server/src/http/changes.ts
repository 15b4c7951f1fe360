import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * The data version every cache checks before it answers. Any write in this process moves it at once; on
 * PostgreSQL the write is also announced with NOTIFY, so every other server process on the same database
 * moves its own version within milliseconds. While that listener is down the feed is not `coherent` and
 * caches must not answer (a write elsewhere would go unseen).
 */
export interface ChangeFeed {
  readonly version: number;
  readonly coherent: boolean;
  bump(): void;
  close(): Promise<void>;
}

const CHANNEL = 'campus_changes';
const RECONNECT_MS = 1_000;

export async function createChangeFeed(options: {
  databaseUrl?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<ChangeFeed> {
  let version = 0;
  const { databaseUrl, log } = options;
  if (!databaseUrl) {
    // PGlite: one process owns the data directory (lock file), so local writes are all the writes.
    return {
      get version() {
        return version;
      },
      coherent: true,
      bump: () => void version++,
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
      if (message.payload !== origin) version++;
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
      // Writes made elsewhere while we were not listening are unknown: start from a new version.
      version++;
    } catch (err) {
      log.warn({ err }, 'change listener could not connect; retrying');
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      scheduleReconnect();
    }
  };
  await connect();

  // One NOTIFY at a time on the listener's connection; bumps that arrive meanwhile are folded into one
  // more NOTIFY sent after it (the others only need to learn that something changed since the last one).
  let sending = false;
  let pending = false;
  const announce = async () => {
    if (sending) {
      pending = true;
      return;
    }
    sending = true;
    try {
      do {
        pending = false;
        await listener?.query('select pg_notify($1, $2)', [CHANNEL, origin]);
      } while (pending);
    } catch (err) {
      log.warn({ err }, 'could not announce a change to other processes');
    } finally {
      sending = false;
    }
  };

  return {
    get version() {
      return version;
    },
    get coherent() {
      return listener !== undefined;
    },
    bump() {
      version++;
      void announce();
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
