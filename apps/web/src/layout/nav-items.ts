import type { ReactNode } from 'react';
import { PAGES } from '../app/pages';

/** Small marks the app puts on navigation items (e.g. the unread count on Profile), by the item's path. */
export type NavBadges = Partial<Record<string, (className: string) => ReactNode>>;

/** The main navigation (product §2.1), from the page registry: sidebar order as listed there. */
export const NAV_ITEMS = PAGES.flatMap((entry) =>
  'nav' in entry ? [{ to: `/${entry.path.replace(/\/\*$/, '')}`, page: entry.page, ...entry.nav }] : [],
);

/** product §2.1: the phone's bar runs Marketplace, E-Library, Home, Dashboard, Profile. */
export const MOBILE_NAV_ITEMS = [...NAV_ITEMS].sort((a, b) => a.mobileOrder - b.mobileOrder);

export function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
