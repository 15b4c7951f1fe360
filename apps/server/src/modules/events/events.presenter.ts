import type { EventHost, EventWithRsvp } from '@campus/shared/schemas/events';
import { presentPublicUser } from '../users/users.presenter';
import type { EventWithHost } from './events.repository';
import { presentRsvpSummary } from './events-rsvp.service';

/** A host as anyone may see them: id, name and picture only. */
export function presentHost(host: EventWithHost['host']): EventHost | null {
  if (!host) return null;
  const { id, fullName, profilePic } = presentPublicUser(host);
  return { id, fullName, profilePic };
}

export function presentEvent({ event, host }: EventWithHost): EventWithRsvp {
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    coverPic: event.coverPic,
    subtitle: event.subtitle,
    description: event.description,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    isCancel: event.isCancel,
    isTopBanner: event.isTopBanner,
    hostId: event.hostId,
    host: presentHost(host),
    guests: event.guests.map((g) => ({
      name: g.name,
      ...(g.profilePic ? { profilePic: g.profilePic } : {}),
      ...(g.description ? { description: g.description } : {}),
    })),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    ...presentRsvpSummary(event),
  };
}
