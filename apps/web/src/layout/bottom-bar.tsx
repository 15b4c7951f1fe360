import { LAYOUT } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { pages } from '@campus/shared/i18n/en/pages';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { isActive, MOBILE_NAV_ITEMS, type NavBadges } from './nav-items';
import { useScrollDirection } from './use-scroll-direction';

/** Mobile bottom bar: fades away while scrolling down and returns on scroll up. */
export function BottomBar({ badges = {} }: { badges?: NavBadges }) {
  const { pathname } = useLocation();
  const direction = useScrollDirection();
  const t = useT(common);
  const tp = useT(pages);
  return (
    <nav
      aria-label={t('mainNav')}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-all duration-300 md:hidden ${
        direction === 'down' ? 'pointer-events-none translate-y-full opacity-0' : 'translate-y-0 opacity-100'
      }`}
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {MOBILE_NAV_ITEMS.map(({ to, page, icon: Icon }) => {
          const active = isActive(pathname, to);
          return (
            <li key={to} className="flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`relative flex flex-col items-center gap-0.5 py-1.5 font-semibold ${active ? 'text-brand-800' : 'text-slate-600'}`}
                style={{ fontSize: LAYOUT.mobileLabelPx + 2 }}
              >
                <span className={`rounded-full p-1 ${active ? 'bg-brand-100' : ''}`}>
                  <Icon aria-hidden size={LAYOUT.iconMobile - 8} strokeWidth={active ? 2.4 : 1.8} />
                </span>
                {tp(page)}
                {badges[to]?.('absolute right-[22%] top-0.5')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
