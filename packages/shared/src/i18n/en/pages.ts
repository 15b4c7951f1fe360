import { area } from '../catalogue';

/**
 * Page titles (the browser tab) and main navigation labels, by the page registry's name (apps/web app/pages.ts,
 * whose English titles these repeat: the completeness test keeps the two equal).
 */
export const pages = area('pages', {
  'home-page': 'Home',
  'dashboard-page': 'Dashboard',
  'course-page': 'E-Library',
  'marketplace-page': 'Marketplace',
  'item-page': 'Marketplace item',
  'profile-page': 'Profile',
  'bus-schedule-page': 'Bus schedule',
  'prayer-schedule-page': 'Prayer schedule',
  'games-routes': 'Games',
  'sign-in-page': 'Sign in',
  'sign-up-page': 'Register',
  'news-page': 'News',
  'leaderboard-page': 'Leaderboard',
  'inbox-page': 'Notifications',
  'check-in-page': 'Event check-in',
  'ideas-page': 'Business Ideas',
  'idea-page': 'Business idea',
});
