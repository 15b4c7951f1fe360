import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TLibraryItem } from '@campus/shared/schemas/elibrary';
import { BookOpen } from 'lucide-react';
import { memo } from 'react';
import { errorMessage } from '../../../app/api-error';
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { FIRST_SCREEN_TILES } from '../../../lib/responsive-image';
import { LibraryTile } from './library-tile';
import type { useLibraryBrowser } from './use-library-browser';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/** Tiles whose covers load at once: the first screen on a phone (two rows of two). */
const EAGER_TILES = 4;

/**
 * The tiles of one page; memoized so store and fetching-state updates of the browser do not render 50 tiles again.
 * When they first appear, the tiles of the first screen (FIRST_SCREEN_TILES) render alone and the rest once that
 * screen is painted: the largest paint waits neither for the render and layout of 50 tiles nor for the covers that
 * lazy loading still fetches early on a slow connection (Chrome loads them from thousands of pixels away).
 */
const LibraryTiles = memo(function LibraryTiles({
  items,
  onOpen,
}: {
  items: TLibraryItem[];
  onOpen(item: TLibraryItem): void;
}) {
  const painted = useAfterFirstPaint();
  return (painted ? items : items.slice(0, FIRST_SCREEN_TILES)).map((item, i) => (
    <li key={item.id}>
      <LibraryTile item={item} onOpen={onOpen} eager={i < EAGER_TILES} />
    </li>
  ));
});

/**
 * What the E-Library browser shows under its filters: offline, an error with "Try again", the skeleton, the empty
 * state for the filters in use, or the count and the tiles.
 */
export function LibraryResults({
  browser,
  onPreload,
}: {
  browser: ReturnType<typeof useLibraryBrowser>;
  /** A pointer or focus inside the list: start loading the item dialog's code. */
  onPreload(): void;
}) {
  const t = useT(elibrary);
  const tm = useT(msg);
  const { items, shown, total, atLeast, searchTerm, hasFilters, filters } = browser;
  if (isOfflineError(items.error) && !shown) return <OfflineState />;
  if (items.isError && !shown)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200"
      >
        <p className="text-sm font-semibold">{errorMessage(items.error)}</p>
        <Button variant="secondary" onClick={() => items.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  if (!shown)
    return (
      <LoadingRegion label={t('loadingLibrary')}>
        <div className={GRID}>
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="aspect-[3/4] w-full rounded-xl" />
          ))}
        </div>
      </LoadingRegion>
    );
  if (shown.length === 0)
    return (
      <EmptyState
        icon={<BookOpen aria-hidden size={36} />}
        title={
          hasFilters
            ? filters.categoryId && !searchTerm
              ? tm('noItemsInCategory')
              : tm('noItemsMatching')
            : tm('noItemsFound')
        }
        action={
          hasFilters ? (
            <Button variant="secondary" onClick={browser.showAll}>
              {tm('showAllItems')}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <>
      <p aria-live="polite" className="text-sm text-slate-600">
        {atLeast ? t('resourcesAtLeast', total) : t('resourcesCount', total)}
        {searchTerm ? t('forSearch', searchTerm) : ''}
      </p>
      {/* Pointer or focus inside the list only starts loading the dialog's code. */}
      <ul
        onPointerOver={onPreload}
        onFocus={onPreload}
        aria-label={t('libraryResources')}
        aria-busy={items.isFetching || undefined}
        className={`${GRID} ${items.isFetching ? 'opacity-70' : ''}`}
      >
        <LibraryTiles items={shown} onOpen={browser.openItem} />
      </ul>
    </>
  );
}
