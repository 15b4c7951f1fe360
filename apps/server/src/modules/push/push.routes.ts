import { MSG } from '@campus/shared/messages';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZNotificationListQuery,
  ZPushSubscribeRequest,
  ZPushUnsubscribeRequest,
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

  r.get('/push/public-key', { config: { access: 'public' }, schema: push }, async () => ok(getPublicKey(ctx)));

  r.post(
    '/push/subscribe',
    { config: { access: 'signedIn' }, schema: { ...push, body: ZPushSubscribeRequest } },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await subscribe(ctx, user.id, request.body, request.headers['user-agent'] ?? null);
      return reply.status(201).send(ok(data, MSG.pushSubscribed));
    },
  );

  r.delete(
    '/push/subscribe',
    { config: { access: 'signedIn' }, schema: { ...push, body: ZPushUnsubscribeRequest } },
    async (request) => ok(await unsubscribe(ctx, currentUser(request).id, request.body.endpoint), MSG.pushUnsubscribed),
  );

  r.get('/push/preferences', { config: { access: 'signedIn' }, schema: push }, async (request) =>
    ok(await getPreferences(ctx, currentUser(request).id)),
  );

  r.patch(
    '/push/preferences',
    { config: { access: 'signedIn' }, schema: { ...push, body: ZUpdatePushPreferencesRequest } },
    async (request) =>
      ok(await updatePreferences(ctx, currentUser(request).id, request.body), MSG.pushPreferencesSaved),
  );

  r.get(
    '/notifications',
    { config: { access: 'signedIn' }, schema: { ...inbox, querystring: ZNotificationListQuery } },
    async (request) => {
      const { rows, meta } = await findNotifications(ctx, currentUser(request).id, request.query);
      return { success: true as const, message: 'OK', data: rows, meta };
    },
  );

  r.get('/notifications/unread-count', { config: { access: 'signedIn' }, schema: inbox }, async (request) =>
    ok(await countUnread(ctx, currentUser(request).id)),
  );

  r.patch('/notifications/read-all', { config: { access: 'signedIn' }, schema: inbox }, async (request) =>
    ok(await readAllNotifications(ctx, currentUser(request).id), MSG.notificationsAllRead),
  );

  r.patch(
    '/notifications/:id/read',
    { config: { access: 'signedIn' }, schema: { ...inbox, params: ZIdParam } },
    async (request) =>
      ok(await readNotification(ctx, currentUser(request).id, request.params.id), MSG.notificationRead),
  );
}
