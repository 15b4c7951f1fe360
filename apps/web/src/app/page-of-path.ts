import { PAGES, type PageName } from './pages';

export type { PageName } from './pages';

/**
 * The page a path's first segment opens, by the page's module name. A key ending in '/' matches paths with a second
 * segment (`marketplace/` → item pages). Derived from the page registry; the build (apps/web/vite.config.ts) writes
 * each page's chunks into index.html under these names, so the first load fetches the page's code with the app's.
 */
export const PAGE_OF_SEGMENT: Record<string, PageName> = Object.fromEntries(
  PAGES.map(({ path, page }) => {
    const route = path.replace(/\/\*$/, '');
    return [route.includes('/') ? `${route.split('/')[0]}/` : route, page];
  }),
);

const pageOf = (key: string): PageName | undefined =>
  Object.hasOwn(PAGE_OF_SEGMENT, key) ? PAGE_OF_SEGMENT[key] : undefined;

/** The page at `pathname` (its first segment, or the first two for item pages); undefined for an unknown path. */
export function pageOfPath(pathname: string): PageName | undefined {
  const [first = '', second] = pathname.replace(/^\/+/, '').split('/');
  return (second ? pageOf(`${first}/`) : undefined) ?? pageOf(first);
}
