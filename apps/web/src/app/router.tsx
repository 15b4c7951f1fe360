import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { AppLayout } from '../layout/app-layout';
import { type PageName, pageOfPath } from './page-of-path';
import type { AppDispatch, RootState } from './store';

/** The store as a page's `prefetch` sees it. */
export interface PageStore {
  dispatch: AppDispatch;
  getState(): RootState;
}

/**
 * What a page chunk may export besides its component: `prefetch` starts the requests of its first render (and
 * the chunks of what it shows first) as soon as its code has arrived, instead of after it has rendered.
 */
interface PageModule {
  prefetch?(store: PageStore, pathname: string): void;
}

/** Each page's chunk loader, by the page names of page-of-path.ts: lazy() renders it, preloadRoute() starts it early. */
const pages = {
  'home-page': () => import('../features/home/pages/home-page'),
  'dashboard-page': () => import('../features/dashboard/pages/dashboard-page'),
  'course-page': () => import('../features/elibrary/pages/course-page'),
  'marketplace-page': () => import('../features/marketplace/pages/marketplace-page'),
  'item-page': () => import('../features/marketplace/pages/item-page'),
  'profile-page': () => import('../features/profile/pages/profile-page'),
  'bus-schedule-page': () => import('../features/schedules/pages/bus-schedule-page'),
  'prayer-schedule-page': () => import('../features/schedules/pages/prayer-schedule-page'),
  'games-routes': () => import('../games/games-routes'),
  'sign-in-page': () => import('../features/auth/pages/sign-in-page'),
  'sign-up-page': () => import('../features/auth/pages/sign-up-page'),
  'news-page': () => import('../features/events/pages/news-page'),
  'leaderboard-page': () => import('../features/leaderboard/leaderboard-page'),
  'inbox-page': () => import('../features/push/pages/inbox-page'),
} satisfies Record<PageName, () => Promise<unknown>>;

const HomePage = lazy(pages['home-page']);
const DashboardPage = lazy(pages['dashboard-page']);
const CoursePage = lazy(pages['course-page']);
const MarketplacePage = lazy(pages['marketplace-page']);
const ItemPage = lazy(pages['item-page']);
const ProfilePage = lazy(pages['profile-page']);
const BusSchedulePage = lazy(pages['bus-schedule-page']);
const PrayerSchedulePage = lazy(pages['prayer-schedule-page']);
const GamesRoutes = lazy(pages['games-routes']);
const SignInPage = lazy(pages['sign-in-page']);
const SignUpPage = lazy(pages['sign-up-page']);
const NewsPage = lazy(pages['news-page']);
const LeaderboardPage = lazy(pages['leaderboard-page']);
const InboxPage = lazy(pages['inbox-page']);
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The chunk loader of the page at `pathname`, if it is one of the app's pages. */
export function routeLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const page = pageOfPath(pathname);
  return page ? pages[page] : undefined;
}

/**
 * Starts downloading the current page's chunk (and, through Vite's preload helper, the chunks it imports) as soon
 * as the entry script runs, instead of after the store is restored and the router has rendered: the page's code
 * then arrives about one round trip earlier, and its data requests start when it arrives (`PageModule.prefetch`).
 * lazy() later gets the same module.
 */
export function preloadRoute(pathname: string, store?: PageStore): void {
  routeLoader(pathname)?.()
    .then((page) => {
      if (store) (page as PageModule).prefetch?.(store, pathname);
    })
    .catch(() => undefined);
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="dashboard/*" element={<DashboardPage />} />
          <Route
            path="course"
            element={
              <RequireAuth>
                <CoursePage />
              </RequireAuth>
            }
          />
          <Route
            path="marketplace"
            element={
              <RequireAuth>
                <MarketplacePage />
              </RequireAuth>
            }
          />
          <Route
            path="marketplace/:id"
            element={
              <RequireAuth>
                <ItemPage />
              </RequireAuth>
            }
          />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="bus-schedule" element={<BusSchedulePage />} />
          <Route path="prayer-schedule" element={<PrayerSchedulePage />} />
          <Route path="games/*" element={<GamesRoutes />} />
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route path="news/:id" element={<NewsPage />} />
          <Route path="leaderboard" element={<LeaderboardPage />} />
          <Route
            path="notifications"
            element={
              <RequireAuth>
                <InboxPage />
              </RequireAuth>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
