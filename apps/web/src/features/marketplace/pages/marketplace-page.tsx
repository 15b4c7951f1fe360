import { PAGE_SIZE } from '@campus/shared/constants';
import type { OfferType } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, memo, type ReactNode, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../app/api-error';
import type { PageStore } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { PageShell } from '../../../components/ui/page-shell';
import { SearchBox } from '../../../components/ui/search-box';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ListingTile } from '../components/listing-tile';
import { marketplaceApi, useMarketplaceCategoriesQuery, useMarketplaceItemsQuery } from '../marketplace-api';

/** Items grouped by category name, 'Uncategorized' last. */
function groupByCategory(items: TMarketplaceListItem[]) {
  const groups = new Map<string, TMarketplaceListItem[]>();
  for (const item of items) {
    const name = item.category?.name ?? MSG.uncategorized;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  // A plain case-insensitive comparison: localeCompare builds an ICU collator on first use, a long task on a phone.
  const byName = (a: string, b: string) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...groups.entries()].sort(([a], [b]) =>
    a === MSG.uncategorized ? 1 : b === MSG.uncategorized ? -1 : byName(a, b),
  );
}

/** The item dialog's chunk; started as soon as a pointer or focus reaches the list, so it is usually there by the click. */
const loadItemModal = () => import('./item-modal');
const ItemModal = lazy(loadItemModal);
const preloadItemModal = () => void loadItemModal().catch(() => undefined);

const NO_ITEMS: TMarketplaceListItem[] = [];
const CATEGORY_LOOKUP = { page: 1, limit: PAGE_SIZE.categoryLookup };
/** The tab the page opens on. */
const FIRST_TAB: { value: string; accepts: OfferType } = { value: 'exchange', accepts: 'EXCHANGE' };

/**
 * Run by the router when this chunk arrives on a load of /marketplace: the first tab's first page and the category
 * chips are requested while the page renders, not after (MarketBrowser's queries then find them under way).
 */
export function prefetch(store: PageStore): void {
  if (!store.getState().auth.token) return; // a guest is sent to /sign-in
  store.dispatch(
    marketplaceApi.util.prefetch(
      'marketplaceItems',
      { status: 'AVAILABLE', accepts: FIRST_TAB.accepts, page: 1, limit: PAGE_SIZE.marketplace },
      {},
    ),
  );
  store.dispatch(marketplaceApi.util.prefetch('marketplaceCategories', CATEGORY_LOOKUP, {}));
}

/** Tiles whose covers load at once: the first screen on a phone (two rows of two). */
const EAGER_TILES = 4;

/** The tiles by category; memoized so fetching-state and filter updates of the page do not render them again. */
const ItemGroups = memo(function ItemGroups({
  groups,
  onOpen,
}: {
  groups: [string, TMarketplaceListItem[]][];
  onOpen(item: TMarketplaceListItem): void;
}) {
  return groups.map(([name, groupItems], g) => (
    <section key={name} aria-label={name}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{name}</h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {groupItems.map((item, i) => (
          <ListingTile key={item.id} item={item} onOpen={() => onOpen(item)} eager={g === 0 && i < EAGER_TILES} />
        ))}
      </ul>
    </section>
  ));
});

