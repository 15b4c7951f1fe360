import { lazy } from 'react';

/**
 * Where one feature's page shows a piece of another feature, the app hands it over from here, so features never
 * import each other (docs/architecture.md §2.3). Each piece is its own lazy chunk, loaded when first rendered.
 */

/** Home: the member's next event with its ticket (events RSVP). */
export const NextEventTicket = lazy(() =>
  import('../features/events/components/next-event').then((m) => ({ default: m.NextEventTicket })),
);

/** Profile: the member's upcoming tickets, kept for offline use (events RSVP). */
export const MyTickets = lazy(() =>
  import('../features/events/components/my-tickets').then((m) => ({ default: m.MyTickets })),
);

/** Home: the week's top three of the leaderboard, after the first paint. */
export const WeekTopThree = lazy(() => import('../features/leaderboard/components/week-top-three'));

/** Profile: the member's switch to hide themself from the public leaderboard. */
export const LeaderboardVisibility = lazy(() =>
  import('../features/leaderboard/components/leaderboard-visibility').then((m) => ({
    default: m.LeaderboardVisibility,
  })),
);

/** Profile: the member's own business ideas (instead of "coming soon"). */
export const MyIdeas = lazy(() =>
  import('../features/ideas/components/my-ideas').then((m) => ({ default: m.MyIdeas })),
);
