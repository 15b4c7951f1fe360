import { LISTING_STATUSES, LISTING_TYPES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TMarketplaceCategory, TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { lazy, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { ReviewActions } from '../../../components/ui/review-actions';
import { Tabs } from '../../../components/ui/tabs';
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
  const [updateListing, { isLoading }] = useUpdateListingMutation();
  if (item.status !== 'PENDING') return null;
  const decide = async (status: 'AVAILABLE' | 'REJECTED') => {
    try {
      await updateListing({ id: item.id, status }).unwrap();
      toast.success(MSG.marketplaceItemUpdated);
    } catch (error) {
      toast.error(MSG.updateFailed(errorMessage(error)));
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

const ITEM_COLUMNS: DataTableColumn<TMarketplaceListItem>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'title', header: 'Title' },
  { key: 'type', header: 'Type', render: (i) => <TypeBadge type={i.type} /> },
  { key: 'price', header: 'Price', render: (i) => (i.price ? formatTaka(i.price) : '—') },
  { key: 'status', header: 'Status', render: (i) => <StatusBadge status={i.status} /> },
  { key: 'category.name', header: 'Category' },
  { key: 'seller.fullName', header: 'Seller' },
  { key: 'offerCount', header: 'Offers' },
  { key: 'createdAt', header: 'Posted', kind: 'date' },
  { key: 'review', header: 'Review', render: (i) => <ReviewButtons item={i} /> },
];

function useItemTable(query: TableQuery) {
  return useMarketplaceItemsQuery(query as ListingQuery);
}

function SummaryStrip() {
  const { data } = useMarketplaceSummaryQuery();
  const summary = data?.data;
  if (!summary) return null;
  return (
    <ul aria-label="Listings by status" className="flex flex-wrap gap-2">
      {LISTING_STATUSES.map((s) => (
        <li key={s} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
          {statusLabel(s)} <span className="font-bold text-slate-900">{summary.byStatus[s]}</span>
        </li>
      ))}
    </ul>
  );
}

function ItemsTab() {
  const categories = useCategoryOptions();
  const filters: AdminField[] = [
    { name: 'status', label: 'Status', kind: 'select', options: statusOptions() },
    { name: 'type', label: 'Type', kind: 'select', options: LISTING_TYPES.map((t) => ({ value: t, label: t })) },
    { name: 'categoryId', label: 'Category', kind: 'select', options: categories },
  ];
  return (
    <div className="flex flex-col gap-4 pt-4">
      <SummaryStrip />
      <DataTable<TMarketplaceListItem>
        title="Marketplace Management"
        columns={ITEM_COLUMNS}
        useQuery={useItemTable}
        search={{ placeholder: 'Search by title' }}
        filters={filters}
        editor={{
          title: (item) => (item ? `Update ${item.title}` : 'Add a Marketplace Item'),
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
  return (
    <div className="pt-4">
      <DataTable<TMarketplaceCategory>
        title="Marketplace Categories"
        columns={[
          { key: 'coverPic', header: 'Cover', kind: 'image' },
          { key: 'name', header: 'Name' },
          { key: 'updatedAt', header: MSG.lastUpdate, kind: 'date' },
        ]}
        useQuery={useCategoryTable}
        editor={{
          title: (c) => (c ? `Update ${c.name}` : 'Add a Category'),
          render: (c, close) => <MarketplaceCategoryForm category={c} onDone={close} />,
        }}
      />
    </div>
  );
}

/** Marketplace Management: tabs Items and Categories (product §2 Admin tables). */
export default function MarketplaceAdmin() {
  const [tab, setTab] = useState('items');
  return (
    <Tabs
      label="Marketplace Management"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'items', label: 'Items', content: <ItemsTab /> },
        { value: 'categories', label: 'Categories', content: <CategoriesTab /> },
      ]}
    />
  );
}
