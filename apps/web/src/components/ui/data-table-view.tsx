/** The body of data-table.tsx: the rows as a table (cards under 768 px), its loading, error and empty states, and paging. */
import { LAYOUT } from '@campus/shared/constants';
import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import { ui } from '@campus/shared/i18n/en/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { errorMessage } from '../../app/api-error';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { Skeleton } from './skeleton';
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

interface ViewState<Row> {
  rows: Row[];
  total?: number;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

export interface ViewProps<Row> {
  columns: DataTableColumn<Row>[];
  getRowId(row: Row): string | number;
  title: string;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onOpen?(row: Row): void;
  emptyText: string;
}

export function QueryBoundView<Row>({
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

export function TableView<Row>({
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
  const t = useT(dashboard);
  const tu = useT(ui);
  const tm = useT(msg);
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
  const message = error ? errorMessage(error, tm('unexpectedError')) : null;

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
      <nav aria-label={t('tablePages', title)} className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          disabled={page <= 1 || isLoading}
          onClick={() => onPage(page - 1)}
          icon={<ChevronLeft aria-hidden size={16} />}
        >
          {tu('prev')}
        </Button>
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          {t('pageNumber', page)}
          {total !== undefined ? (
            <span className="ml-2 font-normal text-slate-500">{t('totalCount', total)}</span>
          ) : null}
        </p>
        <Button variant="secondary" disabled={!hasNext || isLoading} onClick={() => onPage(page + 1)}>
          {tu('next')}
          <ChevronRight aria-hidden size={16} />
        </Button>
      </nav>
    </>
  );
}
