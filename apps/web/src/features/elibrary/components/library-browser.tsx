import { msg } from '@campus/shared/i18n/en/msg';
import { lazy, Suspense } from 'react';
import { Pager } from '../../../components/ui/pager';
import { SearchBar } from '../../../components/ui/search-bar';
import { useT } from '../../../lib/i18n';
import { LibraryFilters } from './library-filters';
import { LibraryResults } from './library-results';
import { useLibraryBrowser } from './use-library-browser';

/** The resource dialog (gallery, full-screen viewer) is its own chunk, not needed to show the list. */
const loadItemModal = () => import('./library-item-modal');
const LibraryItemModal = lazy(() => loadItemModal().then((m) => ({ default: m.LibraryItemModal })));
/** Started when a pointer or focus reaches the list, so the dialog's code is usually there by the click. */
const preloadItemModal = () => void loadItemModal().catch(() => undefined);

/** The E-Library tab: search, filter panel, tiles of APPROVED resources, Prev/Next and the item modal. */
export function LibraryBrowser() {
  const tm = useT(msg);
  const browser = useLibraryBrowser();

  return (
    <div className="flex flex-col gap-4 p-4 md:p-6">
      <SearchBar
        label={tm('searchInLibrary')}
        placeholder={tm('searchInLibrary')}
        value={browser.draft}
        onValueChange={browser.setDraft}
        onSearch={browser.search}
        onClear={browser.clearSearch}
        filters={(id) => <LibraryFilters id={id} {...browser.filters} />}
      />
      <LibraryResults browser={browser} onPreload={preloadItemModal} />
      {(browser.shown?.length ?? 0) > 0 ? (
        <Pager
          layout="centered"
          page={browser.page}
          pages={browser.pages}
          open={browser.open}
          onPage={browser.goToPage}
        />
      ) : null}
      {browser.modalUsed ? (
        <Suspense fallback={null}>
          <LibraryItemModal item={browser.selected} onClose={browser.closeItem} />
        </Suspense>
      ) : null}
    </div>
  );
}
