import type { EventType } from '@campus/shared/enums';

/** product §2.9: Event Details are not displayed for ARTICLE or CAMPUS. */
export function showsEventDetails(type: EventType): boolean {
  return type !== 'ARTICLE' && type !== 'CAMPUS';
}
