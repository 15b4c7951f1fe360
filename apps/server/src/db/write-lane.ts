import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The write lane (decision 044). Writes are a few requests among many reads, but each sends several statements
 * in turn, and each statement used to wait for a pooled connection behind every read queued before it: under
 * load a write waited in that queue five to nine times. Requests that write run inside `writeLane.run(...)`, and
 * their statements take connections from a small pool of their own, so they queue behind other writes only.
 */
export const writeLane = new AsyncLocalStorage<true>();

/** Methods that read (and never run in the write lane). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWriteMethod(method: string): boolean {
  return !READ_METHODS.has(method);
}

/**
 * A pg.Pool for reads that hands out the write pool's connections to callers in the write lane. It stays a
 * pg.Pool (drizzle opens transactions with `connect()` on a Pool, and `query()` connects through `connect()`),
 * so the one drizzle instance serves both lanes.
 */
type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

export class LanePool extends pg.Pool {
  readonly writes: pg.Pool;

  constructor(config: pg.PoolConfig, writeConnections: number) {
    super(config);
    this.writes = new pg.Pool({ ...config, max: writeConnections });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const write = writeLane.getStore() === true;
    if (!callback) return write ? this.writes.connect() : super.connect();
    if (write) this.writes.connect(callback);
    else super.connect(callback);
    return undefined;
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    const both = Promise.all([super.end(), this.writes.end()]).then(() => undefined);
    if (!callback) return both;
    void both.then(callback, callback);
    return undefined;
  }
}
