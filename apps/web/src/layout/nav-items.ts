import { BookOpen, Home, LayoutDashboard, ShoppingBag, UserRound } from 'lucide-react';
import { paths } from '../app/paths';

export const NAV_ITEMS = [
  { to: paths.home, label: 'Home', icon: Home },
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.course, label: 'E-Library', icon: BookOpen },
  { to: paths.marketplace, label: 'Marketplace', icon: ShoppingBag },
  { to: paths.profile, label: 'Profile', icon: UserRound },
] as const;

/** SPEC §2: the mobile bar runs Marketplace, E-Library, Home, Dashboard, Profile. */
export const MOBILE_ORDER = [paths.marketplace, paths.course, paths.home, paths.dashboard, paths.profile] as const;

export function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
