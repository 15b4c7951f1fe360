import { z } from 'zod';
import { STRING_MAX } from '../constants';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../enums';
import { okSchema, ZListMeta } from './envelope';
import { queryBoolean, VALIDATION_MSG, ZPageQuery } from './fields';

/** How many browsers/devices one account may keep subscribed; the oldest beyond this are dropped. */
export const PUSH_MAX_DEVICES = 20;

const base64url = (label: string, bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: VALIDATION_MSG.isMissing(label) })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), VALIDATION_MSG.notValidKey(label));
};

/** https://… that a URL parser accepts (not `https://[`), with no spaces or control characters (PostgreSQL text refuses NUL). */
function isHttpsLink(v: string): boolean {
  if (!/^https:\/\/\S+$/i.test(v) || [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  try {
    return new URL(v).hostname !== '';
  } catch {
    return false;
  }
}

/** PushSubscription.toJSON() of the browser (expirationTime is accepted and ignored). */
export const ZPushSubscribeRequest = z.object({
  endpoint: z
    .string({ error: VALIDATION_MSG.pushEndpointMissing })
    .trim()
    .max(STRING_MAX.url, VALIDATION_MSG.pushEndpointTooLong)
    .refine(isHttpsLink, { message: VALIDATION_MSG.pushEndpointNotHttps }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url('The p256dh key', 65),
      auth: base64url('The auth secret', 16),
    },
    { error: VALIDATION_MSG.subscriptionKeysMissing },
  ),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

export const ZPushUnsubscribeRequest = ZPushSubscribeRequest.pick({ endpoint: true });
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/** Every category on (true) or off (false) for push; the inbox always receives everything. */
export const ZPushPreferences = z.object({
  categories: z.object(
    Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean({ error: VALIDATION_MSG.mustBeTrueOrFalse(c) })]),
    ) as Record<NotificationCategory, z.ZodBoolean>,
  ),
});
export type TPushPreferences = z.infer<typeof ZPushPreferences>;

/** A partial update: only the named categories change. */
export const ZUpdatePushPreferencesRequest = z.object({
  categories: ZPushPreferences.shape.categories.partial(),
});
export type TUpdatePushPreferencesRequest = z.infer<typeof ZUpdatePushPreferencesRequest>;

export const ZNotificationListQuery = ZPageQuery.extend({ unreadOnly: queryBoolean.optional() });
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotification = z.object({
  id: z.number(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /notifications answers meta { page, limit, total, unread }. */
export const ZNotificationList = okSchema(z.array(ZNotification)).extend({
  meta: ZListMeta.extend({ unread: z.number() }),
});
export type TNotificationListMeta = z.infer<typeof ZNotificationList>['meta'];

/** Answers of the push and inbox routes (architecture §5). */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export const ZPushSubscription = z.object({ id: z.number(), endpoint: z.string() });
export const ZPushUnsubscribed = z.object({ endpoint: z.string() });
export const ZUnreadCount = z.object({ unread: z.number() });
export const ZNotificationsRead = z.object({ updated: z.number() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;
export type TPushSubscription = z.infer<typeof ZPushSubscription>;
export type TPushUnsubscribed = z.infer<typeof ZPushUnsubscribed>;
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
export type TNotificationsRead = z.infer<typeof ZNotificationsRead>;

/** The JSON a push message carries; the service worker shows it. */
export interface TPushPayload {
  title: string;
  body: string;
  url: string;
  icon: string;
  badge: string;
  category: NotificationCategory;
  tag: string;
}
