import { MSG } from '@campus/shared/messages';
import { okListSchema, okSchema } from '@campus/shared/schemas/envelope';
import {
  ZCreateEventRequest,
  ZEventTableQuery,
  ZEventWithRsvp,
  ZNewEventsQuery,
  ZUpdateEventRequest,
} from '@campus/shared/schemas/events';
import { ZIdParam } from '@campus/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok, okList } from '../../http/reply';
import { auditActorOf } from '../audit/audit.recorder';
import { createEvent, findEventTable, findNewEvents, getEvent, updateEvent } from './events.service';

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['event'];

  r.post(
    '/event/create',
    {
      config: { access: 'manageEvents' },
      schema: { tags, body: ZCreateEventRequest, response: { 201: okSchema(ZEventWithRsvp) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createEvent(ctx, currentUser(request), auditActorOf(request), request.body), MSG.eventPosted)),
  );

  r.patch(
    '/event/update',
    {
      config: { access: 'manageEvents' },
      schema: { tags, body: ZUpdateEventRequest, response: { 200: okSchema(ZEventWithRsvp) } },
    },
    async (request) =>
      ok(await updateEvent(ctx, currentUser(request), auditActorOf(request), request.body), MSG.eventUpdated),
  );

  r.get(
    '/event/table',
    {
      config: { access: 'public', cache: 'shared' },
      schema: { tags, querystring: ZEventTableQuery, response: { 200: okListSchema(ZEventWithRsvp) } },
    },
    async (request) => {
      const { rows, meta } = await findEventTable(ctx, request.query);
      return okList(rows, meta);
    },
  );

  r.get(
    '/event/new/newEvent',
    {
      config: { access: 'public', cache: 'shared' },
      schema: { tags, querystring: ZNewEventsQuery, response: { 200: okListSchema(ZEventWithRsvp) } },
    },
    async (request) => {
      const { rows, meta } = await findNewEvents(ctx, request.query);
      return okList(rows, meta);
    },
  );

  r.get(
    '/event/:id',
    // viewer: a signed-in caller also sees their own RSVP (issue 19)
    {
      config: { access: 'public', cache: 'viewer' },
      schema: { tags, params: ZIdParam, response: { 200: okSchema(ZEventWithRsvp) } },
    },
    async (request) => ok(await getEvent(ctx, request.params.id, request.user?.id)),
  );
}
