import { PAGE_SIZE } from '@campus/shared/constants';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { useState } from 'react';
import type { PageStore } from '../../../app/store';
import { PageShell } from '../../../components/ui/page-shell';
import { tr, useT } from '../../../lib/i18n';
import { preloadImage, TILE_SIZES } from '../../../lib/responsive-image';
import { groupByCategory } from '../components/group-by-category';
import { MarketBrowser } from '../components/market-browser';
import { CATEGORY_LOOKUP } from '../components/use-market-browser';
import { FIRST_TAB, firstMarketPage } from '../first-page';
import { marketplaceApi } from '../marketplace-api';

/**
 * Run by the router when this chunk arrives on a load of /marketplace: the first tab's first page (usually the
 * answer to index.html's boot request by now) and the category chips are requested while the page renders, not
 * after (MarketBrowser's queries then find them under way). Once the page is in, the first tile's cover, the
 * page's largest picture, starts downloading instead of waiting for the tiles to render.
 */
export function prefetch(store: PageStore): void {
  if (!store.getState().auth.token) return; // a guest is sent to /sign-in
  void store
    .dispatch(
      marketplaceApi.endpoints.marketplaceItems.initiate(firstMarketPage(PAGE_SIZE.marketplace), { subscribe: false }),
    )
    .then((result) => {
      // The tiles are grouped by category, as MarketBrowser shows them: the first group's first.
      const first = groupByCategory(result.data?.data ?? [], tr(msg, 'uncategorized'))[0]?.[1][0];
      preloadImage(first?.coverPic, TILE_SIZES);
    });
  store.dispatch(marketplaceApi.util.prefetch('marketplaceCategories', CATEGORY_LOOKUP, {}));
}

export default function MarketplacePage() {
  const t = useT(marketplace);
  const [tab, setTab] = useState(FIRST_TAB.value);
  return (
    <PageShell
      title={t('marketplace')}
      tabs={{
        label: t('marketplace'),
        value: tab,
        onValueChange: setTab,
        items: [
          { value: 'buy', label: t('buyTab'), content: <MarketBrowser accepts="BUY" /> },
          { value: 'exchange', label: t('exchangeTab'), content: <MarketBrowser accepts="EXCHANGE" /> },
        ],
      }}
    />
  );
}
