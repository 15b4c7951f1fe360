import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import {
  type ClaimedPush,
  claimDuePushes,
  deleteOutboxRow,
  deleteSubscriptionById,
  rescheduleOutboxRow,
} from './push.repository';
import type { VapidKeys } from './vapid';

export const DELIVERY = {
  /** How often each process looks for due pushes (its own, retries, and those a dead process left). */
  intervalMs: 1000,
  batch: 50,
  /** A claimed row is invisible to other workers this long; longer than a send can take. */
  leaseSeconds: 60,
  sendTimeoutMs: 10_000,
  maxAttempts: 5,
  /** Retry n waits backoffSeconds * 2^(n-1): 10 s, 20 s, 40 s, 80 s. */
  backoffSeconds: 10,
  /** How long the push service keeps a message for an offline device. */
  ttlSeconds: 24 * 3600,
} as const;

export interface PushWorker {
  /** Looks for due pushes now instead of at the next tick. */
  kick(): void;
  /** Delivers everything due now; resolves with the number of pushes attempted. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The worker's own Drizzle instance over the same connection (pool) but without the statement
 * counter: background delivery must not show up in the per-request statement counts tests assert.
 */
function uncountedDb(db: Db): Db {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return drizzlePglite({ client, schema }) as unknown as Db;
  return drizzlePg({ client: client as pg.Pool, schema }) as unknown as Db;
}

/** Permanent refusals: retrying the same message cannot succeed. */
const DROP_STATUSES = new Set([400, 413]);
/** The push service says the subscription is gone (unsubscribed, expired, uninstalled). */
const GONE_STATUSES = new Set([404, 410]);

export function createPushWorker(deps: { db: Db; vapid: VapidKeys; log: Logger; intervalMs?: number }): PushWorker {
  const db = uncountedDb(deps.db);
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function deliverOne(push: ClaimedPush): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(push.payload),
        {
          vapidDetails: {
            subject: deps.vapid.subject,
            publicKey: deps.vapid.publicKey,
            privateKey: deps.vapid.privateKey,
          },
          TTL: DELIVERY.ttlSeconds,
          timeout: DELIVERY.sendTimeoutMs,
          contentEncoding: 'aes128gcm',
        },
      );
      await deleteOutboxRow(db, push.id);
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status !== undefined && GONE_STATUSES.has(status)) {
        // Cascades to every queued push for that subscription.
        await deleteSubscriptionById(db, push.subscriptionId);
        return;
      }
      const reason =
        status !== undefined
          ? `HTTP ${status}: ${(err as WebPushError).body ?? ''}`
          : String((err as Error).message ?? err);
      if ((status !== undefined && DROP_STATUSES.has(status)) || push.attempts >= DELIVERY.maxAttempts) {
        deps.log.warn({ endpoint: new URL(push.endpoint).origin, attempts: push.attempts, reason }, 'push dropped');
        await deleteOutboxRow(db, push.id);
        return;
      }
      await rescheduleOutboxRow(db, push.id, DELIVERY.backoffSeconds * 2 ** (push.attempts - 1), reason);
    }
  }

  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      if (closed) return attempted;
      const claimed = await claimDuePushes(db, DELIVERY.batch, DELIVERY.leaseSeconds);
      attempted += claimed.length;
      await Promise.all(
        claimed.map((push) => deliverOne(push).catch((err) => deps.log.warn({ err }, 'push delivery failed'))),
      );
      if (claimed.length < DELIVERY.batch) return attempted;
    }
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again && !closed);
    })()
      .catch((err) => deps.log.warn({ err }, 'push worker failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(kick, deps.intervalMs ?? DELIVERY.intervalMs);
  timer.unref();

  return {
    kick,
    deliverDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
