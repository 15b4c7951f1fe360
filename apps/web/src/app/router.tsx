import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { AppLayout } from '../layout/app-layout';

const HomePage = lazy(() => import('../features/home/pages/home-page'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const CoursePage = lazy(() => import('../features/elibrary/pages/course-page'));
const MarketplacePage = lazy(() => import('../features/marketplace/pages/marketplace-page'));
const ItemPage = lazy(() => import('../features/marketplace/pages/item-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const BusSchedulePage = lazy(() => import('../features/schedules/pages/bus-schedule-page'));
const PrayerSchedulePage = lazy(() => import('../features/schedules/pages/prayer-schedule-page'));
const GamesRoutes = lazy(() => import('../games/games-routes'));
const SignInPage = lazy(() => import('../features/auth/pages/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/pages/sign-up-page'));
const NewsPage = lazy(() => import('../features/events/pages/news-page'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/leaderboard-page'));
const InboxPage = lazy(() => import('../features/push/pages/inbox-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

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
