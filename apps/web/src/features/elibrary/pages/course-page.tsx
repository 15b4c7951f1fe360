import { PROGRESS } from '@campus/shared/constants';
import type { PageStore } from '../../../app/store';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { PageShell } from '../../../components/ui/page-shell';
import { LibraryBrowser } from '../components/library-browser';
import { CATEGORY_LOOKUP, FIRST_LIBRARY_PAGE } from '../components/use-library-browser';
import { elibraryApi } from '../elibrary-api';

/**
 * Run by the router when this chunk arrives on a load of /course: the first page of resources and the category
 * chips are requested while the page renders, not after (the browser's queries then find them under way).
 */
export function prefetch(store: PageStore): void {
  if (!store.getState().auth.token) return; // a guest is sent to /sign-in
  store.dispatch(elibraryApi.util.prefetch('libraryItems', FIRST_LIBRARY_PAGE, {}));
  store.dispatch(elibraryApi.util.prefetch('libraryCategories', CATEGORY_LOOKUP, {}));
}

/** /course: tabs E-Library (initial) and Courses (Coming Soon, 35%). Guests are redirected by the router. */
export default function CoursePage() {
  return (
    // The same page header as the Marketplace: the title, then the tabs.
    <PageShell
      title="E-Library"
      tabs={{
        label: 'E-Library and courses',
        defaultValue: 'library',
        items: [
          { value: 'library', label: 'E-Library', content: <LibraryBrowser /> },
          {
            value: 'courses',
            label: 'Courses',
            content: (
              <div className="p-4 md:p-8">
                <ComingSoon title="Courses" progress={PROGRESS.courses} />
              </div>
            ),
          },
        ],
      }}
    />
  );
}
