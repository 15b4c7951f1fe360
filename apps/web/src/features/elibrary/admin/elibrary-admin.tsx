import { PAGE_SIZE } from '@campus/shared/constants';
import type { LibraryStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';
import { lazy, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { ReviewActions } from '../../../components/ui/review-actions';
import { Tabs } from '../../../components/ui/tabs';
import {
  type LibraryItemsArgs,
  useLibraryCategoriesQuery,
  useLibraryItemsQuery,
  useLibrarySummaryQuery,
  useUpdateLibraryItemMutation,
} from '../elibrary-api';
import { StatusBadge, useCategoryOptions } from './admin-options';

// The forms, with the zod schemas they check with (and the gallery editor), load when one is opened.
const LibraryItemForm = lazy(() => import('./library-forms').then((m) => ({ default: m.LibraryItemForm })));
const LibraryCategoryForm = lazy(() => import('./library-forms').then((m) => ({ default: m.LibraryCategoryForm })));

function useItemTable(query: TableQuery) {
  return useLibraryItemsQuery(query as unknown as LibraryItemsArgs);
}
function useCategoryTable(query: TableQuery) {
  return useLibraryCategoriesQuery({ page: query.page, limit: query.limit, searchTerm: query.searchTerm });
}

/** Approve / Reject from the table, each behind an Undo toast; the author is notified by the server. */
function ReviewButtons({ item }: { item: TLibraryItem }) {
  const [update, { isLoading }] = useUpdateLibraryItemMutation();
  const decide = async (status: LibraryStatus) => {
    try {
      await update({ id: item.id, status }).unwrap();
      toast.success(MSG.eLibraryItemUpdated);
    } catch (error) {
      toast.error(MSG.updateFailed(errorMessage(error)));
    }
  };
  return (
    <ReviewActions
      title={item.title}
      disabled={isLoading}
      onApprove={item.status !== 'APPROVED' ? () => void decide('APPROVED') : undefined}
      onReject={item.status !== 'REJECTED' ? () => void decide('REJECTED') : undefined}
    />
  );
}

const ITEM_COLUMNS: DataTableColumn<TLibraryItem>[] = [
  { key: 'images.0', header: 'Cover', kind: 'image' },
  { key: 'title', header: 'Title' },
  { key: 'category.name', header: 'Category' },
  { key: 'author.fullName', header: 'Author' },
  { key: 'status', header: 'Status', render: (item) => <StatusBadge status={item.status} /> },
  { key: 'createdAt', header: 'Created', kind: 'date' },
  { key: 'review', header: 'Review', render: (item) => <ReviewButtons item={item} /> },
];

const SORT_FILTERS: AdminField[] = [
  {
    name: 'sortBy',
    label: 'Sort by',
    kind: 'select',
    placeholder: 'Date',
    options: [
      { value: 'createdAt', label: 'Date' },
      { value: 'title', label: 'Title' },
    ],
  },
  {
    name: 'sortOrder',
    label: 'Order',
    kind: 'select',
    placeholder: 'Newest / Z to A first',
    options: [
      { value: 'desc', label: 'Descending' },
      { value: 'asc', label: 'Ascending' },
    ],
  },
  { name: 'createdAt', label: 'Created on', kind: 'date' },
];

const CATEGORY_COLUMNS: DataTableColumn<TLibraryCategory>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'name', header: 'Name' },
  { key: 'updatedAt', header: MSG.lastUpdate, kind: 'date' },
];

type StatusView = LibraryStatus | 'ALL';

/** The approval queue first: a status switch with counts from GET /eLibrary/summary above the items table. */
function ItemsTab() {
  const [view, setView] = useState<StatusView>('PENDING');
  const categories = useCategoryOptions();
  const { data: summary } = useLibrarySummaryQuery();
  const counts = summary?.data;
  const views: { value: StatusView; label: string; count?: number }[] = [
    { value: 'PENDING', label: 'Pending', count: counts?.byStatus.PENDING },
    { value: 'APPROVED', label: 'Approved', count: counts?.byStatus.APPROVED },
    { value: 'REJECTED', label: 'Rejected', count: counts?.byStatus.REJECTED },
    { value: 'ALL', label: 'All', count: counts?.total },
  ];
  const filters: AdminField[] = [
    { name: 'categoryId', label: 'Category', kind: 'select', options: categories, placeholder: 'All Categories' },
    ...SORT_FILTERS,
  ];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Show items by status</legend>
        {views.map((v) => (
          <button
            key={v.value}
            type="button"
            aria-pressed={view === v.value}
            onClick={() => setView(v.value)}
            className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
              view === v.value
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            {v.label}
            {v.count !== undefined ? (
              <span
                className={`rounded-full px-2 text-xs ${view === v.value ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
              >
                {v.count}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>
      <DataTable<TLibraryItem>
        key={view}
        title="E-Library Management"
        columns={ITEM_COLUMNS}
        useQuery={useItemTable}
        baseQuery={view === 'ALL' ? undefined : { status: view }}
        search={{ placeholder: 'Search by title' }}
        filters={filters}
        emptyText={view === 'PENDING' ? 'Nothing is waiting for review' : MSG.noItemsFound}
        editor={{
          title: (row) => (row ? 'Update E-Library Item' : 'Add E-Library Item'),
          render: (row, close) => <LibraryItemForm row={row} onDone={close} />,
        }}
      />
    </div>
  );
}

/** E-Library Management: tabs Items (with the approval queue) and Categories. */
export default function ElibraryAdmin() {
  return (
    <Tabs
      label="E-Library Management"
      defaultValue="items"
      items={[
        {
          value: 'items',
          label: 'Items',
          content: (
            <div className="pt-4">
              <ItemsTab />
            </div>
          ),
        },
        {
          value: 'categories',
          label: 'Categories',
          content: (
            <div className="pt-4">
              <DataTable<TLibraryCategory>
                title="E-Library Categories"
                columns={CATEGORY_COLUMNS}
                useQuery={useCategoryTable}
                pageSize={PAGE_SIZE.adminTable}
                search={{ placeholder: 'Search categories' }}
                editor={{
                  title: (row) => (row ? 'Update Category' : 'Add Category'),
                  render: (row, close) => <LibraryCategoryForm row={row} onDone={close} />,
                }}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
