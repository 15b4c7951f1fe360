import { LISTING_STATUSES, LISTING_TYPES } from '@campus/shared/enums';
import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceCategory, TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { lazy, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { ReviewActions } from '../../../components/ui/review-actions';
import { Tabs } from '../../../components/ui/tabs';
import { type Translate, useT } from '../../../lib/i18n';
import { StatusBadge, TypeBadge } from '../components/badges';
import {
  type ListingQuery,
  useMarketplaceCategoriesQuery,
  useMarketplaceItemsQuery,
  useMarketplaceSummaryQuery,
  useUpdateListingMutation,
} from '../marketplace-api';
import { formatTaka, statusLabel } from '../marketplace-format';
import { statusOptions, useCategoryOptions } from './admin-options';

// The forms, with the zod schemas they check with, load when one is opened, not with the tables.
const MarketplaceItemForm = lazy(() => import('./marketplace-forms').then((m) => ({ default: m.MarketplaceItemForm })));
const MarketplaceCategoryForm = lazy(() =>
  import('./marketplace-forms').then((m) => ({ default: m.MarketplaceCategoryForm })),
);

/** Approve or reject a PENDING listing from its row, behind an Undo toast; the seller is notified by the server. */
function ReviewButtons({ item }: { item: TMarketplaceListItem }) {
  const tm = useT(msg);
  const [updateListing, { isLoading }] = useUpdateListingMutation();
  if (item.status !== 'PENDING') return null;
  const decide = async (status: 'AVAILABLE' | 'REJECTED') => {
    try {
      await updateListing({ id: item.id, status }).unwrap();
      toast.success(tm('marketplaceItemUpdated'));
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
    }
  };
  return (
    <ReviewActions
      title={item.title}
      disabled={isLoading}
      onApprove={() => void decide('AVAILABLE')}
      onReject={() => void decide('REJECTED')}
    />
  );
}

const itemColumns = (t: Translate<typeof marketplace.en>): DataTableColumn<TMarketplaceListItem>[] => [
  { key: 'coverPic', header: t('colCover'), kind: 'image' },
  { key: 'title', header: t('titleLabel') },
  { key: 'type', header: t('typeLabel'), render: (i) => <TypeBadge type={i.type} /> },
  { key: 'price', header: t('colPrice'), render: (i) => (i.price ? formatTaka(i.price) : '—') },
  { key: 'status', header: t('statusLabel'), render: (i) => <StatusBadge status={i.status} /> },
  { key: 'category.name', header: t('category') },
  { key: 'seller.fullName', header: t('seller') },
  { key: 'offerCount', header: t('colOffers') },
  { key: 'createdAt', header: t('colPosted'), kind: 'date' },
  { key: 'review', header: t('colReview'), render: (i) => <ReviewButtons item={i} /> },
];

function useItemTable(query: TableQuery) {
  return useMarketplaceItemsQuery(query as ListingQuery);
}

function SummaryStrip() {
  const t = useT(marketplace);
  const { data } = useMarketplaceSummaryQuery();
  const summary = data?.data;
  if (!summary) return null;
  return (
    <ul aria-label={t('listingsByStatus')} className="flex flex-wrap gap-2">
      {LISTING_STATUSES.map((s) => (
        <li key={s} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
          {statusLabel(s)} <span className="font-bold text-slate-900">{summary.byStatus[s]}</span>
        </li>
      ))}
    </ul>
  );
}

function ItemsTab() {
  const t = useT(marketplace);
  const categories = useCategoryOptions();
  const filters: AdminField[] = [
    { name: 'status', label: t('statusLabel'), kind: 'select', options: statusOptions() },
    {
      name: 'type',
      label: t('typeLabel'),
      kind: 'select',
      options: LISTING_TYPES.map((t) => ({ value: t, label: t })),
    },
    { name: 'categoryId', label: t('category'), kind: 'select', options: categories },
  ];
  return (
    <div className="flex flex-col gap-4 pt-4">
      <SummaryStrip />
      <DataTable<TMarketplaceListItem>
        title={t('marketplaceManagement')}
        columns={itemColumns(t)}
        useQuery={useItemTable}
        search={{ placeholder: t('searchByTitle') }}
        filters={filters}
        editor={{
          title: (item) => (item ? t('updateTitle', item.title) : t('addMarketplaceItemTitle')),
          render: (item, close) => <MarketplaceItemForm item={item} onDone={close} />,
        }}
      />
    </div>
  );
}

function useCategoryTable(query: TableQuery) {
  return useMarketplaceCategoriesQuery({ page: query.page, limit: query.limit });
}

function CategoriesTab() {
  const t = useT(marketplace);
  const tm = useT(msg);
  return (
    <div className="pt-4">
      <DataTable<TMarketplaceCategory>
        title={t('marketplaceCategories')}
        columns={[
          { key: 'coverPic', header: t('colCover'), kind: 'image' },
          { key: 'name', header: t('nameLabel') },
          { key: 'updatedAt', header: tm('lastUpdate'), kind: 'date' },
        ]}
        useQuery={useCategoryTable}
        editor={{
          title: (c) => (c ? t('updateTitle', c.name) : t('addCategoryTitle')),
          render: (c, close) => <MarketplaceCategoryForm category={c} onDone={close} />,
        }}
      />
    </div>
  );
}

/** Marketplace Management: tabs Items and Categories (product §2 Admin tables). */
export default function MarketplaceAdmin() {
  const t = useT(marketplace);
  const [tab, setTab] = useState('items');
  return (
    <Tabs
      label={t('marketplaceManagement')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'items', label: t('items'), content: <ItemsTab /> },
        { value: 'categories', label: t('categories'), content: <CategoriesTab /> },
      ]}
    />
  );
}
