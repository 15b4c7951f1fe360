import { LAYOUT } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { pages } from '@campus/shared/i18n/en/pages';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { useFormat } from '../lib/use-format';
import { Logo } from './logo';
import { isActive, NAV_ITEMS, type NavBadges } from './nav-items';

/** Desktop: fixed left sidebar; labels hide on small desktop widths (120 px), show from lg (250 px). */
export function Sidebar({ badges = {} }: { badges?: NavBadges }) {
  const { pathname } = useLocation();
  const t = useT(common);
  const tp = useT(pages);
  const { digits } = useFormat();
  return (
    <nav
      aria-label={t('mainNav')}
      className="fixed inset-y-0 left-0 z-30 hidden w-[120px] flex-col border-r border-slate-200 bg-white px-3 py-5 md:flex lg:w-[250px]"
    >
      <Link
        to="/"
        className="mb-8 flex items-center justify-center gap-2 lg:justify-start lg:px-3"
        aria-label={t('homeLink')}
      >
        <Logo size={40} />
        <span className="hidden text-lg font-extrabold leading-tight text-brand-800 lg:inline">{t('appName')}</span>
      </Link>
      <ul className="flex flex-1 flex-col gap-1">
        {NAV_ITEMS.map(({ to, page, icon: Icon }) => {
          const active = isActive(pathname, to);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`relative flex flex-col items-center gap-1 rounded-xl px-3 py-3 text-xs font-semibold transition-colors lg:flex-row lg:gap-3 lg:text-base ${
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                <Icon
                  aria-hidden
                  size={LAYOUT.iconDesktop}
                  strokeWidth={active ? 2.4 : 1.8}
                  className="shrink-0 p-1.5"
                />
                <span className="sr-only lg:not-sr-only">{tp(page)}</span>
                {badges[to]?.('absolute right-3 top-2 lg:static lg:ml-auto')}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="hidden px-3 text-xs text-slate-500 lg:block">
        © {digits(new Date().getFullYear())} {t('appName')}
      </p>
    </nav>
  );
}
