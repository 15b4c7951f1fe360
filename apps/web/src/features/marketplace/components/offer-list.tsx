import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceListItem, TMarketplaceOffer } from '@campus/shared/schemas/marketplace';
import { Phone } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage, isUnanswered } from '../../../app/api-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover-image';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { useAcceptOfferMutation } from '../marketplace-api';
import { StatusBadge } from './badges';

/** Accepting with the product §8 toasts; the server decides who may (only the seller). */
export function useAcceptOffer() {
  const tm = useT(msg);
  const [acceptOffer, state] = useAcceptOfferMutation();
  const accept = async (item: TMarketplaceListItem, offer: TMarketplaceOffer) => {
    try {
      await acceptOffer({ marketplaceId: item.id, offerId: offer.id, sellerId: item.sellerId }).unwrap();
      toast.success(tm('offerAcceptedToast'));
    } catch (err) {
      // product §8: the server's reason wins; an answer without one names the offer's kind; no answer at all says
      // the accept failed, with the network's reason under it.
      const fallback = offer.type === 'BUY' ? tm('failedToAcceptPriceOffer') : tm('failedToAcceptExchangeOffer');
      if (isUnanswered(err)) toast.error(tm('failedToAcceptOffer'), { description: errorMessage(err) });
      else toast.error(errorMessage(err, fallback));
    }
  };
  return { accept, isLoading: state.isLoading, pendingOfferId: state.originalArgs?.offerId };
}

export function OfferCard({
  offer,
  onAccept,
  isAccepting,
}: {
  offer: TMarketplaceOffer;
  onAccept?: () => void;
  isAccepting?: boolean;
}) {
  const t = useT(marketplace);
  const f = useFormat();
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <Avatar src={offer.buyerProfilePic} name={offer.buyerName} size={36} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{offer.buyerName}</p>
          <p className="text-xs text-slate-600">{f.relative(offer.createdAt)}</p>
        </div>
        <StatusBadge status={offer.status} />
      </div>
      {offer.type === 'BUY' ? (
        <div className="text-sm text-slate-800">
          <p className="text-lg font-bold text-brand-800">
            {offer.offerPrice !== null ? f.taka(offer.offerPrice) : '—'}
          </p>
          {offer.offerItemDescription ? <p>{t('meetAt', offer.offerItemDescription)}</p> : null}
        </div>
      ) : (
        <div className="flex gap-3 text-sm text-slate-800">
          {offer.offerItemImage ? (
            <CoverImage
              {...responsiveImage(offer.offerItemImage, '96px')}
              alt={offer.offerItemTitle ?? t('offeredItem')}
              className="h-20 w-24 shrink-0 rounded-lg object-cover"
              loading="lazy"
            />
          ) : null}
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{offer.offerItemTitle}</p>
            <p className="text-slate-700">{offer.offerItemDescription}</p>
          </div>
        </div>
      )}
      {offer.buyerContact ? (
        <a
          href={`tel:${offer.buyerContact}`}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline"
        >
          <Phone aria-hidden size={16} /> {t('contactBuyer', offer.buyerName, offer.buyerContact)}
        </a>
      ) : null}
      {onAccept ? (
        <Button
          onClick={onAccept}
          isLoading={isAccepting}
          aria-label={t('acceptOfferFrom', offer.buyerName)}
          className="self-start"
        >
          {t('accept')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The offers on one item. The seller sees an Accept button on each PENDING offer while none is
 * accepted and the item is AVAILABLE (product §2 "Item modal / offers behaviour").
 */
export function OfferList({
  item,
  offers,
  isSeller,
}: {
  item: TMarketplaceListItem;
  offers: TMarketplaceOffer[];
  isSeller: boolean;
}) {
  const { accept, isLoading, pendingOfferId } = useAcceptOffer();
  const canAccept = isSeller && item.status === 'AVAILABLE' && !item.hasAcceptedOffer;
  return (
    <ul className="flex flex-col gap-3">
      {offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          onAccept={canAccept && offer.status === 'PENDING' ? () => void accept(item, offer) : undefined}
          isAccepting={isLoading && pendingOfferId === offer.id}
        />
      ))}
    </ul>
  );
}
