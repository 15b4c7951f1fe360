/**
 * DataTable — the generic admin table every management screen reuses (product §2 "Admin tables").
 *
 * Data, one of:
 * - `useQuery`: an RTK Query hook (e.g. `useEventTableQuery`) called with the table's query
 *   `{ page, limit, searchTerm?, ...baseQuery, ...filters }` and expected to answer `{ data: { data, meta: { total } } }`
 *   (the server's list envelope), `isLoading`, `isFetching`, `error`. `baseQuery` holds fixed arguments (e.g. a status).
 * - or `rows`, `total?`, `isLoading?`, `error?` given directly; `onQueryChange(query)` reports page/search/filter changes.
 * Default query: page 1, empty search (product §9), `pageSize` rows (default PAGE_SIZE.adminTable).
 *
 * Columns: `{ key, header, render?(row), kind? }[]`. `key` may be a dot path ('category.name'). Without `render` a value
 * shows as text; image URLs (http(s) image files and /uploads/...) as thumbnails, ISO instants in Dhaka time,
 * booleans as Yes/No, objects by their name. `kind: 'image' | 'date' | 'boolean' | 'text'` forces the format.
 *
 * Behaviour:
 * - `search` (true or `{ placeholder }`): a search box that submits on Enter or the button, with a clear button.
 * - `filters`: AdminField[] (see admin-form.tsx) shown in a full-screen overlay (Modal); applying sets page 1.
 * - `onRowClick(row)`, or `editor: { title(row | null), render(row | null, close) }` to let the table open the edit
 *   form in an overlay on row click and the create form from the create button.
 * - `createLabel` ('Add New!' by default; pass MSG.postNew for 'Post New!') with `onCreate` or `editor`.
 * - Prev/Next pagination with 'Page N'; 6 skeleton rows while loading; the server's message in the table on error;
 *   under 768 px rows become stacked cards. `toolbar` adds buttons beside the create button.
 *
 * Example:
 *   <DataTable title="All Teams" columns={[{ key: 'coverPic', header: 'Cover' }, { key: 'name', header: 'Name' }]}
 *     rows={teams} isLoading={isLoading} error={error}
 *     editor={{ title: (row) => (row ? 'Update Team' : 'Add Team'), render: (row, close) => <TeamForm row={row} onDone={close} /> }} />
 */
import { LAYOUT, PAGE_SIZE } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { ChevronLeft, ChevronRight, Plus, SlidersHorizontal } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { AdminForm } from './admin-form';
import type { AdminField, Payload } from './admin-form-values';
import { Button } from './button';
import { Modal } from './modal';
import { SearchBox } from './search-box';
import { LoadingRegion, Skeleton } from './skeleton';
import { type CellKind, CellValue, valueAt } from './table-cell';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  render?(row: Row): ReactNode;
  kind?: CellKind;
}

export type QueryValue = string | number | boolean | undefined;

export interface TableQuery {
  page: number;
  limit: number;
  searchTerm?: string;
  [filter: string]: QueryValue;
}

export interface TableQueryResult<Row> {
  data?: { data: Row[]; meta?: { total: number } };
  isLoading: boolean;
  isFetching?: boolean;
  error?: unknown;
}

export interface DataTableEditor<Row> {
  title(row: Row | null): string;
  render(row: Row | null, close: () => void): ReactNode;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (and the filter overlay's title). */
  title: string;
  columns: DataTableColumn<Row>[];
  getRowId?(row: Row): string | number;
  useQuery?(query: TableQuery): TableQueryResult<Row>;
  baseQuery?: Record<string, QueryValue>;
  rows?: Row[];
  total?: number;
  isLoading?: boolean;
  error?: unknown;
  onQueryChange?(query: TableQuery): void;
  pageSize?: number;
  search?: boolean | { placeholder?: string };
  filters?: AdminField[];
  onRowClick?(row: Row): void;
  editor?: DataTableEditor<Row>;
  createLabel?: string;
  onCreate?(): void;
  emptyText?: string;
  toolbar?: ReactNode;
}

interface ViewState<Row> {
  rows: Row[];
  total?: number;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

const defaultRowId = (row: unknown) => (row as { id?: string | number }).id ?? JSON.stringify(row);

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { title, pageSize = PAGE_SIZE.adminTable, search, filters, editor, onRowClick, onCreate, baseQuery } = props;
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [applied, setApplied] = useState<Payload>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  // The overlays have no Radix trigger, so the table returns focus to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = () => setTimeout(() => opener.current?.focus(), 0);
  const openEditor = (row: Row | null) => {
    rememberOpener();
    setEditing({ row });
  };
  const closeEditor = () => {
    setEditing(null);
    restoreFocus();
  };
  const setFiltersShown = (open: boolean) => {
    if (open) rememberOpener();
    else restoreFocus();
    setFiltersOpen(open);
  };

