import type { ListingStatus, ListingType, OfferStatus } from '@campus/shared/enums';
import { acceptsExchange, acceptsSale, STATUS_LABEL, TYPE_BADGE } from '../marketplace-format';

/** S, E or S/E (product §2), with the full meaning for screen readers and on hover. */
export function TypeBadge({ type, className = '' }: { type: ListingType; className?: string }) {
  const badge = TYPE_BADGE[type];
  return (
    <span
      title={badge.label}
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-md bg-slate-900/85 px-1.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden>{badge.short}</span>
      <span className="sr-only">{badge.label}</span>
    </span>
  );
}

const STATUS_STYLE: Record<ListingStatus | OfferStatus, string> = {
  AVAILABLE: 'bg-emerald-100 text-emerald-900',
  PENDING: 'bg-amber-100 text-amber-900',
  SOLD: 'bg-slate-200 text-slate-800',
  RESERVED: 'bg-sky-100 text-sky-900',
  REJECTED: 'bg-rose-100 text-rose-900',
  ACCEPTED: 'bg-emerald-100 text-emerald-900',
};

export function StatusBadge({ status }: { status: ListingStatus | OfferStatus }) {
  const label =
    status in STATUS_LABEL ? STATUS_LABEL[status as ListingStatus] : status[0] + status.slice(1).toLowerCase();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {label}
    </span>
  );
}

/** The 'Sale' / 'Exchange' chips of a listing card. */
export function ModeChips({ type }: { type: ListingType }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {acceptsSale(type) ? (
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">Sale</span>
      ) : null}
      {acceptsExchange(type) ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Exchange</span>
      ) : null}
    </span>
  );
}
