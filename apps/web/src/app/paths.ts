/** Every route of the member app in one place (product §2 route list). */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  course: '/course',
  marketplace: '/marketplace',
  marketplaceItem: (id: number | string) => `/marketplace/${id}`,
  profile: '/profile',
  busSchedule: '/bus-schedule',
  prayerSchedule: '/prayer-schedule',
  games: '/games',
  signIn: '/sign-in',
  signUp: '/sign-up',
  news: (id: number | string) => `/news/${id}`,
  leaderboard: '/leaderboard',
  notifications: '/notifications',
  // events RSVP (issue 19)
  eventCheckIn: (id: number | string) => `/events/${id}/check-in`,
  // business ideas
  ideas: '/ideas',
  idea: (id: number | string) => `/ideas/${id}`,
} as const;
