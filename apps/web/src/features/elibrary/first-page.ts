import type { SortOrder } from '@campus/shared/enums';
import type { TLibrarySortField } from '@campus/shared/schemas/elibrary';
import type { LibraryItemsArgs } from './elibrary-api';

/**
 * The member browser's first page. Type imports only: the build's config (apps/web/vite.config.ts) reads this file
 * to write the E-Library boot request (decision 011), and cannot load the shared package's sources.
 */
export const DEFAULT_LIBRARY_SORT: { sortBy: TLibrarySortField; sortOrder: SortOrder } = {
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** The request of the browser's first render (APPROVED, first page, default sort, no search or category). */
export function firstLibraryPage(limit: number): LibraryItemsArgs {
  return { status: 'APPROVED', page: 1, limit, ...DEFAULT_LIBRARY_SORT };
}

/** The member browser's first page (APPROVED, default sort, no search or category): what bc-elibrary keeps. */
export function isFirstLibraryPage(args: LibraryItemsArgs): boolean {
  return (
    args.status === 'APPROVED' &&
    (args.page ?? 1) === 1 &&
    !args.searchTerm &&
    !args.categoryId &&
    args.sortBy === DEFAULT_LIBRARY_SORT.sortBy &&
    args.sortOrder === DEFAULT_LIBRARY_SORT.sortOrder
  );
}
