import type { OfferType } from '@campus/shared/enums';
import type { ListingQuery } from './marketplace-api';

/**
 * The tab /marketplace opens on and its first request. Type imports only: the build's config
 * (apps/web/vite.config.ts) reads this file to write the Marketplace boot request (decision 011).
 */
export const FIRST_TAB: { value: string; accepts: OfferType } = { value: 'exchange', accepts: 'EXCHANGE' };

/** The first tab's first page, as MarketBrowser asks for it (no search or category). */
export function firstMarketPage(limit: number): ListingQuery {
  return { status: 'AVAILABLE', accepts: FIRST_TAB.accepts, page: 1, limit };
}
