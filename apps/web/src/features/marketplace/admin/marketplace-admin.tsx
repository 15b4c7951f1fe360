import { ADMIN_MARKETPLACE_SELLER_ID, ASPECT, CURRENCY_SYMBOL, PAGE_SIZE } from '@campus/shared/constants';
import { LISTING_STATUSES, LISTING_TYPES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import {
  listingRuleViolation,
  type TCreateListingRequest,
  type TMarketplaceCategory,
  type TMarketplaceItem,
  ZAdminUpdateListingRequest,
  ZCreateListingRequest,
  ZCreateMarketplaceCategoryRequest,
} from '@campus/shared/schemas/marketplace';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload, type SelectOption } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { Tabs } from '../../../components/ui/tabs';
import { StatusBadge, TypeBadge } from '../components/badges';
import {
  type ListingQuery,
  useCreateListingMutation,
  useCreateMarketplaceCategoryMutation,
  useMarketplaceCategoriesQuery,
  useMarketplaceItemsQuery,
  useMarketplaceSummaryQuery,
  useUpdateListingMutation,
  useUpdateMarketplaceCategoryMutation,
} from '../marketplace-api';
import { formatTaka, STATUS_LABEL, TYPE_OPTIONS } from '../marketplace-format';

const STATUS_OPTIONS: SelectOption[] = LISTING_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

// The admin update carries the same cross-field rules as the member form, checked on what is sent.
const ZAdminItemUpdate = ZAdminUpdateListingRequest.omit({ id: true }).superRefine((value, ctx) => {
  const rule = listingRuleViolation(value);
  if (rule) ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
});

function useCategoryOptions(): SelectOption[] {
  const { data } = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

function itemFields(categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: TYPE_OPTIONS },
    { name: 'categoryId', label: 'Category', kind: 'select', required: true, options: categories },
    { name: 'price', label: `Price (${CURRENCY_SYMBOL})`, kind: 'number', min: 0, hint: 'Required for Sale listings' },
    { name: 'exchangeFor', label: 'Exchange For', kind: 'text', hint: 'Required for Exchange listings' },
    ...(isUpdate
      ? [{ name: 'status', label: 'Status', kind: 'select', required: true, options: STATUS_OPTIONS } as AdminField]
      : []),
    { name: 'description', label: 'Description', kind: 'textarea', required: true, rows: 4 },
    { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.listingCover, required: true },
  ];
}

/** Create (item = null) or edit any listing; SPEC §9: admin-created items are sold by the fixed seller 1. */
export function MarketplaceItemForm({ item, onDone }: { item: TMarketplaceItem | null; onDone(): void }) {
  const categories = useCategoryOptions();
  const [createListing] = useCreateListingMutation();
  const [updateListing] = useUpdateListingMutation();

  const submit = async (payload: Payload) => {
    try {
      if (item) {
        await updateListing({ ...payload, id: item.id } as Parameters<typeof updateListing>[0]).unwrap();
        toast.success(MSG.marketplaceItemUpdated);
      } else {
        await createListing({ ...payload, sellerId: ADMIN_MARKETPLACE_SELLER_ID } as TCreateListingRequest).unwrap();
        toast.success(MSG.marketplaceItemAdded);
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(item ? MSG.updateFailed(message) : MSG.addFailed(message));
    }
  };

  return (
    <AdminForm
      key={categories.length}
      label={item ? `Update ${item.title}` : 'Add a marketplace item'}
      fields={itemFields(categories, Boolean(item))}
      schema={item ? ZAdminItemUpdate : ZCreateListingRequest}
      initialValues={item ? { ...item } : { type: 'SALE' }}
      submitLabel={item ? 'Update Item' : 'Add Item'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}

/** Approve or reject a PENDING listing right from its row; the seller is notified by the server. */
function ReviewButtons({ item }: { item: TMarketplaceItem }) {
  const [updateListing, { isLoading }] = useUpdateListingMutation();
  if (item.status !== 'PENDING') return <StatusBadge status={item.status} />;
  const decide = async (status: 'AVAILABLE' | 'REJECTED') => {
    try {
      await updateListing({ id: item.id, status }).unwrap();
      toast.success(MSG.marketplaceItemUpdated);
    } catch (error) {
      toast.error(MSG.updateFailed(errorMessage(error)));
    }
  };
  return (
    // The row opens the editor on click; these buttons act on their own.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside are keyboard operable
    <span className="flex flex-wrap items-center gap-1.5" onClick={(e) => e.stopPropagation()}>
      <StatusBadge status={item.status} />
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void decide('AVAILABLE')}
        aria-label={`Approve ${item.title}`}
        className="rounded-md bg-emerald-700 px-2 py-1 text-xs font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        Approve
      </button>
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void decide('REJECTED')}
        aria-label={`Reject ${item.title}`}
        className="rounded-md bg-rose-700 px-2 py-1 text-xs font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        Reject
      </button>
    </span>
  );
}

const ITEM_COLUMNS: DataTableColumn<TMarketplaceItem>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'title', header: 'Title' },
  { key: 'type', header: 'Type', render: (i) => <TypeBadge type={i.type} /> },
  { key: 'price', header: 'Price', render: (i) => (i.price ? formatTaka(i.price) : '—') },
  { key: 'status', header: 'Status', render: (i) => <ReviewButtons item={i} /> },
  { key: 'category.name', header: 'Category' },
  { key: 'seller.fullName', header: 'Seller' },
  { key: 'offerCount', header: 'Offers' },
  { key: 'createdAt', header: 'Posted', kind: 'date' },
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
          {STATUS_LABEL[s]} <span className="font-bold text-slate-900">{summary.byStatus[s]}</span>
        </li>
      ))}
    </ul>
  );
}

function ItemsTab() {
  const categories = useCategoryOptions();
  const filters: AdminField[] = [
    { name: 'status', label: 'Status', kind: 'select', options: STATUS_OPTIONS },
    { name: 'type', label: 'Type', kind: 'select', options: LISTING_TYPES.map((t) => ({ value: t, label: t })) },
    { name: 'categoryId', label: 'Category', kind: 'select', options: categories },
  ];
  return (
    <div className="flex flex-col gap-4 pt-4">
      <SummaryStrip />
      <DataTable<TMarketplaceItem>
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

const CATEGORY_FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.marketplaceCategory, required: true },
];

export function MarketplaceCategoryForm({
  category,
  onDone,
}: {
  category: TMarketplaceCategory | null;
  onDone(): void;
}) {
  const [createCategory] = useCreateMarketplaceCategoryMutation();
  const [updateCategory] = useUpdateMarketplaceCategoryMutation();
  const submit = async (payload: Payload) => {
    try {
      if (category) {
        await updateCategory({ ...payload, id: category.id }).unwrap();
        toast.success(MSG.categoryUpdated);
      } else {
        await createCategory(payload as { name: string; coverPic: string }).unwrap();
        toast.success(MSG.categoryAdded);
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(category ? MSG.updateFailed(message) : MSG.addFailed(message));
    }
  };
  return (
    <AdminForm
      label={category ? `Update ${category.name}` : 'Add a category'}
      fields={CATEGORY_FIELDS}
      schema={ZCreateMarketplaceCategoryRequest}
      initialValues={category ? { ...category } : undefined}
      submitLabel={category ? 'Update Category' : 'Add Category'}
      onCancel={onDone}
      onSubmit={submit}
    />
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
          { key: 'updatedAt', header: 'Last Update', kind: 'date' },
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

/** Marketplace Management: tabs Items and Categories (SPEC §2 Admin tables). */
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
