import type { EventHost, EventWithRsvp, TEventCard } from '@campus/shared/schemas/events';
import { presentPublicUser } from '../users/users.presenter';
import type { EventCardRow, EventWithHost } from './events.repository';
import { presentRsvpSummary } from './events-rsvp.service';

/** A host as anyone may see them: id, name and picture only. */
export function presentHost(host: EventWithHost['host']): EventHost | null {
  if (!host) return null;
  const { id, fullName, profilePic } = presentPublicUser(host);
  return { id, fullName, profilePic };
}

/** An event as a card shows it: all but the description and the guests (Home's lists, decision 056). */
export function presentEventCard({ event, host }: Pick<EventCardRow, 'event' | 'host'>): TEventCard {
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    coverPic: event.coverPic,
    subtitle: event.subtitle,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    isCancel: event.isCancel,
    isTopBanner: event.isTopBanner,
    hostId: event.hostId,
    host: presentHost(host),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    ...presentRsvpSummary(event),
  };
}

export function presentEvent(row: EventWithHost): EventWithRsvp {
  return {
    ...presentEventCard(row),
    description: row.event.description,
    guests: row.event.guests.map((g) => ({
      name: g.name,
      ...(g.profilePic ? { profilePic: g.profilePic } : {}),
      ...(g.description ? { description: g.description } : {}),
    })),
  };
}
