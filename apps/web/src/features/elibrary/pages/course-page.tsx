import { PROGRESS } from '@campus/shared/constants';
import { elibrary } from '@campus/shared/i18n/en/elibrary';
import type { PageStore } from '../../../app/store';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageShell } from '../../../components/ui/page-shell';
import { useT } from '../../../lib/i18n';
import { preloadImage, TILE_SIZES } from '../../../lib/responsive-image';
import { LibraryBrowser } from '../components/library-browser';
import { CATEGORY_LOOKUP, FIRST_LIBRARY_PAGE } from '../components/use-library-browser';
import { elibraryApi } from '../elibrary-api';

/**
 * Run by the router when this chunk arrives on a load of /course: the first page of resources (usually the answer
 * to index.html's boot request by now) and the category chips are requested while the page renders, not after (the
 * browser's queries then find them under way). Once the page is in, the first tile's cover, the page's largest
 * picture, starts downloading instead of waiting for the tiles to render.
 */
export function prefetch(store: PageStore): void {
  if (!store.getState().auth.token) return; // a guest is sent to /sign-in
  void store
    .dispatch(elibraryApi.endpoints.libraryItems.initiate(FIRST_LIBRARY_PAGE, { subscribe: false }))
    .then((result) => preloadImage(result.data?.data[0]?.images[0], TILE_SIZES));
  store.dispatch(elibraryApi.util.prefetch('libraryCategories', CATEGORY_LOOKUP, {}));
}

/** /course: tabs E-Library (initial) and Courses (Coming Soon, 35%). Guests are redirected by the router. */
export default function CoursePage() {
  const t = useT(elibrary);
  return (
    // The same page header as the Marketplace: the title, then the tabs.
    <PageShell
      title={t('eLibrary')}
      tabs={{
        label: t('eLibraryAndCourses'),
        defaultValue: 'library',
        items: [
          { value: 'library', label: t('eLibrary'), content: <LibraryBrowser /> },
          {
            value: 'courses',
            label: t('courses'),
            content: (
              <div className="p-4 md:p-8">
                <ComingSoon title={t('courses')} progress={PROGRESS.courses} />
              </div>
            ),
          },
        ],
      }}
    />
  );
}
