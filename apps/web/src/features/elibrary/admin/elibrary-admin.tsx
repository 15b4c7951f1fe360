import { PAGE_SIZE } from '@campus/shared/constants';
import type { LibraryStatus } from '@campus/shared/enums';
import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TLibraryCategory, TLibraryItem } from '@campus/shared/schemas/elibrary';
import { lazy, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { ReviewActions } from '../../../components/ui/review-actions';
import { Tabs } from '../../../components/ui/tabs';
import { type Translate, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
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
  const tm = useT(msg);
  const [update, { isLoading }] = useUpdateLibraryItemMutation();
  const decide = async (status: LibraryStatus) => {
    try {
      await update({ id: item.id, status }).unwrap();
      toast.success(tm('eLibraryItemUpdated'));
    } catch (error) {
      toast.error(tm('updateFailed', errorMessage(error)));
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

type ElibraryT = Translate<typeof elibrary.en>;

const itemColumns = (t: ElibraryT): DataTableColumn<TLibraryItem>[] => [
  { key: 'images.0', header: t('colCover'), kind: 'image' },
  { key: 'title', header: t('colTitle') },
  { key: 'category.name', header: t('category') },
  { key: 'author.fullName', header: t('author') },
  { key: 'status', header: t('colStatus'), render: (item) => <StatusBadge status={item.status} /> },
  { key: 'createdAt', header: t('created'), kind: 'date' },
  { key: 'review', header: t('colReview'), render: (item) => <ReviewButtons item={item} /> },
];

const sortFilters = (t: ElibraryT): AdminField[] => [
  {
    name: 'sortBy',
    label: t('sortBy'),
    kind: 'select',
    placeholder: t('sortDate'),
    options: [
      { value: 'createdAt', label: t('sortDate') },
      { value: 'title', label: t('sortTitle') },
    ],
  },
  {
    name: 'sortOrder',
    label: t('order'),
    kind: 'select',
    placeholder: t('orderPlaceholder'),
    options: [
      { value: 'desc', label: t('descending') },
      { value: 'asc', label: t('ascending') },
    ],
  },
  { name: 'createdAt', label: t('createdOn'), kind: 'date' },
];

const categoryColumns = (t: ElibraryT, tm: Translate<typeof msg.en>): DataTableColumn<TLibraryCategory>[] => [
  { key: 'coverPic', header: t('colCover'), kind: 'image' },
  { key: 'name', header: t('colName') },
  { key: 'updatedAt', header: tm('lastUpdate'), kind: 'date' },
];

type StatusView = LibraryStatus | 'ALL';

/** The approval queue first: a status switch with counts from GET /eLibrary/summary above the items table. */
function ItemsTab() {
  const t = useT(elibrary);
  const tm = useT(msg);
  const f = useFormat();
  const [view, setView] = useState<StatusView>('PENDING');
  const categories = useCategoryOptions();
  const { data: summary } = useLibrarySummaryQuery();
  const counts = summary?.data;
  const views: { value: StatusView; text: string; count?: number }[] = [
    { value: 'PENDING', text: t('statusPending'), count: counts?.byStatus.PENDING },
    { value: 'APPROVED', text: t('statusApproved'), count: counts?.byStatus.APPROVED },
    { value: 'REJECTED', text: t('statusRejected'), count: counts?.byStatus.REJECTED },
    { value: 'ALL', text: t('all'), count: counts?.total },
  ];
  const filters: AdminField[] = [
    { name: 'categoryId', label: t('category'), kind: 'select', options: categories, placeholder: t('allCategories') },
    ...sortFilters(t),
  ];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t('showByStatus')}</legend>
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
            {v.text}
            {v.count !== undefined ? (
              <span
                className={`rounded-full px-2 text-xs ${view === v.value ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
              >
                {f.digits(v.count)}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>
      <DataTable<TLibraryItem>
        key={view}
        title={t('eLibraryManagement')}
        columns={itemColumns(t)}
        useQuery={useItemTable}
        baseQuery={view === 'ALL' ? undefined : { status: view }}
        search={{ placeholder: t('searchByTitle') }}
        filters={filters}
        emptyText={view === 'PENDING' ? t('nothingWaiting') : tm('noItemsFound')}
        editor={{
          title: (row) => (row ? t('updateItemTitle') : t('addItemTitle')),
          render: (row, close) => <LibraryItemForm row={row} onDone={close} />,
        }}
      />
    </div>
  );
}

/** E-Library Management: tabs Items (with the approval queue) and Categories. */
export default function ElibraryAdmin() {
  const t = useT(elibrary);
  const tm = useT(msg);
  return (
    <Tabs
      label={t('eLibraryManagement')}
      defaultValue="items"
      items={[
        {
          value: 'items',
          label: t('items'),
          content: (
            <div className="pt-4">
              <ItemsTab />
            </div>
          ),
        },
        {
          value: 'categories',
          label: t('categories'),
          content: (
            <div className="pt-4">
              <DataTable<TLibraryCategory>
                title={t('eLibraryCategories')}
                columns={categoryColumns(t, tm)}
                useQuery={useCategoryTable}
                pageSize={PAGE_SIZE.adminTable}
                search={{ placeholder: t('searchCategories') }}
                editor={{
                  title: (row) => (row ? t('updateCategoryTitle') : t('addCategoryTitle')),
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
