import { randomBytes } from 'node:crypto';
import { EVENT_MSG } from '@campus/shared/messages-events';
import type { TCalendarFeed } from '@campus/shared/schemas/rsvp';
import ical, { ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/guards';
import { AppError, notFound } from '../../http/errors';
import {
  type EventRow,
  ensureFeedToken,
  findEvent,
  findFeedEvents,
  findUserIdByFeedToken,
  replaceFeedToken,
} from './events-rsvp.repository';

/** Events as iCalendar (RFC 5545), written by ical-generator: one UID per event, times in UTC. */
const PROD_ID = { company: 'Campus Community', product: 'Events', language: 'EN' };
const FEED_PAST_DAYS = 30;

function uidOf(ctx: AppContext, eventId: number): string {
  return `event-${eventId}@${new URL(ctx.config.publicUrl).host}`;
}

function addEvent(ctx: AppContext, calendar: ReturnType<typeof ical>, event: EventRow) {
  const url = new URL(`/news/${event.id}`, ctx.config.publicUrl).toString();
  calendar.createEvent({
    id: uidOf(ctx, event.id),
    sequence: event.sequence,
    start: event.startTime,
    end: event.endTime,
    timezone: null,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    created: event.createdAt,
    summary: event.title,
    description: `${event.subtitle}\n\n${event.description}`,
    location: event.location ?? null,
    url,
    status: event.isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

export async function eventCalendar(ctx: AppContext, eventId: number): Promise<{ filename: string; body: string }> {
  const event = await findEvent(ctx.db, eventId);
  if (!event) throw notFound('Event');
  const calendar = ical({ prodId: PROD_ID, name: event.title });
  addEvent(ctx, calendar, event);
  return { filename: `event-${event.id}.ics`, body: calendar.toString() };
}

function feedUrls(ctx: AppContext, token: string): TCalendarFeed {
  const url = new URL(`/api/v1/calendar/${token}.ics`, ctx.config.publicUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

const newToken = () => randomBytes(24).toString('base64url');

export async function getCalendarFeed(ctx: AppContext, caller: AuthUser): Promise<TCalendarFeed> {
  return feedUrls(ctx, await ensureFeedToken(ctx.db, caller.id, newToken()));
}

/** A new secret: the old link stops working at once. */
export async function resetCalendarFeed(ctx: AppContext, caller: AuthUser): Promise<TCalendarFeed> {
  const token = newToken();
  await replaceFeedToken(ctx.db, caller.id, token);
  return feedUrls(ctx, token);
}

/** The subscribable feed: the member's GOING events, without a login (the secret in the URL is the key). */
export async function personalCalendar(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  const userId = await findUserIdByFeedToken(ctx.db, token);
  if (!userId) throw new AppError('NOT_FOUND', EVENT_MSG.calendarFeedNotFound);
  const events = await findFeedEvents(ctx.db, userId, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000));
  const calendar = ical({ prodId: PROD_ID, name: 'Campus Community: my events', ttl: 60 * 60 });
  for (const event of events) addEvent(ctx, calendar, event);
  return calendar.toString();
}
