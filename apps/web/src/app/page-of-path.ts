/**
 * Which page a path opens, named as the page's module file (and so its chunk). The router loads pages by these
 * names, and the build (apps/web/vite.config.ts) writes each page's chunks into index.html under the same names,
 * so the first load fetches the page's code together with the app's (decision 011).
 */
export const PAGE_OF_SEGMENT = {
  '': 'home-page',
  dashboard: 'dashboard-page',
  course: 'course-page',
  marketplace: 'marketplace-page',
  /** `/marketplace/{id}`: a key ending in '/' matches paths with a second segment. */
  'marketplace/': 'item-page',
  profile: 'profile-page',
  'bus-schedule': 'bus-schedule-page',
  'prayer-schedule': 'prayer-schedule-page',
  games: 'games-routes',
  'sign-in': 'sign-in-page',
  'sign-up': 'sign-up-page',
  news: 'news-page',
  leaderboard: 'leaderboard-page',
  notifications: 'inbox-page',
} as const;

export type PageName = (typeof PAGE_OF_SEGMENT)[keyof typeof PAGE_OF_SEGMENT];

const pageOf = (key: string): PageName | undefined =>
  Object.hasOwn(PAGE_OF_SEGMENT, key) ? PAGE_OF_SEGMENT[key as keyof typeof PAGE_OF_SEGMENT] : undefined;

/** The page at `pathname` (its first segment, or the first two for item pages); undefined for an unknown path. */
export function pageOfPath(pathname: string): PageName | undefined {
  const [first = '', second] = pathname.replace(/^\/+/, '').split('/');
  return (second ? pageOf(`${first}/`) : undefined) ?? pageOf(first);
}
