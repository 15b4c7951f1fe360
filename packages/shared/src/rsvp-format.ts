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

/** "23 going · 7 spots left", "23 going · Waitlist" (full, still taking RSVPs) or "23 going · Full". */
export function rsvpSummary(event: RsvpSummaryInput, now: Date = new Date()): string | null {
  if (!event.rsvpEnabled || event.goingCount === undefined) return null;
  const going = `${event.goingCount} going`;
  if (event.spotsLeft === null || event.spotsLeft === undefined) return going;
  if (event.spotsLeft > 0) return `${going} · ${event.spotsLeft} ${event.spotsLeft === 1 ? 'spot' : 'spots'} left`;
  return `${going} · ${isRsvpOpen(event, now) ? 'Waitlist' : 'Full'}`;
}
