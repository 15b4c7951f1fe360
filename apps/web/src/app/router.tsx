import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { AppLayout } from '../layout/app-layout';
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

/** Each page's chunk loader: lazy() renders it, preloadRoute() starts it before React has rendered anything. */
const pages = {
  home: () => import('../features/home/pages/home-page'),
  dashboard: () => import('../features/dashboard/pages/dashboard-page'),
  course: () => import('../features/elibrary/pages/course-page'),
  marketplace: () => import('../features/marketplace/pages/marketplace-page'),
  item: () => import('../features/marketplace/pages/item-page'),
  profile: () => import('../features/profile/pages/profile-page'),
  busSchedule: () => import('../features/schedules/pages/bus-schedule-page'),
  prayerSchedule: () => import('../features/schedules/pages/prayer-schedule-page'),
  games: () => import('../games/games-routes'),
  signIn: () => import('../features/auth/pages/sign-in-page'),
  signUp: () => import('../features/auth/pages/sign-up-page'),
  news: () => import('../features/events/pages/news-page'),
  leaderboard: () => import('../features/leaderboard/leaderboard-page'),
  inbox: () => import('../features/push/pages/inbox-page'),
};

const HomePage = lazy(pages.home);
const DashboardPage = lazy(pages.dashboard);
const CoursePage = lazy(pages.course);
const MarketplacePage = lazy(pages.marketplace);
const ItemPage = lazy(pages.item);
const ProfilePage = lazy(pages.profile);
const BusSchedulePage = lazy(pages.busSchedule);
const PrayerSchedulePage = lazy(pages.prayerSchedule);
const GamesRoutes = lazy(pages.games);
const SignInPage = lazy(pages.signIn);
const SignUpPage = lazy(pages.signUp);
const NewsPage = lazy(pages.news);
const LeaderboardPage = lazy(pages.leaderboard);
const InboxPage = lazy(pages.inbox);
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The chunk loader of the page at `pathname` (first segment), if it is one of the app's pages. */
export function routeLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const [first = '', second] = pathname.replace(/^\/+/, '').split('/');
  switch (first) {
    case '':
      return pages.home;
    case 'dashboard':
      return pages.dashboard;
    case 'course':
      return pages.course;
    case 'marketplace':
      return second ? pages.item : pages.marketplace;
    case 'profile':
      return pages.profile;
    case 'bus-schedule':
      return pages.busSchedule;
    case 'prayer-schedule':
      return pages.prayerSchedule;
    case 'games':
      return pages.games;
    case 'sign-in':
      return pages.signIn;
    case 'sign-up':
      return pages.signUp;
    case 'news':
      return pages.news;
    case 'leaderboard':
      return pages.leaderboard;
    case 'notifications':
      return pages.inbox;
    default:
      return undefined;
  }
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
