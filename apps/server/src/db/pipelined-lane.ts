import { EventEmitter } from 'node:events';
import pg from 'pg';

interface Connection {
  client: pg.Client;
  ready: Promise<unknown>;
  /** Statements sent on this connection and not yet answered. */
  inFlight: number;
}

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;
type Callback = (error: Error | null, result?: pg.QueryResult) => void;

/**
 * The key lane (decision 049): a few long-lived connections that pipeline (node-postgres `pipeline: true`), each
 * statement sent at once on the connection with the fewest unanswered ones. A pg.Pool lends a connection to one
 * statement until its answer has been read, and reading it waits for the event loop's turn: under load each of the
 * key lane's two connections carried one lookup per turn of a busy loop, and 23–30 lookups queued for them while
 * PostgreSQL sat idle (session 17). Here a lookup waits for nothing but the lookups sent before it on its
 * connection, which PostgreSQL answers in a fraction of a millisecond each, and one turn reads all their answers.
 *
 * Only for single statements outside transactions (named key lookups): a transaction needs a connection of its own
 * (the write lane's pool). A second connection is opened only while the first has a statement unanswered; a broken
 * connection is dropped (its unanswered statements fail with its error) and replaced on next use.
 */
export class PipelinedLane extends EventEmitter {
  private readonly connections: Connection[] = [];
  private ended = false;

  constructor(
    private readonly config: pg.ClientConfig,
    readonly options: { max: number },
  ) {
    super();
  }

  /** Open connections. */
  get totalCount(): number {
    return this.connections.length;
  }

  /** Open connections with no statement unanswered. */
  get idleCount(): number {
    return this.connections.filter((c) => c.inFlight === 0).length;
  }

  /** Statements sent behind another one's on their connection, waiting for the database to reach them. */
  get waitingCount(): number {
    return this.connections.reduce((n, c) => n + Math.max(0, c.inFlight - 1), 0);
  }

  /** `pool.query`'s forms: text or config, values, and an optional callback. */
  query(...args: unknown[]): Promise<pg.QueryResult> | undefined {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    const answer = this.send(args);
    if (!callback) return answer;
    answer.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
    return undefined;
  }

  async end(): Promise<void> {
    this.ended = true;
    const open = this.connections.splice(0);
    await Promise.all(open.map((c) => c.client.end().catch(() => undefined)));
  }

  private async send(args: unknown[]): Promise<pg.QueryResult> {
    if (this.ended) throw new Error('Cannot use a pool after calling end on the pool');
    const connection = this.pick();
    connection.inFlight++;
    try {
      await connection.ready;
      return await (connection.client.query as Query).apply(connection.client, args);
    } finally {
      connection.inFlight--;
    }
  }

  /** The connection with the fewest unanswered statements; a new one while every open one is busy and room is left. */
  private pick(): Connection {
    let best: Connection | undefined;
    for (const c of this.connections) if (!best || c.inFlight < best.inFlight) best = c;
    if (best && (best.inFlight === 0 || this.connections.length >= this.options.max)) return best;
    return this.open();
  }

  private open(): Connection {
    const client = new pg.Client({ ...this.config, pipeline: true });
    const connection: Connection = { client, ready: client.connect(), inFlight: 0 };
    this.connections.push(connection);
    const drop = (error?: Error) => {
      const at = this.connections.indexOf(connection);
      if (at >= 0) this.connections.splice(at, 1);
      if (error && this.listenerCount('error') > 0) this.emit('error', error, client);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    // The statements awaiting `ready` fail with the connect error; the next statement opens a fresh connection.
    connection.ready.catch(() => drop());
    return connection;
  }
}
