import { PAGE_SIZE } from '@campus/shared/constants';
import type { SortOrder } from '@campus/shared/enums';
import type { TLibraryItem, TLibrarySortField } from '@campus/shared/schemas/elibrary';
import { useCallback, useDeferredValue, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { pagesOf } from '../../../components/ui/pager';
import { type LibraryItemsArgs, useLibraryCategoriesQuery, useLibraryItemsQuery } from '../elibrary-api';
import { DEFAULT_LIBRARY_SORT, firstLibraryPage } from '../first-page';

/** A field's natural order: titles A to Z, dates newest first. */
const naturalOrder = (field: TLibrarySortField): SortOrder => (field === 'title' ? 'asc' : 'desc');
const DEFAULT_SORT = DEFAULT_LIBRARY_SORT;
/** The requests of the browser's first render (first page, default sort, no filters): /course prefetches them. */
export const FIRST_LIBRARY_PAGE: LibraryItemsArgs = firstLibraryPage(PAGE_SIZE.library);
export const CATEGORY_LOOKUP = { page: 1, limit: PAGE_SIZE.categoryLookup };

/**
 * The E-Library browser's state: the search draft and term, sort, category, page and the open item, the queries
 * they make, and what the screen shows while the network has not answered (the persisted first page).
 */
export function useLibraryBrowser() {
  const stored = useAppSelector((s) => s.eLibrary);
  const [draft, setDraft] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [sortBy, setSortBy] = useState<TLibrarySortField>(DEFAULT_SORT.sortBy);
  const [sortOrder, setSortOrder] = useState<SortOrder>(DEFAULT_SORT.sortOrder);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
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

  const resetPage = () => setPage(1);
  const clearSearch = () => {
    setDraft('');
    setSearchTerm('');
    resetPage();
  };

  return {
    items,
    shown,
    total,
    page,
    ...pagesOf(items.data?.meta ?? { page, limit, total }, latest?.length ?? 0),
    atLeast: items.data?.meta.atLeast === true,
    searchTerm,
    draft,
    setDraft,
    hasFilters: Boolean(searchTerm || categoryId),
    filters: {
      sortBy,
      sortOrder,
      categoryId,
      categories: categories.data?.data ?? stored.categories,
      onSortBy(field: TLibrarySortField) {
        setSortBy(field);
        // A new sort field starts in its natural order (Title A→Z, Date newest first), not the last direction.
        setSortOrder(naturalOrder(field));
        resetPage();
      },
      onSortOrder(order: SortOrder) {
        setSortOrder(order);
        resetPage();
      },
      onCategory(id: number | undefined) {
        setCategoryId(id);
        resetPage();
      },
    },
    search(term: string) {
      setSearchTerm(term);
      resetPage();
    },
    clearSearch,
    showAll() {
      clearSearch();
      setCategoryId(undefined);
    },
    goToPage(next: number) {
      setPage(next);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    selected,
    modalUsed,
    openItem,
    closeItem: () => setSelected(null),
  };
}
