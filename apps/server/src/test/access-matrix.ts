import type { Access } from '@campus/shared/permissions';

/**
 * The role × route matrix: who may call each API route, written down independently of the code.
 * access-matrix.test.ts fails when a registered route has no row here, when a row's route does not
 * exist, or when any of the 9 roles or a guest gets a different answer than this table says.
 * A new route = a new row (not new test code).
 *
 * `behaves` is for a route whose declared access is 'public' but whose handler demands more
 * (the upload route also accepts an identity-provider token, so it is declared public).
 */
export interface MatrixRow {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  behaves?: Access;
}

const directory = (name: string, deletable: boolean): MatrixRow[] => [
  { method: 'GET', url: `/api/v1/${name}`, access: 'public' },
  { method: 'GET', url: `/api/v1/${name}/`, access: 'public' },
  { method: 'GET', url: `/api/v1/${name}/:id`, access: 'public' },
  { method: 'POST', url: `/api/v1/${name}/create`, access: 'manageDirectory' },
  { method: 'PATCH', url: `/api/v1/${name}/update`, access: 'manageDirectory' },
  ...(deletable ? [{ method: 'DELETE' as const, url: `/api/v1/${name}/:id`, access: 'manageDirectory' as const }] : []),
];

export const ACCESS_MATRIX: MatrixRow[] = [
  // foundation
  { method: 'GET', url: '/api/v1/health', access: 'public' },
  { method: 'GET', url: '/api/v1/health/db', access: 'public' },
  { method: 'GET', url: '/api/v1/auth/config', access: 'public' },
  { method: 'POST', url: '/api/v1/identity-emulator/token', access: 'public' },
  { method: 'GET', url: '/api/v1/identity-emulator/jwks', access: 'public' },
  { method: 'GET', url: '/api/v1/identity-emulator', access: 'public' },
  { method: 'GET', url: '/api/v1/identity-emulator/popup.js', access: 'public' },
  { method: 'POST', url: '/api/v1/auth/login', access: 'public' },
  { method: 'POST', url: '/api/v1/auth/register', access: 'public' },
  { method: 'POST', url: '/api/v1/auth/logout', access: 'public' },
  { method: 'POST', url: '/api/v1/auth/logout/everywhere', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/auth/announcement', access: 'public' },
  { method: 'POST', url: '/api/v1/auth/announcement', access: 'manageRegistration' },
  { method: 'GET', url: '/api/v1/user/details', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/user/details/:id', access: 'manageUsers' },
  { method: 'PATCH', url: '/api/v1/user/update', access: 'signedIn' },
  { method: 'POST', url: '/api/v1/upload', access: 'public', behaves: 'signedIn' },
  // administration
  { method: 'POST', url: '/api/v1/user/create', access: 'manageUsers' },
  { method: 'PATCH', url: '/api/v1/user/update/:id', access: 'manageUsers' },
  { method: 'GET', url: '/api/v1/user/table', access: 'manageUsers' },
  ...directory('institution', true),
  ...directory('department', true),
  ...directory('designation', true),
  ...directory('team', false),
  // home, events, schedules
  { method: 'GET', url: '/api/v1/user/home', access: 'public' },
  { method: 'POST', url: '/api/v1/event/create', access: 'manageEvents' },
  { method: 'PATCH', url: '/api/v1/event/update', access: 'manageEvents' },
  { method: 'GET', url: '/api/v1/event/table', access: 'public' },
  { method: 'GET', url: '/api/v1/event/new/newEvent', access: 'public' },
  { method: 'GET', url: '/api/v1/event/:id', access: 'public' },
  { method: 'GET', url: '/api/v1/busSchedule', access: 'public' },
  { method: 'GET', url: '/api/v1/busSchedule/', access: 'public' },
  { method: 'PATCH', url: '/api/v1/busSchedule', access: 'editBusSchedule' },
  { method: 'PATCH', url: '/api/v1/busSchedule/', access: 'editBusSchedule' },
  { method: 'GET', url: '/api/v1/prayerSchedule', access: 'public' },
  { method: 'GET', url: '/api/v1/prayerSchedule/', access: 'public' },
  { method: 'PATCH', url: '/api/v1/prayerSchedule', access: 'editPrayerSchedule' },
  { method: 'PATCH', url: '/api/v1/prayerSchedule/', access: 'editPrayerSchedule' },
  // e-library
  { method: 'POST', url: '/api/v1/eLibrary/create', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/eLibrary/update', access: 'manageLibrary' },
  { method: 'GET', url: '/api/v1/eLibrary/:id', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/eLibrary/table', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/eLibrary/summary', access: 'manageLibrary' },
  { method: 'POST', url: '/api/v1/eLibrary/category/create', access: 'manageLibrary' },
  { method: 'PATCH', url: '/api/v1/eLibrary/category/update', access: 'manageLibrary' },
  { method: 'GET', url: '/api/v1/eLibrary/category/table', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/eLibrary/category/:id', access: 'deleteCategories' },
  // marketplace
  { method: 'POST', url: '/api/v1/marketplace/create', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/marketplace/member-update/book/:marketplaceId', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/marketplace/update', access: 'manageMarketplace' },
  { method: 'GET', url: '/api/v1/marketplace/table', access: 'public' },
  { method: 'GET', url: '/api/v1/marketplace/:id', access: 'public' },
  { method: 'GET', url: '/api/v1/marketplace/public/fromEmail/:email', access: 'public' },
  { method: 'GET', url: '/api/v1/marketplace/summary', access: 'manageMarketplace' },
  { method: 'POST', url: '/api/v1/marketplace/category/create', access: 'manageMarketplace' },
  { method: 'PATCH', url: '/api/v1/marketplace/category/update', access: 'manageMarketplace' },
  { method: 'GET', url: '/api/v1/marketplace/category/table', access: 'public' },
  { method: 'DELETE', url: '/api/v1/marketplace/category/:id', access: 'deleteCategories' },
  { method: 'POST', url: '/api/v1/marketplace/offer/create', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/marketplace/offer/accept', access: 'signedIn' },
  // push and inbox
  { method: 'GET', url: '/api/v1/push/public-key', access: 'public' },
  { method: 'POST', url: '/api/v1/push/subscribe', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/push/subscribe', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/push/preferences', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/push/preferences', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/notifications', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/notifications/unread-count', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/notifications/:id/read', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/notifications/read-all', access: 'signedIn' },
  // operations (#22)
  { method: 'GET', url: '/api/v1/health/ready', access: 'public' },
  { method: 'GET', url: '/api/v1/audit/table', access: 'viewAudit' },
  // events RSVP, tickets, check-in, calendar (issue 19); organizer routes also admit the event's host
  { method: 'POST', url: '/api/v1/event/:id/rsvp', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/event/:id/rsvp', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/event/:id/ticket', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/user/tickets', access: 'signedIn' },
  { method: 'POST', url: '/api/v1/event/:id/check-in', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/event/:id/attendees', access: 'signedIn', behaves: 'checkInEvents' },
  { method: 'GET', url: '/api/v1/event/:id/attendees.csv', access: 'signedIn', behaves: 'checkInEvents' },
  { method: 'GET', url: '/api/v1/event/:id/calendar.ics', access: 'public' },
  { method: 'GET', url: '/api/v1/user/calendar-feed', access: 'signedIn' },
  { method: 'POST', url: '/api/v1/user/calendar-feed/reset', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/calendar/:token', access: 'public' },
  // tasks (team scoping and assignee rules are checked in the service: tasks.test.ts)
  { method: 'POST', url: '/api/v1/task/create', access: 'manageTasks' },
  { method: 'PATCH', url: '/api/v1/task/update', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/task/table', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/task/my', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/task/members', access: 'manageTasks' },
  { method: 'GET', url: '/api/v1/task/:id', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/task/:id', access: 'manageTasks' },
  { method: 'POST', url: '/api/v1/task/:id/comment', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/task/:id/comment/:commentId', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/task/:id/history', access: 'signedIn' },
  // leaderboard and business ideas
  { method: 'GET', url: '/api/v1/leaderboard', access: 'public' },
  { method: 'GET', url: '/api/v1/leaderboard/history/:userId', access: 'public' },
  { method: 'POST', url: '/api/v1/leaderboard/adjust', access: 'adjustPoints' },
  { method: 'GET', url: '/api/v1/leaderboard/me', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/leaderboard/me', access: 'signedIn' },
  { method: 'POST', url: '/api/v1/idea/create', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/idea/update', access: 'signedIn' },
  { method: 'PATCH', url: '/api/v1/idea/review', access: 'reviewIdeas' },
  { method: 'GET', url: '/api/v1/idea/table', access: 'public' },
  { method: 'GET', url: '/api/v1/idea/:id', access: 'public' },
  { method: 'POST', url: '/api/v1/idea/:id/vote', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/idea/:id/vote', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/idea/:id/comments', access: 'public' },
  { method: 'POST', url: '/api/v1/idea/:id/comment', access: 'signedIn' },
  { method: 'DELETE', url: '/api/v1/idea/:id/comment/:commentId', access: 'signedIn' },
  { method: 'GET', url: '/api/v1/idea/category/table', access: 'public' },
  { method: 'POST', url: '/api/v1/idea/category/create', access: 'manageIdeaCategories' },
  { method: 'PATCH', url: '/api/v1/idea/category/update', access: 'manageIdeaCategories' },
  { method: 'DELETE', url: '/api/v1/idea/category/:id', access: 'manageIdeaCategories' },
  { method: 'DELETE', url: '/api/v1/idea/:id', access: 'signedIn' },
];
