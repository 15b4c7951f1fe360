import type { Identity } from './auth/identity';
import type { Tokens } from './auth/tokens';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { Limiter } from './http/account-limits';
import type { ChangeFeed } from './http/changes';
import type { Notifier } from './modules/push/notifier';
import type { Lifecycle } from './ops/readiness';
import type { Uploads } from './storage/uploads';

/** Everything a module needs, built once in buildApp and handed to every module. */
export interface AppContext {
  config: Config;
  dbHandle: DbHandle;
  db: Db;
  identity: Identity;
  tokens: Tokens;
  uploads: Uploads;
  notifier: Notifier;
  /** The data version caches check; every API write moves it (in every process on PostgreSQL). */
  changes: ChangeFeed;
  /** Readiness: main.ts sets `draining` on SIGTERM (operations, #22). */
  lifecycle: Lifecycle;
  /** Per-account and per-identity counters (shared through Redis when REDIS_URL is set). */
  limits: Limiter;
}
