import { BookOpen, Home, LayoutDashboard, type LucideIcon, ShoppingBag, UserRound } from 'lucide-react';

/**
 * Every page of the app, one entry each: the router, the navigation, the page-of-path lookup (and through it the
 * build's first-load preloads, decision 011) all read this list. No imports of page code here: the build's config
 * reads this file too. The router finds a page's code by its module file name (`page`).
 */
export interface PageEntry {
  /** The page module's file name without extension (`features/<area>/pages/<page>.tsx`): also its chunk name. */
  page: string;
  /** The route path under `/` ('' for Home; `:id` params; a trailing `/*` for pages with their own sub-routes). */
  path: string;
  /** The browser tab's title while the page is open. */
  title: string;
  /** Guests are sent to /sign-in (product §2.2). */
  signedIn?: true;
  /** A main navigation item (product §2.1): `mobileOrder` is its place in the phone's bottom bar. */
  nav?: { label: string; icon: LucideIcon; mobileOrder: number };
}

export const PAGES = [
  { page: 'home-page', path: '', title: 'Home', nav: { label: 'Home', icon: Home, mobileOrder: 3 } },
  {
    page: 'dashboard-page',
    path: 'dashboard/*',
    title: 'Dashboard',
    nav: { label: 'Dashboard', icon: LayoutDashboard, mobileOrder: 4 },
  },
  {
    page: 'course-page',
    path: 'course',
    title: 'E-Library',
    signedIn: true,
    nav: { label: 'E-Library', icon: BookOpen, mobileOrder: 2 },
  },
  {
    page: 'marketplace-page',
    path: 'marketplace',
    title: 'Marketplace',
    signedIn: true,
    nav: { label: 'Marketplace', icon: ShoppingBag, mobileOrder: 1 },
  },
  { page: 'item-page', path: 'marketplace/:id', title: 'Marketplace item', signedIn: true },
  {
    page: 'profile-page',
    path: 'profile',
    title: 'Profile',
    nav: { label: 'Profile', icon: UserRound, mobileOrder: 5 },
  },
  { page: 'bus-schedule-page', path: 'bus-schedule', title: 'Bus schedule' },
  { page: 'prayer-schedule-page', path: 'prayer-schedule', title: 'Prayer schedule' },
  { page: 'games-routes', path: 'games/*', title: 'Games' },
  { page: 'sign-in-page', path: 'sign-in', title: 'Sign in' },
  { page: 'sign-up-page', path: 'sign-up', title: 'Register' },
  { page: 'news-page', path: 'news/:id', title: 'News' },
  { page: 'leaderboard-page', path: 'leaderboard', title: 'Leaderboard' },
  { page: 'inbox-page', path: 'notifications', title: 'Notifications', signedIn: true },
  { page: 'check-in-page', path: 'events/:id/check-in', title: 'Event check-in', signedIn: true },
  { page: 'ideas-page', path: 'ideas', title: 'Business Ideas' },
  { page: 'idea-page', path: 'ideas/:id', title: 'Business idea' },
] as const satisfies readonly PageEntry[];

export type PageName = (typeof PAGES)[number]['page'];
