import type { ListingStatus, ListingType, OfferStatus } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { useT } from '../../../lib/i18n';
import { acceptsExchange, acceptsSale, statusLabel, typeBadge } from '../marketplace-format';

/** S, E or S/E (product §2), with the full meaning for screen readers and on hover. */
export function TypeBadge({ type, className = '' }: { type: ListingType; className?: string }) {
  useT(marketplace); // renders again when the language changes
  const badge = typeBadge(type);
  return (
    <span
      title={badge.text}
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-md bg-slate-900/85 px-1.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden>{badge.short}</span>
      <span className="sr-only">{badge.text}</span>
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
  useT(marketplace); // renders again when the language changes
  const label = statusLabel(status);
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {label}
    </span>
  );
}

/** The 'Sale' / 'Exchange' chips of a listing card. */
export function ModeChips({ type }: { type: ListingType }) {
  const t = useT(marketplace);
  return (
    <span className="flex flex-wrap gap-1.5">
      {acceptsSale(type) ? (
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {t('sale')}
        </span>
      ) : null}
      {acceptsExchange(type) ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('exchange')}
        </span>
      ) : null}
    </span>
  );
}
