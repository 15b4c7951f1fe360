import { PAGE_SIZE } from '@campus/shared/constants';
import type { OfferType } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { useState } from 'react';
import type { PageStore } from '../../../app/store';
import { PageShell } from '../../../components/ui/page-shell';
import { useT } from '../../../lib/i18n';
import { MarketBrowser } from '../components/market-browser';
import { CATEGORY_LOOKUP } from '../components/use-market-browser';
import { marketplaceApi } from '../marketplace-api';

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
