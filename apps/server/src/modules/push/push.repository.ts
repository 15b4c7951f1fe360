import type { NotificationCategory } from '@campus/shared/enums';
import { PUSH_MAX_DEVICES, type TPushPayload } from '@campus/shared/schemas/push';
import { and, count, desc, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, pushOutbox, pushPreferences, pushSubscriptions } from '../../db/schema/index';
import { builtOnce, STATEMENT } from '../../db/statement-names';

export type NotificationRow = typeof notifications.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Accounts that receive society-wide news ('everyone'). */
const REACHABLE_STATUSES = ['ACTIVE', 'PENDING'] as const;

// ---- subscriptions ----

export async function upsertSubscription(
  db: DbOrTx,
  input: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<SubscriptionRow> {
  // A browser keeps its endpoint across sign-ins: the latest account to subscribe on it owns it.
  const [row] = await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

/** Keeps only the newest PUSH_MAX_DEVICES subscriptions of a user. */
export async function pruneSubscriptions(db: DbOrTx, userId: number): Promise<void> {
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(PUSH_MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
}

export async function deleteOwnSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

// ---- preferences ----

export async function findDisabledCategories(db: DbOrTx, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ disabled: pushPreferences.disabled })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId))
    .limit(1);
  return row?.disabled ?? [];
}

export async function saveDisabledCategories(db: DbOrTx, userId: number, disabled: string[]): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, disabled })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { disabled, updatedAt: new Date() } });
}

// ---- inbox ----

/**
 * One page of the inbox with the counts its header shows, in one statement: the window counts are taken over every
 * notice of the filter before the page is cut, so a read of the inbox is the guard's lookup and this (decision 039).
 */
const inboxPage = (db: DbOrTx, unreadOnly: boolean) =>
  db
    .select({
      notice: getTableColumns(notifications),
      matching: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false) over ()`.mapWith(Number),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        unreadOnly ? eq(notifications.isRead, false) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // Placeholders: drizzle leaves out `offset 0`, and a named statement must keep one text.
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
const notificationsPage = builtOnce((db) => inboxPage(db, false).prepare(STATEMENT.notificationsPage));
const notificationsUnreadPage = builtOnce((db) => inboxPage(db, true).prepare(STATEMENT.notificationsUnreadPage));

export interface InboxPage {
  rows: NotificationRow[];
  /** Notices of the filter (all, or only the unread), on every page. */
  matching: number;
  /** The member's unread notices. */
  unread: number;
}

export async function listNotifications(
  db: DbOrTx,
  userId: number,
  options: { limit: number; offset: number; unreadOnly: boolean },
): Promise<InboxPage> {
  const page = options.unreadOnly ? notificationsUnreadPage : notificationsPage;
  const found = await page(db).execute({ userId, limit: options.limit, offset: options.offset });
  if (found.length > 0)
    return { rows: found.map((r) => r.notice), matching: found[0].matching, unread: found[0].unread };
  // An empty first page: the member has no notice (or no unread one), so no unread one either. Past the end of the
  // list the counts take a statement of their own.
  if (options.offset === 0) return { rows: [], matching: 0, unread: 0 };
  const counts = await countNotifications(db, userId);
  return { rows: [], matching: options.unreadOnly ? counts.unread : counts.total, unread: counts.unread };
}

const notificationsCount = builtOnce((db) =>
  db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare(STATEMENT.notificationsCount),
);

export async function countNotifications(db: DbOrTx, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await notificationsCount(db).execute({ userId });
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function markNotificationRead(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---- fan-out (one statement each, whatever the number of recipients) ----

/** One notice in both languages: members who chose Bangla get `bn`, everyone else `en` (decision 030). */
export interface NoticeRows {
  category: NotificationCategory;
  url: string;
  en: { title: string; body: string; payload: TPushPayload };
  bn: { title: string; body: string; payload: TPushPayload };
}

/**
 * The inbox rows and the push outbox of one notice in ONE round trip (the `insert_notice` function of migration
 * 0016): each recipient's row in their language, and one push per subscription of the recipients who have not
 * switched the category off. The function catches its own failure (a subtransaction) and answers it as text, so
 * inside a caller's transaction a failed notice rolls back alone and the caller's write still commits; a write
 * under load waits its turn for every statement it sends, and a savepoint around the insert cost two more
 * (decision 044). Answers null when the notice was written.
 */
export async function insertNotice(db: DbOrTx, to: number[] | 'everyone', n: NoticeRows): Promise<string | null> {
  // bigint[]: an id out of int4's range must reach the function (and fail inside it), not fail the bind.
  const ids = to === 'everyone' ? null : `{${to.join(',')}}`;
  const result = await db.execute(sql`
    select insert_notice(
      ${ids}::bigint[], ${`{${REACHABLE_STATUSES.join(',')}}`}::text[], ${n.category}::text, ${n.url}::text,
      ${n.en.title}::text, ${n.en.body}::text, ${JSON.stringify(n.en.payload)}::jsonb,
      ${n.bn.title}::text, ${n.bn.body}::text, ${JSON.stringify(n.bn.payload)}::jsonb
    ) as failure
  `);
  const [row] = (result as unknown as { rows: { failure: string | null }[] }).rows;
  return row?.failure ?? null;
}

// ---- delivery ----

export interface ClaimedPush {
  id: number;
  subscriptionId: number;
  payload: TPushPayload;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Claims due outbox rows for `leaseSeconds`: the row's next attempt moves past the lease, so another
 * worker skips it (SKIP LOCKED while this statement runs, the lease afterwards); a worker that dies
 * mid-send leaves the row to be retried when the lease ends.
 */
export async function claimDuePushes(db: DbOrTx, batch: number, leaseSeconds: number): Promise<ClaimedPush[]> {
  const result = await db.execute(sql`
    with claimed as (
      update ${pushOutbox} o
      set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where o.id in (
        select id from ${pushOutbox}
        where next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked
      )
      returning o.id, o.subscription_id, o.payload, o.attempts
    )
    select c.id, c.subscription_id, c.payload, c.attempts, s.endpoint, s.p256dh, s.auth
    from claimed c join ${pushSubscriptions} s on s.id = c.subscription_id
    order by c.id
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    subscriptionId: Number(r.subscription_id),
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as TPushPayload,
    attempts: Number(r.attempts),
    endpoint: String(r.endpoint),
    p256dh: String(r.p256dh),
    auth: String(r.auth),
  }));
}

export async function deleteOutboxRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function rescheduleOutboxRow(db: DbOrTx, id: number, delaySeconds: number, error: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`, lastError: error.slice(0, 1000) })
    .where(eq(pushOutbox.id, id));
}
