import { common } from '@campus/shared/i18n/en/common';
import { pages as pageTitles } from '@campus/shared/i18n/en/pages';
import { type ComponentType, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import type { NavBadges } from '../layout/nav-items';
import { useT } from '../lib/i18n';
import { type LazyPage, lazyPage } from './lazy-page';
import { pageOfPath } from './page-of-path';
import { PAGES, type PageName } from './pages';
import { UnreadBadge } from './push/unread-badge';
import { RequireAuth } from './session/require-auth';
import type { PageStore } from './store';

/**
 * What a page chunk may export besides its component: `prefetch` starts the requests of its first render (and
 * the chunks of what it shows first) as soon as its code has arrived, instead of after it has rendered. A promise it
 * returns is code the first render waits for (the dashboard's opened section), never data.
 */
interface PageModule {
  default: ComponentType;
  prefetch?(store: PageStore, pathname: string): unknown;
}

/** Each page's chunk loader, found by its module file name (the registry's `page`). */
const modules = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  './dashboard/dashboard-page.tsx',
  '../games/games-routes.tsx',
]);
const loaderOf = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
) as Record<string, () => Promise<PageModule>>;

const pages = Object.fromEntries(
  PAGES.map((entry) => {
    const load = loaderOf[entry.page];
    if (!load) throw new Error(`No page module named ${entry.page}`);
    return [entry.page, lazyPage(load)];
  }),
) as Record<PageName, LazyPage<PageModule>>;

const NotFoundPage = lazy(() => import('./not-found-page'));

/** The chunk loader of the page at `pathname`, if it is one of the app's pages. */
export function routeLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const page = pageOfPath(pathname);
  return page ? pages[page].load : undefined;
}

/**
 * Starts downloading the current page's chunk (and, through Vite's preload helper, the chunks it imports) as soon
 * as the entry script runs, instead of after the store is restored and the router has rendered: the page's code
 * then arrives about one round trip earlier, and its data requests start when it arrives (`PageModule.prefetch`).
 * The page renders from the same module. Settles (never rejects) once the chunk has arrived or failed, and the code
 * its `prefetch` returns (the dashboard's opened section) with it.
 */
export function preloadRoute(pathname: string, store?: PageStore): Promise<void> | undefined {
  const page = pageOfPath(pathname);
  if (!page) return undefined;
  return pages[page]
    .load()
    .then((module) => (store ? module.prefetch?.(store, pathname) : undefined))
    .then(
      () => undefined,
      () => undefined,
    );
}

const NAV_BADGES: NavBadges = { '/profile': (className) => <UnreadBadge className={className} /> };

/** The browser tab names the open page. */
function DocumentTitle() {
  const { pathname } = useLocation();
  const t = useT(common);
  const tp = useT(pageTitles);
  useEffect(() => {
    const page = PAGES.find((entry) => entry.page === pageOfPath(pathname));
    document.title = page && page.path !== '' ? `${tp(page.page)} · ${t('appName')}` : t('appName');
  }, [pathname, t, tp]);
  return null;
}

/** A page's element: its lazy component, behind the sign-in redirect when the page needs a session. */
function pageElement(entry: (typeof PAGES)[number]) {
  const { Component } = pages[entry.page];
  return 'signedIn' in entry ? (
    <RequireAuth>
      <Component />
    </RequireAuth>
  ) : (
    <Component />
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <DocumentTitle />
      <Routes>
        <Route path="/" element={<AppLayout navBadges={NAV_BADGES} />}>
          {PAGES.map((entry) =>
            entry.path === '' ? (
              <Route key={entry.page} index element={pageElement(entry)} />
            ) : (
              <Route key={entry.page} path={entry.path} element={pageElement(entry)} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
