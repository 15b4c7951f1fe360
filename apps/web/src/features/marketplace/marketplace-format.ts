import type { ListingStatus, ListingType, OfferStatus } from '@campus/shared/enums';
import { formatTaka as formatTakaIn } from '@campus/shared/format';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { currentLanguage, tr } from '../../lib/i18n';

// These run in render of components that take texts with useT, so they render again when the language changes
// (decision 030).

/** '৳1,250' (taka, no decimals unless there are paisa); Bengali digits in Bangla. */
export function formatTaka(amount: number): string {
  return formatTakaIn(amount, currentLanguage());
}

/** Tiles: the price, or 'Contact' when the seller named none (product §2). */
export function tilePrice(price: number | null): string {
  return price !== null && price > 0 ? formatTaka(price) : tr(msg, 'contact');
}

/** Item detail: the price, or 'Price negotiable' when it is null (product §2). */
export function detailPrice(price: number | null): string {
  return price !== null && price > 0 ? formatTaka(price) : tr(msg, 'priceNegotiable');
}

const TYPE_BADGE = {
  SALE: { short: 'S', key: 'forSale' },
  EXCHANGE: { short: 'E', key: 'forExchange' },
  BOTH: { short: 'S/E', key: 'forSaleOrExchange' },
} as const;

/** S, E or S/E and its meaning ('For sale'). */
export function typeBadge(type: ListingType): { short: string; text: string } {
  const badge = TYPE_BADGE[type];
  return { short: badge.short, text: tr(marketplace, badge.key) };
}

const TYPE_KEY = { SALE: 'sale', EXCHANGE: 'exchange', BOTH: 'saleOrExchange' } as const;

/** The listing types as select options: 'Sale', 'Exchange', 'Sale or Exchange'. */
export function typeOptions(): { value: ListingType; label: string }[] {
  return (['SALE', 'EXCHANGE', 'BOTH'] as const).map((value) => ({ value, label: tr(marketplace, TYPE_KEY[value]) }));
}

const STATUS_KEY = {
  AVAILABLE: 'statusAvailable',
  PENDING: 'statusPending',
  SOLD: 'statusSold',
  RESERVED: 'statusReserved',
  REJECTED: 'statusRejected',
  ACCEPTED: 'statusAccepted',
} as const;

/** A listing's or an offer's status as the screens name it ('Available', 'Accepted'). */
export function statusLabel(status: ListingStatus | OfferStatus): string {
  return tr(marketplace, STATUS_KEY[status]);
}

export const acceptsSale = (type: ListingType) => type === 'SALE' || type === 'BOTH';
export const acceptsExchange = (type: ListingType) => type === 'EXCHANGE' || type === 'BOTH';
