import pg from 'pg';
import { NAMED_IN_READS_LANE, STATEMENT } from './statement-names';

/**
 * Lanes of PostgreSQL connections, chosen by the statement (decision 044). One pool made every statement wait for a
 * connection behind every statement queued before it: under load a write waited in that queue for each of its five
 * to nine statements, and a signed-in request whose answer was already cached still waited behind list and search
 * statements for the guard's primary-key read of its user row. Three pools:
 * - **keys**: named prepared statements (db/statement-names.ts: key lookups and index-range pages, each a fraction of
 *   a millisecond), outside transactions, except the few named reads of an opened page that go with the reads
 *   (NAMED_IN_READS_LANE);
 * - **writes**: transactions (drizzle opens each with `connect()`) and single statements that change data;
 * - **reads**: everything else (lists, searches, counts).
 * The statement decides, not the request: an AsyncLocalStorage per request would have been the other way, and on
 * Node 20 it turns on promise hooks for the whole process (a cached `/health` lost about a quarter of its rate).
 *
 * The write lane's connections pipeline (node-postgres `pipeline: true`, decision 046): a statement is sent as soon
 * as it is issued, without waiting for the answer of the one before. Under load every round trip costs a write
 * 2–3 ms (p90 6–10 ms) of waiting for the database's and the event loop's turn, so a transaction's `begin` goes out
 * with its first statement, and statements a transaction issues together (`Promise.all`) share one round trip.
 */
export type Lane = 'keys' | 'writes' | 'reads';
export const LANES: readonly Lane[] = ['reads', 'writes', 'keys'];

const CHANGES_DATA = /^\s*(?:insert|update|delete)\b|^\s*with\b[\s\S]*\b(?:insert|update|delete)\b|\binsert_notice\(/i;

/** The lane of one statement as node-postgres receives it: a text, or a config with `text` and maybe `name`. */
export function laneOf(statement: unknown): Lane {
  const config =
    typeof statement === 'string' ? { text: statement } : (statement as { text?: unknown; name?: unknown });
  // The guard's read of a request that writes goes where the rest of that request goes, ahead of the reads' lookups.
  if (config?.name === STATEMENT.guardUserRowOfWrite) return 'writes';
  if (typeof config?.name === 'string') return NAMED_IN_READS_LANE.has(config.name) ? 'reads' : 'keys';
  return typeof config?.text === 'string' && CHANGES_DATA.test(config.text) ? 'writes' : 'reads';
}

export interface LaneSizes {
  /** Connections of the write lane (DATABASE_WRITE_POOL_SIZE). */
  writes: number;
  /** Connections of the key lane (DATABASE_KEY_POOL_SIZE). */
  keys: number;
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

/**
 * What drizzle is given: a pg.Pool (drizzle opens transactions with `connect()` on a Pool and runs single statements
 * with `query()`) that opens no connection of its own and hands each statement to its lane's pool.
 */
export class LanePool extends pg.Pool {
  readonly reads: pg.Pool;
  readonly writes: pg.Pool;
  readonly keys: pg.Pool;

  constructor(config: pg.PoolConfig, sizes: LaneSizes) {
    super({ ...config, max: 1 });
    this.reads = new pg.Pool(config);
    this.writes = new pg.Pool({ ...config, max: sizes.writes, pipeline: true });
    this.keys = new pg.Pool({ ...config, max: sizes.keys });
  }

  /** A transaction: on the write lane, its `begin` sent with the first statement (beginWithFirstStatement). */
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return this.writes.connect().then(beginWithFirstStatement);
    this.writes.connect((err, client, done) => callback(err, client ? beginWithFirstStatement(client) : client, done));
    return undefined;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query overloads are forwarded unchanged
  override query(...args: any[]): any {
    const pool = this[laneOf(args[0])];
    return (pool.query as (...a: unknown[]) => unknown).apply(pool, args);
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    const all = Promise.all([super.end(), this.reads.end(), this.writes.end(), this.keys.end()]).then(() => undefined);
    if (!callback) return all;
    void all.then(callback, callback);
    return undefined;
  }
}

const BEGIN = /^\s*begin\b/i;
const PIPELINED_BEGIN = Symbol('pipelined begin');

type Query = (...args: unknown[]) => unknown;

/**
 * drizzle awaits `begin` before it runs the transaction's first statement. On a pipelining connection the `begin` is
 * sent at once and answered at once with an empty result, so the first statement follows it on the wire without
 * waiting a round trip. PostgreSQL runs them in order. Should the `begin` fail (the connection broke), the
 * statements after it are failed with its error, so a transaction never goes on as if it had begun.
 */
function beginWithFirstStatement(client: pg.PoolClient): pg.PoolClient {
  const tagged = client as pg.PoolClient & { [PIPELINED_BEGIN]?: true };
  if (!client.pipeline || tagged[PIPELINED_BEGIN]) return client;
  tagged[PIPELINED_BEGIN] = true;
  const query = client.query.bind(client) as Query;
  let beginError: { error: unknown } | undefined;
  const wrapped = (...args: unknown[]) => {
    const config = args[0] as string | { text?: unknown } | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    const promised = typeof args.at(-1) !== 'function';
    if (promised && typeof text === 'string' && BEGIN.test(text)) {
      beginError = undefined;
      (query(...args) as Promise<pg.QueryResult>).catch((error: unknown) => {
        beginError = { error };
      });
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 });
    }
    const result = query(...args);
    if (!promised || !(result instanceof Promise)) return result;
    // The `begin`'s answer arrives before this statement's: its failure is known by the time this one settles.
    return result.then(
      (value) => (beginError ? Promise.reject(beginError.error) : value),
      (error: unknown) => Promise.reject(beginError ? beginError.error : error),
    );
  };
  client.query = wrapped as typeof client.query;
  return client;
}
