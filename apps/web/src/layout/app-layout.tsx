import { common } from '@campus/shared/i18n/en/common';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { UNAUTHORIZED_EVENT } from '../app/api';
import { paths } from '../app/paths';
import { RouteErrorBoundary } from '../app/route-error';
import { PageFallback } from '../components/ui/page-fallback';
import { useT } from '../lib/i18n';
import { BottomBar } from './bottom-bar';
import type { NavBadges } from './nav-items';
import { ScrollPosition } from './scroll-position';
import { Sidebar } from './sidebar';

/** Max-width container: the sidebar beside a content area where child routes render. */
export function AppLayout({ navBadges }: { navBadges?: NavBadges }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT(common);
  useEffect(() => {
    const onUnauthorized = () => navigate(paths.signIn, { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);

  return (
    <div className="min-h-dvh">
      <ScrollPosition />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <Sidebar badges={navBadges} />
      <main id="main" className="mx-auto min-h-dvh max-w-screen-2xl pb-24 md:pb-8 md:pl-[120px] lg:pl-[250px]">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <BottomBar badges={navBadges} />
    </div>
  );
}
