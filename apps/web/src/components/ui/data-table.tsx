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
 * Columns: `{ key, header, render?(row), kind? }[]`. `key` may be a dot path ('category.name'). Without `render` the
 * column's `kind` says how its value shows: 'image' a thumbnail, 'date' Dhaka time, 'text' (default) as text, booleans
 * as Yes/No and objects by their name. Nothing is guessed from the values.
 *
 * Behaviour:
 * - `search` (true or `{ placeholder }`): a search box that submits on Enter or the button, with a clear button.
 * - `filters`: AdminField[] (see admin-form.tsx) shown in a full-screen overlay (Modal); applying sets page 1.
 * - `onRowClick(row)`, or `editor: { title(row | null), render(row | null, close) }` to let the table open the edit
 *   form in an overlay on row click and the create form from the create button.
 * - `createLabel` ('Add New!' by default; pass MSG.postNew for 'Post New!') with `onCreate` or `editor`.
 * - The overlays (filters, editor) come from ./data-table-overlays.tsx, loaded on the first opening behind a frame
 *   with the overlay's title and the form's skeleton (decision 047).
 * - Prev/Next pagination with 'Page N'; 6 skeleton rows while loading; the server's message in the table on error;
 *   under 768 px rows become stacked cards. `toolbar` adds buttons beside the create button.
 *
 * Example:
 *   <DataTable title="All Teams" columns={[{ key: 'coverPic', header: 'Cover', kind: 'image' }, { key: 'name', header: 'Name' }]}
 *     rows={teams} isLoading={isLoading} error={error}
 *     editor={{ title: (row) => (row ? 'Update Team' : 'Add Team'), render: (row, close) => <TeamForm row={row} onDone={close} /> }} />
 */
import { PAGE_SIZE } from '@campus/shared/constants';
import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import { ui } from '@campus/shared/i18n/en/ui';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { AdminField, Payload } from './admin-form-values';
import { Button } from './button';
import {
  type DataTableColumn,
  QueryBoundView,
  type QueryValue,
  type TableQuery,
  type TableQueryResult,
  TableView,
} from './data-table-view';
import { SearchBox } from './search-box';
import { FormSkeleton } from './skeleton';

// The overlays (Radix Dialog, AdminForm, the image field) load when one is first opened (decision 047).
const overlays = () => import('./data-table-overlays');
const FilterOverlay = lazy(() => overlays().then((m) => ({ default: m.FilterOverlay })));
const EditorOverlay = lazy(() => overlays().then((m) => ({ default: m.EditorOverlay })));

export type { DataTableColumn, QueryValue, TableQuery, TableQueryResult } from './data-table-view';

export interface DataTableEditor<Row> {
  title(row: Row | null): string;
  render(row: Row | null, close: () => void): ReactNode;
}

/** A table fed by an RTK Query hook it calls with its own query. */
interface QuerySource<Row> {
  useQuery(query: TableQuery): TableQueryResult<Row>;
  baseQuery?: Record<string, QueryValue>;
  rows?: undefined;
  onQueryChange?: undefined;
}

/** A table given its rows; it reports page, search and filter changes through `onQueryChange`. */
interface RowsSource<Row> {
  rows?: Row[];
  total?: number;
  isLoading?: boolean;
  error?: unknown;
  onQueryChange?(query: TableQuery): void;
  useQuery?: undefined;
  baseQuery?: undefined;
}

export type DataTableProps<Row> = (QuerySource<Row> | RowsSource<Row>) & {
  /** The table's accessible name (and the filter overlay's title). */
  title: string;
  columns: DataTableColumn<Row>[];
  getRowId?(row: Row): string | number;
  pageSize?: number;
  search?: boolean | { placeholder?: string };
  filters?: AdminField[];
  onRowClick?(row: Row): void;
  editor?: DataTableEditor<Row>;
  createLabel?: string;
  onCreate?(): void;
  emptyText?: string;
  toolbar?: ReactNode;
};

const defaultRowId = (row: unknown) => (row as { id?: string | number }).id ?? JSON.stringify(row);

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { title, pageSize = PAGE_SIZE.adminTable, search, filters, editor, onRowClick, onCreate, baseQuery } = props;
  const t = useT(dashboard);
  const tu = useT(ui);
  const tm = useT(msg);
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [applied, setApplied] = useState<Payload>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  // An overlay is mounted from its first opening on (its module loads then), and stays mounted to close normally.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [editorUsed, setEditorUsed] = useState(false);
  // The overlays have no Radix trigger, so the table returns focus to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = () => setTimeout(() => opener.current?.focus(), 0);
  const openEditor = (row: Row | null) => {
    rememberOpener();
    setEditorUsed(true);
    setEditing({ row });
  };
  const closeEditor = () => {
    setEditing(null);
    restoreFocus();
  };
  const setFiltersShown = (open: boolean) => {
    if (open) {
      rememberOpener();
      setFiltersUsed(true);
    } else restoreFocus();
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

  const onQueryChange = props.useQuery ? undefined : props.onQueryChange;
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
  const placeholder = typeof search === 'object' && search.placeholder ? search.placeholder : t('searchTable', title);

  const viewProps = {
    columns: props.columns,
    getRowId: props.getRowId ?? defaultRowId,
    title,
    page,
    pageSize,
    onPage: setPage,
    onOpen: clickable ? openRow : undefined,
    emptyText: props.emptyText ?? tm('noItemsFound'),
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
            {activeFilters ? t('filtersActive', activeFilters) : tu('filters')}
          </Button>
        ) : null}
        {props.toolbar}
        {canCreate ? (
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => (onCreate ? onCreate() : openEditor(null))}>
            {props.createLabel ?? tm('addNew')}
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

      {filters?.length && filtersUsed ? (
        <Suspense fallback={filtersOpen ? <OverlayLoading title={t('filterTable', title)} /> : null}>
          <FilterOverlay
            open={filtersOpen}
            onOpenChange={setFiltersShown}
            title={title}
            fields={filters}
            applied={applied}
            onApply={(payload) => {
              // An unticked checkbox is "no filter", not "false".
              setApplied(Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== false)));
              setPage(1);
              setFiltersShown(false);
            }}
            onReset={() => {
              setApplied({});
              setPage(1);
              setFiltersShown(false);
            }}
          />
        </Suspense>
      ) : null}

      {editor && editorUsed ? (
        <Suspense fallback={editing ? <OverlayLoading title={editor.title(editing.row)} /> : null}>
          <EditorOverlay open={editing !== null} onClose={closeEditor} title={editing ? editor.title(editing.row) : ''}>
            {editing ? editor.render(editing.row, closeEditor) : null}
          </EditorOverlay>
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * An overlay while its module loads: the Modal's frame (full screen, its title) around the form's skeleton, so the
 * tap shows at once; Radix's dialog replaces it and takes the focus when it arrives.
 */
function OverlayLoading({ title }: { title: string }) {
  const t = useT(dashboard);
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
        <p className="text-lg font-bold text-slate-900">{title}</p>
        <span aria-hidden className="h-9 w-9" />
      </div>
      <div className="flex-1 p-4">
        <FormSkeleton label={t('loadingForm')} />
      </div>
    </div>
  );
}
