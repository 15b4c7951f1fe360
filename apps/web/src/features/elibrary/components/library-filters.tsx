import type { SortOrder } from '@campus/shared/enums';
import { elibrary } from '@campus/shared/i18n/en/elibrary';
import type { TLibraryCategory, TLibrarySortField } from '@campus/shared/schemas/elibrary';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useT } from '../../../lib/i18n';

type ElibraryKey = keyof typeof elibrary.en;
/** The sort fields and each field's two orders, by catalogue key (elibrary area). */
const SORT_FIELDS: readonly { field: TLibrarySortField; textKey: 'sortTitle' | 'sortDate' }[] = [
  { field: 'title', textKey: 'sortTitle' },
  { field: 'createdAt', textKey: 'sortDate' },
];
const ORDER_KEY = {
  title: { asc: 'sortAToZ', desc: 'sortZToA' },
  createdAt: { asc: 'oldestFirst', desc: 'newestFirst' },
} as const satisfies Record<TLibrarySortField, Record<SortOrder, ElibraryKey>>;

const chip = (isActive: boolean) =>
  `inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition ${
    isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50'
  }`;

export interface LibraryFiltersProps {
  id: string;
  sortBy: TLibrarySortField;
  sortOrder: SortOrder;
  categoryId?: number;
  categories: TLibraryCategory[];
  onSortBy(sortBy: TLibrarySortField): void;
  onSortOrder(order: SortOrder): void;
  onCategory(categoryId?: number): void;
}

/** Filter panel: sort by Title or Date with an asc/desc toggle, and category chips (product §2). */
export function LibraryFilters(props: LibraryFiltersProps) {
  const { id, sortBy, sortOrder, categoryId, categories, onSortBy, onSortOrder, onCategory } = props;
  const t = useT(elibrary);
  const nextOrder: SortOrder = sortOrder === 'asc' ? 'desc' : 'asc';
  const current = t(ORDER_KEY[sortBy][sortOrder]);
  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-sort`} className="text-sm font-semibold text-slate-700">
          {t('sortBy')}
        </span>
        <fieldset aria-labelledby={`${id}-sort`} className="flex min-w-0 gap-1 rounded-full bg-slate-100 p-1">
          {SORT_FIELDS.map(({ field, textKey }) => (
            <button
              key={field}
              type="button"
              aria-pressed={sortBy === field}
              onClick={() => onSortBy(field)}
              className={`h-8 rounded-full px-4 text-sm font-semibold ${
                sortBy === field ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(textKey)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => onSortOrder(nextOrder)}
          aria-label={t('sortOrderSwitch', current, t(ORDER_KEY[sortBy][nextOrder]))}
          className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
        >
          {sortOrder === 'asc' ? (
            <ArrowUpNarrowWide aria-hidden size={16} />
          ) : (
            <ArrowDownWideNarrow aria-hidden size={16} />
          )}
          {current}
        </button>
      </div>
      <fieldset className="-mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 md:flex-wrap">
        <legend className="sr-only">{t('categories')}</legend>
        <button
          type="button"
          aria-pressed={!categoryId}
          onClick={() => onCategory(undefined)}
          className={chip(!categoryId)}
        >
          {t('all')}
        </button>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={categoryId === c.id}
            onClick={() => onCategory(c.id)}
            className={chip(categoryId === c.id)}
          >
            {c.name}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
