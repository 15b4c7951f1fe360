import { rsvp as bnRsvp } from './i18n/bn/rsvp';
import { rsvp as enRsvp } from './i18n/en/rsvp';
import type { Lang } from './i18n/lang';

/**
 * What cards and the news page say about an event's RSVPs (issue 19). No zod here: Home's cards import it and
 * Home's first script stays small.
 */
export interface RsvpSummaryInput {
  rsvpEnabled?: boolean;
  goingCount?: number;
  spotsLeft?: number | null;
  rsvpDeadline?: string | null;
  isCancel: boolean;
  startTime: string;
}

/** Whether "Going" and "Interested" are open now (the server decides; this is for the screen). */
export function isRsvpOpen(event: RsvpSummaryInput, now: Date = new Date()): boolean {
  if (!event.rsvpEnabled || event.isCancel) return false;
  if (now.getTime() >= new Date(event.startTime).getTime()) return false;
  return !event.rsvpDeadline || now.getTime() <= new Date(event.rsvpDeadline).getTime();
}

/**
 * "23 going · 7 spots left", "23 going · Waitlist" (full, still taking RSVPs) or "23 going · Full";
 * in Bangla "২৩ জন যাচ্ছেন · ৭টি আসন বাকি" (decision 030).
 */
export function rsvpSummary(event: RsvpSummaryInput, now: Date = new Date(), lang: Lang = 'en'): string | null {
  if (!event.rsvpEnabled || event.goingCount === undefined) return null;
  const texts = lang === 'bn' ? bnRsvp : enRsvp.en;
  const going = event.goingCount;
  if (event.spotsLeft === null || event.spotsLeft === undefined) return texts.rsvpGoing(going);
  if (event.spotsLeft > 0) return texts.rsvpSpotsLeft(going, event.spotsLeft);
  return isRsvpOpen(event, now) ? texts.rsvpWaitlist(going) : texts.rsvpFull(going);
}