  const query = useMemo<TableQuery>(() => {
    const q: TableQuery = { page, limit: pageSize, ...baseQuery };
    if (searchTerm) q.searchTerm = searchTerm;
    for (const [k, v] of Object.entries(applied)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') q[k] = v;
    }
    return q;
  }, [page, pageSize, baseQuery, searchTerm, applied]);

  const { onQueryChange } = props;
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the query object.
  useEffect(() => {
    onQueryChange?.(query);
  }, [queryKey, onQueryChange]);

  const openRow = (row: Row) => {
    if (onRowClick) onRowClick(row);
    else if (editor) openEditor(row);
  };
  const clickable = Boolean(onRowClick || editor);
  const canCreate = Boolean(onCreate || editor);

  const submitSearch = (term: string) => {
    setSearchTerm(term);
    setPage(1);
  };
  const clearSearch = () => {
    setSearchInput('');
    setSearchTerm('');
    setPage(1);
  };
  const activeFilters = Object.keys(applied).filter((k) => applied[k] !== false).length;
  const placeholder = typeof search === 'object' && search.placeholder ? search.placeholder : `Search ${title}`;

  const viewProps = {
    columns: props.columns,
    getRowId: props.getRowId ?? defaultRowId,
    title,
    page,
    pageSize,
    onPage: setPage,
    onOpen: clickable ? openRow : undefined,
    emptyText: props.emptyText ?? MSG.noItemsFound,
  };

  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {search ? (
          <SearchBox
            className="basis-full sm:basis-0 sm:flex-1"
            variant="field"
            label={placeholder}
            placeholder={placeholder}
            value={searchInput}
            onValueChange={setSearchInput}
            onSearch={submitSearch}
            onClear={clearSearch}
          />
        ) : (
          <div className="flex-1" />
        )}
        {filters?.length ? (
          <Button
            variant="secondary"
            icon={<SlidersHorizontal aria-hidden size={16} />}
            onClick={() => setFiltersShown(true)}
          >
            Filters{activeFilters ? ` (${activeFilters})` : ''}
          </Button>
        ) : null}
        {props.toolbar}
        {canCreate ? (
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => (onCreate ? onCreate() : openEditor(null))}>
            {props.createLabel ?? MSG.addNew}
          </Button>
        ) : null}
      </div>

      {props.useQuery ? (
        <QueryBoundView useQuery={props.useQuery} query={query} {...viewProps} />
      ) : (
        <TableView
          {...viewProps}
          state={{
            rows: props.rows ?? [],
            total: props.total,
            isLoading: Boolean(props.isLoading),
            isFetching: false,
            error: props.error,
          }}
        />
      )}

      {filters?.length ? (
        <Modal open={filtersOpen} onOpenChange={setFiltersShown} title={`Filter ${title}`}>
          <AdminForm
            key={JSON.stringify(applied)}
            label={`Filter ${title}`}
            fields={filters}
            initialValues={applied}
            submitLabel="Apply Filters"
            extraActions={
              <Button
                variant="ghost"
                onClick={() => {
                  setApplied({});
                  setPage(1);
                  setFiltersShown(false);
                }}
              >
                Reset
              </Button>
            }
            onSubmit={(payload) => {
              // An unticked checkbox is "no filter", not "false".
              setApplied(Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== false)));
              setPage(1);
              setFiltersShown(false);
            }}
          />
        </Modal>
      ) : null}

      {editor ? (
        <Modal
          open={editing !== null}
          onOpenChange={(open) => !open && closeEditor()}
          title={editing ? editor.title(editing.row) : ''}
        >
          {/* A section may load its form lazily (with the schemas it validates with): the table does not wait for it. */}
          <Suspense
            fallback={
              <LoadingRegion label="Loading the form">
                <Skeleton className="h-72 w-full" />
              </LoadingRegion>
            }
          >
            {editing ? editor.render(editing.row, closeEditor) : null}
          </Suspense>
        </Modal>
      ) : null}
    </section>
  );
}

