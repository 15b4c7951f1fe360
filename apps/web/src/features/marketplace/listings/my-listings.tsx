import { PAGE_SIZE } from '@campus/shared/constants';
import type { ListingStatus } from '@campus/shared/enums';
import { relativeTime } from '@campus/shared/format';
import { MSG } from '@campus/shared/messages';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { SearchBox } from '../../../components/ui/search-box';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { SelectField } from '../../../components/ui/text-field';
import { responsiveImage } from '../../../lib/responsive-image';
import { ModeChips, StatusBadge, TypeBadge } from '../components/badges';
import { ListingForm } from '../components/listing-form';
import { OfferList } from '../components/offer-list';
import { useMarketplaceCategoriesQuery, useMarketplaceItemsQuery } from '../marketplace-api';
import { formatTaka } from '../marketplace-format';

const STATUS_FILTERS: { value: ListingStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'AVAILABLE', label: 'Available' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SOLD', label: 'Sold' },
  { value: 'REJECTED', label: 'Rejected' },
];

function OffersOverlay({ item, onClose }: { item: TMarketplaceListItem; onClose(): void }) {
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
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Offers for ${item.title}`}>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        {item.hasAcceptedOffer ? (
          <p className="rounded-xl bg-emerald-600 px-4 py-2.5 font-bold text-white">{MSG.offerAccepted}</p>
        ) : null}
        {offers.length === 0 ? (
          <EmptyState title={MSG.noOffersYet} />
        ) : (
          <>
            {section(`Purchase Offers (${purchase.length})`, purchase)}
            {section(`Exchange Offers (${exchange.length})`, exchange)}
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
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <div className="relative sm:w-56 sm:shrink-0">
        <img
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
            <span className="truncate font-semibold text-slate-700">{item.category?.name ?? MSG.uncategorized}</span>
            <span aria-hidden>·</span>
            <time dateTime={item.createdAt} className="shrink-0 whitespace-nowrap">
              {relativeTime(item.createdAt)}
            </time>
          </span>
        </div>
        <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
        <div className="flex flex-wrap items-center gap-3">
          {item.price ? <span className="text-lg font-bold text-brand-800">{formatTaka(item.price)}</span> : null}
          <ModeChips type={item.type} />
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{item.description}</p>
        {item.exchangeFor ? (
          <p className="text-sm text-slate-800">
            <span className="font-semibold">Looking to Exchange For: </span>
            {item.exchangeFor}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="secondary"
            onClick={onEdit}
            icon={<Pencil aria-hidden size={16} />}
            aria-label={`Edit ${item.title}`}
          >
            Edit
          </Button>
          <Button onClick={onViewOffers} aria-label={`View Offers for ${item.title}`}>
            View Offers ({item.offerCount})
          </Button>
        </div>
      </div>
    </li>
  );
}

/** 'Your Listings' in the member dashboard (product §2 Member listings screen), 10 per page. */
export default function MyListings() {
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
    if (item.status === 'PENDING') toast.warning(MSG.pendingListingNotEditable);
    else if (item.status !== 'AVAILABLE') toast.warning(MSG.onlyAvailableEditable);
    else setForm({ item });
  };

  const post = () => {
    if (!user) {
      toast.error(MSG.loginToCreateListing);
      return;
    }
    setForm({});
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingRegion label="Loading your listings">
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
      <EmptyState title={MSG.noListings} hint={hasFilters ? MSG.noListingsFilterHint : MSG.noListingsCreateHint} />
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
          {MSG.yourListings}
        </h2>
        <Button onClick={post} icon={<Plus aria-hidden size={16} />}>
          Post
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <SearchBox
          className="col-span-2 md:col-span-1"
          variant="field"
          label="Search by title"
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
          label="Status"
          options={STATUS_FILTERS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ListingStatus | '');
            setPage(1);
          }}
        />
        <SelectField
          label="Category"
          options={[
            { value: '', label: 'All Categories' },
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
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Prev
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {lastPage}
          </span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}

      {form ? (
        <Modal
          open
          onOpenChange={(open) => !open && setForm(null)}
          title={form.item ? `Edit ${form.item.title}` : 'Post a listing'}
        >
          <ListingForm initial={form.item} onDone={() => setForm(null)} />
        </Modal>
      ) : null}
      {offersItem ? <OffersOverlay item={offersItem} onClose={() => setOffersFor(null)} /> : null}
    </section>
  );
}
