import { PAGE_SIZE } from '@campus/shared/constants';
import type { ListingStatus } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover-image';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { SearchBox } from '../../../components/ui/search-box';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { SelectField } from '../../../components/ui/text-field';
import { type Translate, useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';
import { ModeChips, StatusBadge, TypeBadge } from '../components/badges';
import { ListingForm } from '../components/listing-form';
import { OfferList } from '../components/offer-list';
import { useMarketplaceCategoriesQuery, useMarketplaceItemsQuery } from '../marketplace-api';
import { statusLabel } from '../marketplace-format';

const FILTER_STATUSES: ListingStatus[] = ['AVAILABLE', 'PENDING', 'SOLD', 'REJECTED'];

/** All, Available, Pending, Sold, Rejected. */
const statusFilters = (t: Translate<typeof marketplace.en>): { value: ListingStatus | ''; label: string }[] => [
  { value: '', label: t('all') },
  ...FILTER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];

function OffersOverlay({ item, onClose }: { item: TMarketplaceListItem; onClose(): void }) {
  const t = useT(marketplace);
  const tm = useT(msg);
  // The member's own listings (sellerId = their id) carry every offer (decision 025).
  const offers = item.offers ?? [];
  const purchase = offers.filter((o) => o.type === 'BUY');
  const exchange = offers.filter((o) => o.type === 'EXCHANGE');
  const section = (heading: string, list: typeof purchase) => (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      {list.length ? <OfferList item={item} offers={list} isSeller /> : null}
    </section>
  );
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('offersFor', item.title)}>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        {item.hasAcceptedOffer ? (
          <p className="rounded-xl bg-emerald-600 px-4 py-2.5 font-bold text-white">{tm('offerAccepted')}</p>
        ) : null}
        {offers.length === 0 ? (
          <EmptyState title={tm('noOffersYet')} />
        ) : (
          <>
            {section(t('purchaseOffers', purchase.length), purchase)}
            {section(t('exchangeOffers', exchange.length), exchange)}
          </>
        )}
      </div>
    </Modal>
  );
}

function ListingCard({
  item,
  onEdit,
  onViewOffers,
}: {
  item: TMarketplaceListItem;
  onEdit(): void;
  onViewOffers(): void;
}) {
  const t = useT(marketplace);
  const tm = useT(msg);
  const f = useFormat();
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <div className="relative sm:w-56 sm:shrink-0">
        <CoverImage
          {...responsiveImage(item.coverPic, '(min-width: 640px) 224px, 100vw')}
          alt=""
          loading="lazy"
          className="aspect-[4/3] h-full w-full bg-slate-100 object-cover"
        />
        <TypeBadge type={item.type} className="absolute right-2 top-2" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <StatusBadge status={item.status} />
          {/* Category and time stay on one line: a long category is cut short, the time never wraps alone. */}
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className="truncate font-semibold text-slate-700">{item.category?.name ?? tm('uncategorized')}</span>
            <span aria-hidden>·</span>
            <time dateTime={item.createdAt} className="shrink-0 whitespace-nowrap">
              {f.relative(item.createdAt)}
            </time>
          </span>
        </div>
        <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
        <div className="flex flex-wrap items-center gap-3">
          {item.price ? <span className="text-lg font-bold text-brand-800">{f.taka(item.price)}</span> : null}
          <ModeChips type={item.type} />
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{item.description}</p>
        {item.exchangeFor ? (
          <p className="text-sm text-slate-800">
            <span className="font-semibold">{t('lookingToExchangeFor')}</span>
            {item.exchangeFor}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="secondary"
            onClick={onEdit}
            icon={<Pencil aria-hidden size={16} />}
            aria-label={t('editTitle', item.title)}
          >
            {t('edit')}
          </Button>
          <Button onClick={onViewOffers} aria-label={t('viewOffersFor', item.title)}>
            {t('viewOffers', item.offerCount ?? 0)}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** 'Your Listings' in the member dashboard (product §2 Member listings screen), 10 per page. */
export default function MyListings() {
  const t = useT(marketplace);
  const tm = useT(msg);
  const { user } = useSession();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [status, setStatus] = useState<ListingStatus | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ item?: TMarketplaceListItem } | null>(null);
  const [offersFor, setOffersFor] = useState<number | null>(null);

  const categories = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.categoryLookup });
  const { data, isLoading, isFetching, error } = useMarketplaceItemsQuery(
    {
      sellerId: user?.id,
      status: status || undefined,
      categoryId: categoryId ? Number(categoryId) : undefined,
      searchTerm: searchTerm || undefined,
      page,
      limit: PAGE_SIZE.memberListings,
    },
    { skip: !user },
  );
  const items = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE.memberListings));
  const hasFilters = Boolean(searchTerm || status || categoryId);
  const offersItem = items.find((i) => i.id === offersFor);

  const search = (term: string) => {
    setSearchTerm(term);
    setPage(1);
  };

  const edit = (item: TMarketplaceListItem) => {
    // product §4: only AVAILABLE listings can be edited by their seller.
    if (item.status === 'PENDING') toast.warning(tm('pendingListingNotEditable'));
    else if (item.status !== 'AVAILABLE') toast.warning(tm('onlyAvailableEditable'));
    else setForm({ item });
  };

  const post = () => {
    if (!user) {
      toast.error(tm('loginToCreateListing'));
      return;
    }
    setForm({});
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingRegion label={t('loadingYourListings')}>
        <div className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      </LoadingRegion>
    );
  } else if (isOfflineError(error)) {
    body = <OfflineState />;
  } else if (error) {
    body = <EmptyState title={errorMessage(error)} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={tm('noListings')}
        hint={hasFilters ? tm('noListingsFilterHint') : tm('noListingsCreateHint')}
      />
    );
  } else {
    body = (
      <ul className={`flex flex-col gap-4 ${isFetching ? 'opacity-70' : ''}`}>
        {items.map((item) => (
          <ListingCard key={item.id} item={item} onEdit={() => edit(item)} onViewOffers={() => setOffersFor(item.id)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${searchId}-title`} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${searchId}-title`} className="text-xl font-extrabold text-slate-900">
          {tm('yourListings')}
        </h2>
        <Button onClick={post} icon={<Plus aria-hidden size={16} />}>
          {t('post')}
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <SearchBox
          className="col-span-2 md:col-span-1"
          variant="field"
          label={t('searchByTitle')}
          showLabel
          value={draft}
          onValueChange={setDraft}
          onSearch={search}
          onClear={() => {
            setDraft('');
            search('');
          }}
        />
        <SelectField
          label={t('statusLabel')}
          options={statusFilters(t)}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ListingStatus | '');
            setPage(1);
          }}
        />
        <SelectField
          label={t('category')}
          options={[
            { value: '', label: t('allCategories') },
            ...(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setPage(1);
          }}
        />
      </div>

      {body}

      {total > 0 ? (
        <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('prev')}
          </Button>
          <span className="text-sm text-slate-700">{t('pageOf', page, lastPage)}</span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </nav>
      ) : null}

      {form ? (
        <Modal
          open
          onOpenChange={(open) => !open && setForm(null)}
          title={form.item ? t('editTitle', form.item.title) : t('postAListing')}
        >
          <ListingForm initial={form.item} onDone={() => setForm(null)} />
        </Modal>
      ) : null}
      {offersItem ? <OffersOverlay item={offersItem} onClose={() => setOffersFor(null)} /> : null}
    </section>
  );
}
