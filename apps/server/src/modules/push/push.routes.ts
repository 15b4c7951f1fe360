import { MSG } from '@campus/shared/messages';
import { okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationsRead,
  ZPushPreferences,
  ZPushPublicKey,
  ZPushSubscribeRequest,
  ZPushSubscription,
  ZPushUnsubscribed,
  ZPushUnsubscribeRequest,
  ZUnreadCount,
  ZUpdatePushPreferencesRequest,
} from '@campus/shared/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok } from '../../http/reply';
import {
  countUnread,
  findNotifications,
  getPreferences,
  getPublicKey,
  readAllNotifications,
  readNotification,
  subscribe,
  unsubscribe,
  updatePreferences,
} from './push.service';

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const push = { tags: ['push'] };
  const inbox = { tags: ['notifications'] };

  r.get(
    '/push/public-key',
    { config: { access: 'public' }, schema: { ...push, response: { 200: okSchema(ZPushPublicKey) } } },
    async () => ok(getPublicKey(ctx)),
  );

  r.post(
    '/push/subscribe',
    {
      config: { access: 'signedIn' },
      schema: { ...push, body: ZPushSubscribeRequest, response: { 201: okSchema(ZPushSubscription) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await subscribe(ctx, user.id, request.body, request.headers['user-agent'] ?? null);
      return reply.status(201).send(ok(data, MSG.pushSubscribed));
    },
  );

  r.delete(
    '/push/subscribe',
    {
      config: { access: 'signedIn' },
      schema: { ...push, body: ZPushUnsubscribeRequest, response: { 200: okSchema(ZPushUnsubscribed) } },
    },
    async (request) => ok(await unsubscribe(ctx, currentUser(request).id, request.body.endpoint), MSG.pushUnsubscribed),
  );

  const preferences = { 200: okSchema(ZPushPreferences) };
  r.get(
    '/push/preferences',
    { config: { access: 'signedIn' }, schema: { ...push, response: preferences } },
    async (request) => ok(await getPreferences(ctx, currentUser(request).id)),
  );

  r.patch(
    '/push/preferences',
    { config: { access: 'signedIn' }, schema: { ...push, body: ZUpdatePushPreferencesRequest, response: preferences } },
    async (request) =>
      ok(await updatePreferences(ctx, currentUser(request).id, request.body), MSG.pushPreferencesSaved),
  );

  r.get(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: { ...inbox, querystring: ZNotificationListQuery, response: { 200: ZNotificationList } },
    },
    async (request) => {
      const { rows, meta } = await findNotifications(ctx, currentUser(request).id, request.query);
      return { success: true as const, message: 'OK', data: rows, meta };
    },
  );

  r.get(
    '/notifications/unread-count',
    { config: { access: 'signedIn' }, schema: { ...inbox, response: { 200: okSchema(ZUnreadCount) } } },
    async (request) => ok(await countUnread(ctx, currentUser(request).id)),
  );

  r.patch(
    '/notifications/read-all',
    { config: { access: 'signedIn' }, schema: { ...inbox, response: { 200: okSchema(ZNotificationsRead) } } },
    async (request) => ok(await readAllNotifications(ctx, currentUser(request).id), MSG.notificationsAllRead),
  );

  r.patch(
    '/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: { ...inbox, params: ZIdParam, response: { 200: okSchema(ZNotification) } },
    },
    async (request) =>
      ok(await readNotification(ctx, currentUser(request).id, request.params.id), MSG.notificationRead),
  );
}
