import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { BadgeCheck, CircleSlash, Info, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useSession } from '../../../app/session/use-session';
import { Avatar } from '../../../components/ui/avatar';
import { CoverImage } from '../../../components/ui/cover-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { acceptsExchange, acceptsSale, detailPrice } from '../marketplace-format';
import { StatusBadge, TypeBadge } from './badges';
import { ExchangeOfferForm, PriceOfferForm } from './offer-forms';
import { OfferList } from './offer-list';

function Notice({
  tone,
  icon,
  children,
}: {
  tone: 'success' | 'muted' | 'info';
  icon: ReactNode;
  children: ReactNode;
}) {
  const styles = {
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    muted: 'bg-slate-100 text-slate-800 ring-slate-200',
    info: 'bg-sky-50 text-sky-900 ring-sky-200',
  }[tone];
  return (
    <div role="status" className={`flex items-start gap-3 rounded-xl p-3 text-sm ring-1 ${styles}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/**
 * One item as the viewer may act on it (product §2 "Item modal / offers behaviour"): the seller sees the
 * offers with Accept buttons while none is accepted; a member who has not offered gets the offer forms
 * that fit the item's type; a member who offered sees 'You have submitted an offer'; once an offer is
 * accepted everyone sees 'Offer Accepted', the accepted buyer the seller's number, everyone else
 * 'This item is no longer available'.
 *
 * A tile from the list carries no offers, offer facts or description (the list is one cached answer for every
 * viewer, decisions 025 and 034): until the item's own answer arrives the details show, the description is a
 * skeleton and the viewer's part waits, so no offer form flashes for someone who already offered.
 */
export function ItemDetails({ item }: { item: TMarketplaceListItem }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const f = useFormat();
  const { user } = useSession();
  const offersHeadingId = useId();
  const isSeller = user?.id === item.sellerId;
  const offers = item.offers ?? [];
  const myOffer = user ? offers.find((o) => o.buyerId === user.id) : undefined;
  const isAccepted = item.hasAcceptedOffer || offers.some((o) => o.status === 'ACCEPTED');
  const isOpen = item.status === 'AVAILABLE' && !isAccepted;

  // The viewer's situation shows first (under the banner) so a phone shows it without scrolling;
  // forms and offer lists follow the item details.
  let notice: ReactNode = null;
  let actions: ReactNode = null;
  if (!item.offers) {
    actions = (
      <p role="status" className="text-sm text-slate-600">
        {t('loadingOffers')}
      </p>
    );
  } else if (isSeller) {
    if (item.status === 'PENDING') {
      notice = (
        <Notice tone="info" icon={<Info aria-hidden size={18} />}>
          {tm('pendingListingNotEditable')}
        </Notice>
      );
    }
    actions = (
      <section aria-labelledby={offersHeadingId} className="flex flex-col gap-3">
        <h3 id={offersHeadingId} className="text-base font-bold text-slate-900">
          {t('offersCount', offers.length)}
        </h3>
        {offers.length ? (
          <OfferList item={item} offers={offers} isSeller />
        ) : (
          <p className="text-sm text-slate-600">{tm('noOffersReceived')}</p>
        )}
      </section>
    );
  } else if (myOffer?.status === 'ACCEPTED') {
    notice = (
      <Notice tone="success" icon={<BadgeCheck aria-hidden size={18} />}>
        <p className="font-bold">{tm('yourOfferAccepted')}</p>
        <p>{t('contactSellerToArrange')}</p>
        {item.sellerContact ? (
          <a
            href={`tel:${item.sellerContact}`}
            className="mt-1 inline-flex items-center gap-2 font-semibold text-emerald-900 underline"
          >
            <Phone aria-hidden size={16} /> {item.seller.fullName}: {item.sellerContact}
          </a>
        ) : null}
      </Notice>
    );
  } else if (!isOpen) {
    notice = (
      <Notice tone="muted" icon={<CircleSlash aria-hidden size={18} />}>
        <p className="font-semibold">{tm('noLongerAvailable')}</p>
      </Notice>
    );
  } else if (myOffer) {
    notice = (
      <Notice tone="info" icon={<Info aria-hidden size={18} />}>
        <p className="font-semibold">{tm('alreadyOffered')}</p>
      </Notice>
    );
    actions = <OfferList item={item} offers={[myOffer]} isSeller={false} />;
  } else {
    actions = (
      <div className="grid gap-6 md:grid-cols-2">
        {acceptsSale(item.type) ? <PriceOfferForm item={item} /> : null}
        {acceptsExchange(item.type) ? <ExchangeOfferForm item={item} /> : null}
      </div>
    );
  }

  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      {isAccepted ? (
        <div className="flex items-center gap-2 rounded-xl bg-emerald-600 px-4 py-2.5 font-bold text-white">
          <BadgeCheck aria-hidden size={20} /> {tm('offerAccepted')}
        </div>
      ) : null}
      {notice}
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="relative overflow-hidden rounded-2xl bg-slate-100">
          <CoverImage src={item.coverPic} alt={item.title} className="aspect-[4/3] w-full object-cover" />
          <TypeBadge type={item.type} className="absolute right-3 top-3" />
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={item.status} />
            {item.category ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {item.category.name}
              </span>
            ) : null}
          </div>
          <h2 className="text-2xl font-extrabold text-slate-900">{item.title}</h2>
          {acceptsSale(item.type) || item.price ? (
            <p className="text-2xl font-bold text-brand-800">{detailPrice(item.price)}</p>
          ) : null}
          {item.exchangeFor && acceptsExchange(item.type) ? (
            <p className="text-sm text-slate-800">
              <span className="font-semibold">{t('lookingToExchangeFor')}</span>
              {item.exchangeFor}
            </p>
          ) : null}
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <Avatar src={item.seller.profilePic} name={item.seller.fullName} size={40} />
            <div className="min-w-0">
              <p className="text-xs text-slate-600">{t('seller')}</p>
              <p className="truncate font-semibold text-slate-900">{item.seller.fullName}</p>
            </div>
            <p className="ml-auto text-xs text-slate-600">{f.relative(item.createdAt)}</p>
          </div>
          {item.description === undefined ? (
            // A tile carries no description (decision 034): it arrives with the item's own answer.
            <div data-testid="description-loading" className="flex flex-col gap-2">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-4/5" />
            </div>
          ) : (
            <p className="whitespace-pre-line text-sm leading-relaxed text-slate-800">{item.description}</p>
          )}
        </div>
      </div>
      {actions}
    </article>
  );
}
