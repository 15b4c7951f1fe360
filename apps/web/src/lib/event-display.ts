import type { EventType } from '@campus/shared/enums';

/** How an event's type reads on cards, the banner, the news page and the admin table. */
export const EVENT_TYPE_LABEL: Record<EventType, string> = {
  EVENT: 'Event',
  ARTICLE: 'Article',
  PODCAST: 'Podcast',
  CAMPUS: 'Campus',
};

/** product §2.9: Event Details are not displayed for ARTICLE or CAMPUS. */
export function showsEventDetails(type: EventType): boolean {
  return type !== 'ARTICLE' && type !== 'CAMPUS';
}
