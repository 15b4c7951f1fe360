import { PAGE_SIZE } from '@campus/shared/constants';
import type { SortOrder } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TLibraryItem, TLibrarySortField } from '@campus/shared/schemas/elibrary';
import { BookOpen, SlidersHorizontal } from 'lucide-react';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useId, useState } from 'react';
import { errorMessage } from '../../../app/api-error';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { SearchBox } from '../../../components/ui/search-box';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import {
  DEFAULT_LIBRARY_SORT,
  type LibraryItemsArgs,
  useLibraryCategoriesQuery,
  useLibraryItemsQuery,
} from '../elibrary-api';
import { LibraryFilters } from './library-filters';
import { LibraryTile } from './library-tile';

/** The resource dialog (gallery, full-screen viewer) is its own chunk, not needed to show the list. */
const loadItemModal = () => import('./library-item-modal');
const LibraryItemModal = lazy(() => loadItemModal().then((m) => ({ default: m.LibraryItemModal })));
/** Started when a pointer or focus reaches the list, so the dialog's code is usually there by the click. */
const preloadItemModal = () => void loadItemModal().catch(() => undefined);

const NATURAL_ORDER: Record<TLibrarySortField, SortOrder> = { title: 'asc', createdAt: 'desc' };
const DEFAULT_SORT = DEFAULT_LIBRARY_SORT;
/** The requests of the browser's first render (first page, default sort, no filters): /course prefetches them. */
export const FIRST_LIBRARY_PAGE: LibraryItemsArgs = {
  status: 'APPROVED',
  page: 1,
  limit: PAGE_SIZE.library,
  ...DEFAULT_SORT,
};
export const CATEGORY_LOOKUP = { page: 1, limit: PAGE_SIZE.categoryLookup };
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/** Tiles whose covers load at once: the first screen on a phone (two rows of two). */
const EAGER_TILES = 4;

/** The tiles of one page; memoized so store and fetching-state updates of the browser do not render 50 tiles again. */
const LibraryTiles = memo(function LibraryTiles({
  items,
  onOpen,
}: {
  items: TLibraryItem[];
  onOpen(item: TLibraryItem): void;
}) {
  return items.map((item, i) => (
    <li key={item.id}>
      <LibraryTile item={item} onOpen={onOpen} eager={i < EAGER_TILES} />
    </li>
  ));
});

/** The E-Library tab: search, filter panel, tiles of APPROVED resources, Prev/Next and the item modal. */
export function LibraryBrowser() {
  const stored = useAppSelector((s) => s.eLibrary);
  const panelId = useId();
  const [draft, setDraft] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [sortBy, setSortBy] = useState<TLibrarySortField>(DEFAULT_SORT.sortBy);
  const [sortOrder, setSortOrder] = useState<SortOrder>(DEFAULT_SORT.sortOrder);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [isPanelOpen, setPanelOpen] = useState(true);
  const [selected, setSelected] = useState<TLibraryItem | null>(null);
  // Mounted from the first open on, so later opens and closes behave exactly as an always-mounted dialog.
  const [modalUsed, setModalUsed] = useState(false);
  const openItem = useCallback((item: TLibraryItem) => {
    setModalUsed(true);
    setSelected(item);
  }, []);

  const limit = PAGE_SIZE.library;
  const items = useLibraryItemsQuery({
    status: 'APPROVED',
    page,
    limit,
    sortBy,
    sortOrder,
    searchTerm: searchTerm || undefined,
    categoryId,
  });
  const categories = useLibraryCategoriesQuery(CATEGORY_LOOKUP);

  // The unfiltered first page is what returning members see at once, before the network answers.
  const isDefaultView =
    page === 1 && !searchTerm && !categoryId && sortBy === DEFAULT_SORT.sortBy && sortOrder === DEFAULT_SORT.sortOrder;

  const latest = items.data?.data ?? (isDefaultView && stored.libraryItems.length ? stored.libraryItems : undefined);
  // A page of tiles is the browser's heaviest render: React builds it in interruptible slices when it changes
  // (the previous tiles or the skeleton stay meanwhile) instead of in one long task.
  const shown = useDeferredValue(latest);
  const total = items.data?.meta.total ?? (isDefaultView ? stored.metadata.total : 0);
  const pages = Math.max(1, Math.ceil(total / limit));
  const hasFilters = Boolean(searchTerm || categoryId);

  const resetPage = () => setPage(1);
  const search = (term: string) => {
    setSearchTerm(term);
    resetPage();
  };
  const clearSearch = () => {
    setDraft('');
    setSearchTerm('');
    resetPage();
  };
  const showAll = () => {
    clearSearch();
    setCategoryId(undefined);
  };
  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="flex flex-col gap-4 p-4 md:p-6">
      <div className="flex items-center gap-2">
        <SearchBox
          className="flex-1"
          label={MSG.searchInLibrary}
          placeholder={MSG.searchInLibrary}
          value={draft}
          onValueChange={setDraft}
          onSearch={search}
          onClear={clearSearch}
        />
        <button
          type="button"
          onClick={() => setPanelOpen((open) => !open)}
          aria-expanded={isPanelOpen}
          aria-controls={panelId}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50"
        >
          <SlidersHorizontal aria-hidden size={18} />
          Filters
        </button>
      </div>

      {isPanelOpen ? (
        <LibraryFilters
          id={panelId}
          sortBy={sortBy}
          sortOrder={sortOrder}
          categoryId={categoryId}
          categories={categories.data?.data ?? stored.categories}
          onSortBy={(field) => {
            setSortBy(field);
            // A new sort field starts in its natural order (Title A→Z, Date newest first), not the last direction.
            setSortOrder(NATURAL_ORDER[field]);
            resetPage();
          }}
          onSortOrder={(order) => {
            setSortOrder(order);
            resetPage();
          }}
          onCategory={(id) => {
            setCategoryId(id);
            resetPage();
          }}
        />
      ) : null}

      {isOfflineError(items.error) && !shown ? (
        <OfflineState />
      ) : items.isError && !shown ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200"
        >
          <p className="text-sm font-semibold">{errorMessage(items.error)}</p>
          <Button variant="secondary" onClick={() => items.refetch()}>
            Try again
          </Button>
        </div>
      ) : !shown ? (
        <LoadingRegion label="Loading library">
          <div className={GRID}>
            {Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="aspect-[3/4] w-full rounded-xl" />
            ))}
          </div>
        </LoadingRegion>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<BookOpen aria-hidden size={36} />}
          title={
            hasFilters ? (categoryId && !searchTerm ? MSG.noItemsInCategory : MSG.noItemsMatching) : MSG.noItemsFound
          }
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={showAll}>
                {MSG.showAllItems}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {total} {total === 1 ? 'resource' : 'resources'}
            {searchTerm ? ` for “${searchTerm}”` : ''}
          </p>
          {/* Pointer or focus inside the list only starts loading the dialog's code. */}
          <ul
            onPointerOver={preloadItemModal}
            onFocus={preloadItemModal}
            aria-label="Library resources"
            aria-busy={items.isFetching || undefined}
            className={`${GRID} ${items.isFetching ? 'opacity-70' : ''}`}
          >
            <LibraryTiles items={shown} onOpen={openItem} />
          </ul>
          {total > limit ? (
            <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                Prev
              </Button>
              <span className="text-sm font-semibold text-slate-700">
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}

      {modalUsed ? (
        <Suspense fallback={null}>
          <LibraryItemModal item={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
