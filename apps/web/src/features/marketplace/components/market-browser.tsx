import type { OfferType } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { lazy, Suspense } from 'react';
import { Pager } from '../../../components/ui/pager';
import { SearchBar } from '../../../components/ui/search-bar';
import { useT } from '../../../lib/i18n';
import { CategoryChips } from './category-chips';
import { MarketResults } from './market-results';
import { useMarketBrowser } from './use-market-browser';

/** The item dialog's chunk; started as soon as a pointer or focus reaches the list, so it is usually there by the click. */
const loadItemModal = () => import('../pages/item-modal');
const ItemModal = lazy(loadItemModal);
const preloadItemModal = () => void loadItemModal().catch(() => undefined);

/** One tab of the member marketplace: AVAILABLE items that take this kind of offer. */
export function MarketBrowser({ accepts }: { accepts: OfferType }) {
  const t = useT(marketplace);
  const browser = useMarketBrowser(accepts);

  return (
    <div className="flex flex-col gap-4 p-4 md:p-6">
      <SearchBar
        label={t('searchItemsByTitle')}
        placeholder={t('searchByTitle')}
        value={browser.draft}
        onValueChange={browser.setDraft}
        onSearch={browser.search}
        onClear={browser.clearSearch}
        filters={(id) => (
          <CategoryChips
            id={id}
            categories={browser.categories}
            categoryId={browser.categoryId}
            onPick={browser.pickCategory}
          />
        )}
      />
      <MarketResults browser={browser} onPreload={preloadItemModal} />
      <Pager
        layout="centered"
        page={browser.page}
        pages={browser.lastPage}
        open={browser.openEnded}
        onPage={browser.setPage}
      />
      {browser.selected ? (
        <Suspense fallback={null}>
          <ItemModal initial={browser.selected} onClose={() => browser.setSelected(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
