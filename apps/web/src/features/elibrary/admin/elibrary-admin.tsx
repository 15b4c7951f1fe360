import { ASPECT, PAGE_SIZE } from '@campus/shared/constants';
import { LIBRARY_STATUSES, type LibraryStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import {
  type TLibraryCategory,
  type TLibraryItem,
  ZCreateLibraryCategoryRequest,
  ZCreateLibraryItemRequest,
} from '@campus/shared/schemas/elibrary';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload, type SelectOption } from '../../../components/ui/admin-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { Tabs } from '../../../components/ui/tabs';
import {
  type LibraryItemInput,
  type LibraryItemsArgs,
  useCreateLibraryCategoryMutation,
  useCreateLibraryItemMutation,
  useLibraryCategoriesQuery,
  useLibraryItemsQuery,
  useLibrarySummaryQuery,
  useUpdateLibraryCategoryMutation,
  useUpdateLibraryItemMutation,
} from '../elibrary-api';
import { GalleryField } from './gallery-field';

const STATUS_LABEL: Record<LibraryStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
const STATUS_STYLE: Record<LibraryStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-rose-100 text-rose-900',
};
const STATUS_OPTIONS: SelectOption[] = LIBRARY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

function useItemTable(query: TableQuery) {
  return useLibraryItemsQuery(query as unknown as LibraryItemsArgs);
}
function useCategoryTable(query: TableQuery) {
  return useLibraryCategoriesQuery({ page: query.page, limit: query.limit, searchTerm: query.searchTerm });
}

function StatusBadge({ status }: { status: LibraryStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}

/** Approve / Reject straight from the table; the author is notified by the server. */
function ReviewButtons({ item }: { item: TLibraryItem }) {
  const [update, { isLoading, originalArgs }] = useUpdateLibraryItemMutation();
  const decide = async (status: LibraryStatus) => {
    try {
      await update({ id: item.id, status }).unwrap();
      toast.success(MSG.eLibraryItemUpdated);
    } catch (error) {
      toast.error(MSG.updateFailed(errorMessage(error)));
    }
  };
  const busy = (status: LibraryStatus) => isLoading && originalArgs?.status === status;
  return (
    // The row opens the edit form on click; these buttons act on their own.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from reaching the row
    <div className="flex flex-wrap gap-1.5" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {item.status !== 'APPROVED' ? (
        <Button
          variant="primary"
          className="h-8 px-2.5"
          isLoading={busy('APPROVED')}
          disabled={isLoading}
          onClick={() => decide('APPROVED')}
          aria-label={`Approve ${item.title}`}
        >
          Approve
        </Button>
      ) : null}
      {item.status !== 'REJECTED' ? (
        <Button
          variant="secondary"
          className="h-8 px-2.5 text-rose-700"
          isLoading={busy('REJECTED')}
          disabled={isLoading}
          onClick={() => decide('REJECTED')}
          aria-label={`Reject ${item.title}`}
        >
          Reject
        </Button>
      ) : null}
    </div>
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

function itemFields(categories: SelectOption[], isUpdate: boolean): AdminField[] {
  return [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'categoryId', label: 'Category', kind: 'select', required: true, options: categories },
    ...(isUpdate
      ? [{ name: 'status', label: 'Status', kind: 'select', required: true, options: STATUS_OPTIONS } as const]
      : []),
    {
      name: 'externalLink',
      label: 'External Link',
      kind: 'url',
      placeholder: 'https://',
      hint: "Shown as 'Download Resource'. Only http:// and https:// links.",
      wide: true,
    },
  ];
}

function useCategoryOptions(): SelectOption[] {
  const { data } = useLibraryCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

export function LibraryItemForm({ row, onDone }: { row: TLibraryItem | null; onDone(): void }) {
  const categories = useCategoryOptions();
  const [images, setImages] = useState<string[]>(row?.images ?? []);
  const [create] = useCreateLibraryItemMutation();
  const [update] = useUpdateLibraryItemMutation();

  const submit = async (payload: Payload) => {
    const body = { ...(payload as Omit<LibraryItemInput, 'images'>), images };
    try {
      if (row) {
        // An emptied link field is dropped from the payload; send null so the stored link is removed.
        const externalLink = body.externalLink ?? (row.externalLink ? null : undefined);
        await update({ ...body, externalLink, id: row.id, status: payload.status as LibraryStatus }).unwrap();
        toast.success(MSG.eLibraryItemUpdated);
      } else {
        await create(body).unwrap();
        toast.success(MSG.eLibraryItemAdded);
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(row ? MSG.updateFailed(message) : MSG.addFailed(message));
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      {row ? (
        <p className="text-sm text-slate-600">
          Shared by <span className="font-semibold text-slate-900">{row.author.fullName}</span> · {row.category.name} ·{' '}
          <StatusBadge status={row.status} />
        </p>
      ) : (
        <p className="text-sm text-slate-600">New resources wait for a manager's approval before members see them.</p>
      )}
      <GalleryField images={images} onChange={setImages} />
      <AdminForm
        key={categories.length}
        label={row ? 'Update E-Library item' : 'Add E-Library item'}
        fields={itemFields(categories, Boolean(row))}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryItemRequest}
        submitLabel={row ? 'Update' : 'Submit'}
        onCancel={onDone}
        onSubmit={submit}
      />
    </div>
  );
}

const CATEGORY_FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.libraryCategory, required: true },
];

const CATEGORY_COLUMNS: DataTableColumn<TLibraryCategory>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'name', header: 'Name' },
  { key: 'updatedAt', header: 'Last Updated', kind: 'date' },
];

export function LibraryCategoryForm({ row, onDone }: { row: TLibraryCategory | null; onDone(): void }) {
  const [create] = useCreateLibraryCategoryMutation();
  const [update] = useUpdateLibraryCategoryMutation();
  const submit = async (payload: Payload) => {
    const body = payload as { name: string; coverPic: string };
    try {
      if (row) {
        await update({ ...body, id: row.id }).unwrap();
        toast.success(MSG.categoryUpdated);
      } else {
        await create(body).unwrap();
        toast.success(MSG.categoryAdded);
      }
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(row ? MSG.updateFailed(message) : MSG.addFailed(message));
    }
  };
  return (
    <div className="mx-auto max-w-3xl">
      <AdminForm
        label={row ? 'Update E-Library category' : 'Add E-Library category'}
        fields={CATEGORY_FIELDS}
        initialValues={row ?? undefined}
        schema={ZCreateLibraryCategoryRequest}
        submitLabel={row ? 'Update' : 'Submit'}
        onCancel={onDone}
        onSubmit={submit}
      />
    </div>
  );
}

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
