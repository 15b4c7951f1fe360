/** Every route of the member app in one place (SPEC §2 route list). */
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
} as const;
