import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { memo } from 'react';
import { errorMessage } from '../../../app/api-error';
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { FIRST_SCREEN_TILES } from '../../../lib/responsive-image';
import { ListingTile } from './listing-tile';
import type { useMarketBrowser } from './use-market-browser';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/** Tiles whose covers load at once: the first screen on a phone (two rows of two). */
const EAGER_TILES = 4;

/**
 * The tiles by category; memoized so fetching-state and filter updates of the page do not render them again. When
 * they first appear, the first screen's tiles (FIRST_SCREEN_TILES, in the first groups) render alone and the rest
 * once that screen is painted, as the E-Library's do (library-results.tsx).
 */
const ItemGroups = memo(function ItemGroups({
  groups,
  onOpen,
}: {
  groups: [string, TMarketplaceListItem[]][];
  onOpen(item: TMarketplaceListItem): void;
}) {
  const painted = useAfterFirstPaint();
  return (painted ? groups : firstTiles(groups, FIRST_SCREEN_TILES)).map(([name, groupItems], g) => (
    <section key={name} aria-label={name}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{name}</h2>
      <ul className={GRID}>
        {groupItems.map((item, i) => (
          <ListingTile key={item.id} item={item} onOpen={() => onOpen(item)} eager={g === 0 && i < EAGER_TILES} />
        ))}
      </ul>
    </section>
  ));
});

/** The groups holding the first `count` tiles, the last one cut short. */
function firstTiles(groups: [string, TMarketplaceListItem[]][], count: number): [string, TMarketplaceListItem[]][] {
  const out: [string, TMarketplaceListItem[]][] = [];
  let left = count;
  for (const [name, items] of groups) {
    if (left <= 0) break;
    out.push([name, items.slice(0, left)]);
    left -= items.length;
  }
  return out;
}

/**
 * What a marketplace tab shows under its filters: the skeleton, offline, an error, the empty state for the filters
 * in use, or the tiles grouped by category.
 */
export function MarketResults({
  browser,
  onPreload,
}: {
  browser: ReturnType<typeof useMarketBrowser>;
  /** A pointer or focus inside the list: start loading the item dialog's code. */
  onPreload(): void;
}) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const { isLoading, isFetching, error, items, searchTerm, categoryId } = browser;
  if (isLoading)
    return (
      <LoadingRegion label={t('loadingItems')}>
        <div className={GRID}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="aspect-[4/5] w-full rounded-2xl" />
          ))}
        </div>
      </LoadingRegion>
    );
  if (isOfflineError(error)) return <OfflineState />;
  if (error) return <EmptyState title={errorMessage(error)} />;
  if (items.length === 0)
    return searchTerm || categoryId ? (
      <EmptyState
        title={searchTerm ? tm('noItemsMatching') : tm('noItemsInCategory')}
        action={
          <Button variant="secondary" onClick={browser.showAll}>
            {tm('showAllItems')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={tm('noItemsFound')} />
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction: a pointer or focus inside the list only starts loading the item dialog's code
    <div
      className={`flex flex-col gap-8 ${isFetching ? 'opacity-70' : ''}`}
      onPointerOver={onPreload}
      onFocus={onPreload}
    >
      <ItemGroups groups={browser.groups} onOpen={browser.setSelected} />
    </div>
  );
}
