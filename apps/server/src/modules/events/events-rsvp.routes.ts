import { EVENT_MSG } from '@campus/shared/messages-events';
import { okSchema } from '@campus/shared/schemas/envelope';
import { ZIdParam } from '@campus/shared/schemas/fields';
import {
  ZAttendanceCounts,
  ZAttendee,
  ZAttendeeQuery,
  ZCalendarFeed,
  ZCalendarTokenParam,
  ZCheckInRequest,
  ZCheckInResult,
  ZMyTicket,
  ZRsvpRequest,
  ZRsvpResult,
  ZTicket,
} from '@campus/shared/schemas/rsvp';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/guards';
import { ok } from '../../http/reply';
import { eventCalendar, getCalendarFeed, personalCalendar, resetCalendarFeed } from './events-calendar.service';
import { startReminderScheduler } from './events-reminders';
import {
  cancelRsvp,
  checkInAttendee,
  exportAttendeesCsv,
  findAttendeeList,
  findMyTickets,
  getTicket,
  rsvpToEvent,
} from './events-rsvp.service';

/** Tickets and attendee lists are personal: never kept by a browser or a proxy. */
function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

function download(reply: FastifyReply, type: string, filename: string, body: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

/** Events people attend (issue 19): RSVP, tickets, check-in, attendee lists, calendar, reminders. */
export async function eventsRsvpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['event'];

  const stopReminders = startReminderScheduler(ctx, ctx.config.eventReminderIntervalMs, (err) =>
    app.log.error({ err }, 'event reminders failed'),
  );
  app.addHook('onClose', async () => stopReminders());

  r.post(
    '/event/:id/rsvp',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZIdParam, body: ZRsvpRequest, response: { 200: okSchema(ZRsvpResult) } },
    },
    async (request) => {
      const result = await rsvpToEvent(ctx, currentUser(request), request.params.id, request.body);
      const message =
        result.status === 'GOING'
          ? EVENT_MSG.rsvpGoing
          : result.status === 'WAITLISTED'
            ? EVENT_MSG.rsvpWaitlisted(result.position ?? 0)
            : EVENT_MSG.rsvpInterested;
      return ok(result, message);
    },
  );

  r.delete(
    '/event/:id/rsvp',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZIdParam, response: { 200: okSchema(z.object({ status: z.null() })) } },
    },
    async (request) => ok(await cancelRsvp(ctx, currentUser(request), request.params.id), EVENT_MSG.rsvpCanceled),
  );

  r.get(
    '/event/:id/ticket',
    { config: { access: 'signedIn' }, schema: { tags, params: ZIdParam, response: { 200: okSchema(ZTicket) } } },
    async (request, reply) => {
      noStore(reply);
      return ok(await getTicket(ctx, currentUser(request), request.params.id));
    },
  );

  r.get(
    '/user/tickets',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: okSchema(z.array(ZMyTicket)) } } },
    async (request, reply) => {
      noStore(reply);
      return ok(await findMyTickets(ctx, currentUser(request)));
    },
  );

  r.post(
    '/event/:id/check-in',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ZIdParam, body: ZCheckInRequest, response: { 200: okSchema(ZCheckInResult) } },
    },
    async (request) => {
      const result = await checkInAttendee(ctx, currentUser(request), request.params.id, request.body);
      return ok(result, result.admitted ? EVENT_MSG.admitted : EVENT_MSG.checkedIn);
    },
  );

  r.get(
    '/event/:id/attendees',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        params: ZIdParam,
        querystring: ZAttendeeQuery,
        response: {
          200: okSchema(z.array(ZAttendee)).extend({
            meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), counts: ZAttendanceCounts }),
          }),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { rows, meta } = await findAttendeeList(ctx, currentUser(request), request.params.id, request.query);
      return { success: true as const, message: 'OK', data: rows, meta };
    },
  );

  r.get(
    '/event/:id/attendees.csv',
    { config: { access: 'signedIn' }, schema: { tags, params: ZIdParam, querystring: ZAttendeeQuery } },
    async (request, reply) => {
      noStore(reply);
      const csv = await exportAttendeesCsv(ctx, currentUser(request), request.params.id, request.query);
      return download(reply, 'text/csv; charset=utf-8', csv.filename, csv.body);
    },
  );

  r.get(
    '/event/:id/calendar.ics',
    { config: { access: 'public' }, schema: { tags, params: ZIdParam } },
    async (request, reply) => {
      const ics = await eventCalendar(ctx, request.params.id);
      return download(reply, 'text/calendar; charset=utf-8', ics.filename, ics.body);
    },
  );

  r.get(
    '/user/calendar-feed',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: okSchema(ZCalendarFeed) } } },
    async (request, reply) => {
      noStore(reply);
      return ok(await getCalendarFeed(ctx, currentUser(request)));
    },
  );

  r.post(
    '/user/calendar-feed/reset',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: okSchema(ZCalendarFeed) } } },
    async (request, reply) => {
      noStore(reply);
      return ok(await resetCalendarFeed(ctx, currentUser(request)), EVENT_MSG.calendarFeedReset);
    },
  );

  r.get(
    '/calendar/:token',
    { config: { access: 'public' }, schema: { tags, params: ZCalendarTokenParam } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await personalCalendar(ctx, request.params.token)),
  );
}