/** One tab of the member marketplace: AVAILABLE items that take this kind of offer. */
export function MarketBrowser({ accepts }: { accepts: OfferType }) {
  const filtersId = useId();
  const [draft, setDraft] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [showFilters, setShowFilters] = useState(true);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TMarketplaceListItem | null>(null);

  const categories = useMarketplaceCategoriesQuery(CATEGORY_LOOKUP);
  const { data, isLoading, isFetching, error } = useMarketplaceItemsQuery({
    status: 'AVAILABLE',
    accepts,
    categoryId: categoryId ?? undefined,
    searchTerm: searchTerm || undefined,
    page,
    limit: PAGE_SIZE.marketplace,
  });
  const latest = data?.data;
  // A page of up to 100 tiles is this page's heaviest render: React builds it in interruptible slices when it
  // changes (the previous tiles or the skeleton stay meanwhile) instead of in one long task.
  const list = useDeferredValue(latest);
  const items = list ?? NO_ITEMS;
  const total = data?.meta.total ?? 0;
  const groups = useMemo(() => groupByCategory(items), [items]);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE.marketplace));

  const search = (term: string) => {
    setSearchTerm(term);
    setPage(1);
  };
  const clearSearch = () => {
    setDraft('');
    setSearchTerm('');
    setPage(1);
  };
  const showAll = () => {
    clearSearch();
    setCategoryId(null);
  };
  const pickCategory = (id: number | null) => {
    setCategoryId(id);
    setPage(1);
  };

  let body: ReactNode;
  if (isLoading || (latest && !list)) {
    body = (
      <LoadingRegion label="Loading items">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="aspect-[4/5] w-full rounded-2xl" />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (isOfflineError(error)) {
    body = <OfflineState />;
  } else if (error) {
    body = <EmptyState title={errorMessage(error)} />;
  } else if (items.length === 0) {
    body = searchTerm ? (
      <EmptyState
        title={MSG.noItemsMatching}
        action={
          <Button variant="secondary" onClick={showAll}>
            {MSG.showAllItems}
          </Button>
        }
      />
    ) : categoryId ? (
      <EmptyState
        title={MSG.noItemsInCategory}
        action={
          <Button variant="secondary" onClick={showAll}>
            {MSG.showAllItems}
          </Button>
        }
      />
    ) : (
      <EmptyState title={MSG.noItemsFound} />
    );
  } else {
    body = (
      // biome-ignore lint/a11y/noStaticElementInteractions: no interaction: a pointer or focus inside the list only starts loading the item dialog's code
      <div
        className={`flex flex-col gap-8 ${isFetching ? 'opacity-70' : ''}`}
        onPointerOver={preloadItemModal}
        onFocus={preloadItemModal}
      >
        <ItemGroups groups={groups} onOpen={setSelected} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-4 md:p-6">
      <div className="flex items-center gap-2">
        <SearchBox
          className="flex-1"
          label="Search items by title"
          placeholder="Search by title"
          value={draft}
          onValueChange={setDraft}
          onSearch={search}
          onClear={clearSearch}
        />
        <button
          type="button"
          aria-expanded={showFilters}
          aria-controls={`${filtersId}-filters`}
          onClick={() => setShowFilters((v) => !v)}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
        >
          <SlidersHorizontal aria-hidden size={16} />
          Filters
        </button>
      </div>

      {showFilters ? (
        <fieldset id={`${filtersId}-filters`} className="-mx-4 min-w-0 overflow-x-auto px-4 md:mx-0 md:px-0">
          <legend className="sr-only">Category</legend>
          <div className="flex w-max gap-2 md:w-auto md:flex-wrap">
            {[{ id: null, name: 'All' }, ...(categories.data?.data ?? [])].map((c) => {
              const active = categoryId === c.id;
              return (
                <button
                  key={c.id ?? 'all'}
                  type="button"
                  aria-pressed={active}
                  onClick={() => pickCategory(c.id)}
                  className={`whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors ${
                    active
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
                  }`}
                >
                  {c.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {body}

      {total > PAGE_SIZE.marketplace ? (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Prev
          </Button>
          <span className="text-sm text-slate-700">Page {page}</span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}

      {selected ? (
        <Suspense fallback={null}>
          <ItemModal initial={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default function MarketplacePage() {
  const [tab, setTab] = useState(FIRST_TAB.value);
  return (
    <PageShell
      title="Marketplace"
      tabs={{
        label: 'Marketplace',
        value: tab,
        onValueChange: setTab,
        items: [
          { value: 'buy', label: 'Buy!', content: <MarketBrowser accepts="BUY" /> },
          { value: 'exchange', label: 'Exchange', content: <MarketBrowser accepts="EXCHANGE" /> },
        ],
      }}
    />
  );
}
