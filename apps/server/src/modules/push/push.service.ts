import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type {
  TNotificationListQuery,
  TPushPreferences,
  TPushSubscribeRequest,
  TUpdatePushPreferencesRequest,
} from '@campus/shared/schemas/push';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { pageOffset } from '../../http/query';
import { createOutboxNotifier, type Notifier } from './notifier';
import { presentNotification } from './push.presenter';
import {
  countNotifications,
  deleteOwnSubscription,
  findDisabledCategories,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  pruneSubscriptions,
  saveDisabledCategories,
  upsertSubscription,
} from './push.repository';
import { createPushWorker } from './push-delivery';
import { loadVapidKeys } from './vapid';

/** A push queued inside the caller's transaction becomes visible when it commits; look again shortly. */
const AFTER_COMMIT_DELAY_MS = 250;

/**
 * The app's notifier: inbox + push outbox written with the triggering change, delivered by a
 * background worker in every process (the database is the source of truth, each push is sent once).
 */
export function createNotifier(deps: { config: Config; db: Db; log: FastifyBaseLogger }): Notifier {
  const worker = createPushWorker({ db: deps.db, vapid: loadVapidKeys(deps.config), log: deps.log });
  const timers = new Set<NodeJS.Timeout>();
  return createOutboxNotifier({
    db: deps.db,
    log: (err) => deps.log.warn({ err }, 'notification failed'),
    onQueued(inCallerTx) {
      if (!inCallerTx) return worker.kick();
      const timer = setTimeout(() => {
        timers.delete(timer);
        worker.kick();
      }, AFTER_COMMIT_DELAY_MS);
      timer.unref();
      timers.add(timer);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await worker.close();
    },
  });
}

export function getPublicKey(ctx: AppContext): { publicKey: string } {
  return { publicKey: loadVapidKeys(ctx.config).publicKey };
}

/**
 * The browsers' push services. In production the server only POSTs to these, so a crafted
 * "subscription" cannot make it call other hosts (SSRF); elsewhere any https endpoint is allowed
 * (tests and local push servers).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari, iPhone home-screen apps
  '.notify.windows.com', // Edge on Windows
  '.push.apple.com',
];

export function isKnownPushService(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

export async function subscribe(
  ctx: AppContext,
  userId: number,
  input: TPushSubscribeRequest,
  userAgent: string | null,
) {
  if (ctx.config.isProduction && !isKnownPushService(input.endpoint)) {
    throw badRequest(MSG.pushEndpointUnknown, 'endpoint');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertSubscription(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    await pruneSubscriptions(tx, userId);
    return saved;
  });
  return { id: row.id, endpoint: row.endpoint };
}

export async function unsubscribe(ctx: AppContext, userId: number, endpoint: string) {
  if (!(await deleteOwnSubscription(ctx.db, userId, endpoint))) throw notFound('Push subscription');
  return { endpoint };
}

function toPreferences(disabled: string[]): TPushPreferences {
  return {
    categories: Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, !disabled.includes(c)])) as Record<
      NotificationCategory,
      boolean
    >,
  };
}

export async function getPreferences(ctx: AppContext, userId: number): Promise<TPushPreferences> {
  return toPreferences(await findDisabledCategories(ctx.db, userId));
}

export async function updatePreferences(
  ctx: AppContext,
  userId: number,
  input: TUpdatePushPreferencesRequest,
): Promise<TPushPreferences> {
  return ctx.db.transaction(async (tx) => {
    const current = toPreferences(await findDisabledCategories(tx, userId)).categories;
    const next = { ...current, ...input.categories };
    const disabled = NOTIFICATION_CATEGORIES.filter((c) => next[c] === false);
    await saveDisabledCategories(tx, userId, disabled);
    return toPreferences(disabled);
  });
}

export async function findNotifications(ctx: AppContext, userId: number, query: TNotificationListQuery) {
  const page = await listNotifications(ctx.db, userId, {
    limit: query.limit,
    offset: pageOffset(query.page, query.limit),
    unreadOnly: query.unreadOnly ?? false,
  });
  return {
    rows: page.rows.map(presentNotification),
    meta: { page: query.page, limit: query.limit, total: page.matching, unread: page.unread },
  };
}

export async function countUnread(ctx: AppContext, userId: number) {
  const { unread } = await countNotifications(ctx.db, userId);
  return { unread };
}

export async function readNotification(ctx: AppContext, userId: number, id: number) {
  const row = await markNotificationRead(ctx.db, userId, id);
  if (!row) throw notFound('Notification');
  return presentNotification(row);
}

export async function readAllNotifications(ctx: AppContext, userId: number) {
  return { updated: await markAllNotificationsRead(ctx.db, userId) };
}
