import { area } from '../catalogue';

/** The RSVP summary line of cards and the news page (rsvp-format.ts, issue 19): both languages load with it. */
export const rsvp = area('rsvp', {
  rsvpGoing: (going: number) => `${going} going`,
  rsvpSpotsLeft: (going: number, spots: number) => `${going} going · ${spots} ${spots === 1 ? 'spot' : 'spots'} left`,
  rsvpWaitlist: (going: number) => `${going} going · Waitlist`,
  rsvpFull: (going: number) => `${going} going · Full`,
});
