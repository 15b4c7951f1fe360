import { CURRENCY_SYMBOL } from '@campus/shared/constants';
import type { ListingStatus, ListingType } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';

// One formatter for every price on the page: toLocaleString would build a new one per call.
const takaNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '৳1,250' (taka, no decimals unless there are paisa). */
export function formatTaka(amount: number): string {
  return `${CURRENCY_SYMBOL}${takaNumber.format(amount)}`;
}

/** Tiles: the price, or 'Contact' when the seller named none (product §2). */
export function tilePrice(price: number | null): string {
  return price !== null && price > 0 ? formatTaka(price) : MSG.contact;
}

/** Item detail: the price, or 'Price negotiable' when it is null (product §2). */
export function detailPrice(price: number | null): string {
  return price !== null && price > 0 ? formatTaka(price) : MSG.priceNegotiable;
}

export const TYPE_BADGE: Record<ListingType, { short: string; label: string }> = {
  SALE: { short: 'S', label: 'For sale' },
  EXCHANGE: { short: 'E', label: 'For exchange' },
  BOTH: { short: 'S/E', label: 'For sale or exchange' },
};

export const TYPE_OPTIONS: { value: ListingType; label: string }[] = [
  { value: 'SALE', label: 'Sale' },
  { value: 'EXCHANGE', label: 'Exchange' },
  { value: 'BOTH', label: 'Sale or Exchange' },
];

export const STATUS_LABEL: Record<ListingStatus, string> = {
  AVAILABLE: 'Available',
  PENDING: 'Pending',
  SOLD: 'Sold',
  RESERVED: 'Reserved',
  REJECTED: 'Rejected',
};

export const acceptsSale = (type: ListingType) => type === 'SALE' || type === 'BOTH';
export const acceptsExchange = (type: ListingType) => type === 'EXCHANGE' || type === 'BOTH';