interface ViewProps<Row> {
  columns: DataTableColumn<Row>[];
  getRowId(row: Row): string | number;
  title: string;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onOpen?(row: Row): void;
  emptyText: string;
}

function QueryBoundView<Row>({
  useQuery,
  query,
  ...view
}: ViewProps<Row> & { useQuery(query: TableQuery): TableQueryResult<Row>; query: TableQuery }) {
  const result = useQuery(query);
  return (
    <TableView
      {...view}
      state={{
        rows: result.data?.data ?? [],
        total: result.data?.meta?.total,
        isLoading: result.isLoading,
        isFetching: Boolean(result.isFetching),
        error: result.error,
      }}
    />
  );
}

function cell<Row>(column: DataTableColumn<Row>, row: Row) {
  return column.render ? (
    column.render(row)
  ) : (
    <CellValue value={valueAt(row, column.key)} kind={column.kind} alt={column.header} />
  );
}

function TableView<Row>({
  columns,
  getRowId,
  title,
  page,
  pageSize,
  onPage,
  onOpen,
  emptyText,
  state,
}: ViewProps<Row> & { state: ViewState<Row> }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const { rows, total, isLoading, isFetching, error } = state;
  const hasNext = total !== undefined ? page * pageSize < total : rows.length >= pageSize;
  const onKey = (row: Row) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen?.(row);
    }
  };
  const skeletons = Array.from({ length: LAYOUT.skeletonRows }, (_, i) => i);
  const message = error ? errorMessage(error, MSG.unexpectedError) : null;

  const body = narrow ? (
    <ul aria-label={title} aria-busy={isLoading || isFetching || undefined} className="flex flex-col gap-3">
      {isLoading ? (
        skeletons.map((i) => (
          <li key={i} data-testid="skeleton-row" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <Skeleton className="mb-2 h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))
      ) : message ? (
        <li role="alert" className="rounded-xl bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          {message}
        </li>
      ) : rows.length === 0 ? (
        <li className="rounded-xl bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
          {emptyText}
        </li>
      ) : (
        rows.map((row) => (
          <li
            key={getRowId(row)}
            tabIndex={onOpen ? 0 : undefined}
            onClick={onOpen ? () => onOpen(row) : undefined}
            onKeyDown={onOpen ? onKey(row) : undefined}
            className={`rounded-xl bg-white p-4 ring-1 ring-slate-200 ${onOpen ? 'cursor-pointer hover:ring-brand-600' : ''}`}
          >
            <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="font-semibold text-slate-600">{c.header}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{cell(c, row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))
      )}
    </ul>
  ) : (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" aria-busy={isLoading || isFetching || undefined}>
        <caption className="sr-only">{title}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {isLoading ? (
            skeletons.map((i) => (
              <tr key={i} data-testid="skeleton-row">
                {columns.map((c) => (
                  <td key={c.key} className="px-4 py-3">
                    <Skeleton className="h-4 w-full" />
                  </td>
                ))}
              </tr>
            ))
          ) : message ? (
            <tr>
              <td colSpan={columns.length} role="alert" className="px-4 py-6 text-center font-medium text-rose-800">
                {message}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={getRowId(row)}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? onKey(row) : undefined}
                className={onOpen ? 'cursor-pointer hover:bg-brand-50 focus-visible:bg-brand-50' : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className="px-4 py-3 align-middle text-slate-900">
                    {cell(c, row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );

  return (
    <>
      {body}
      <nav aria-label={`${title} pages`} className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          disabled={page <= 1 || isLoading}
          onClick={() => onPage(page - 1)}
          icon={<ChevronLeft aria-hidden size={16} />}
        >
          Prev
        </Button>
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          Page {page}
          {total !== undefined ? <span className="ml-2 font-normal text-slate-500">({total} total)</span> : null}
        </p>
        <Button variant="secondary" disabled={!hasNext || isLoading} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden size={16} />
        </Button>
      </nav>
    </>
  );
}
