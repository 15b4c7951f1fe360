import { ui } from '@campus/shared/i18n/en/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { SearchBox } from './search-box';

interface SearchBarProps {
  /** The search field's accessible name and placeholder. */
  label: string;
  placeholder: string;
  /** What is typed so far, kept by the owner so "Show All Items" can clear it. */
  value: string;
  onValueChange(value: string): void;
  onSearch(term: string): void;
  onClear(): void;
  /** The filter panel this bar's "Filters" button opens and closes. */
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters(): void;
}

/** A member list's search bar: the pill search box and the "Filters" toggle beside it (Marketplace, E-Library). */
export function SearchBar(props: SearchBarProps) {
  const t = useT(ui);
  return (
    <div className="flex items-center gap-2">
      <SearchBox
        className="flex-1"
        label={props.label}
        placeholder={props.placeholder}
        value={props.value}
        onValueChange={props.onValueChange}
        onSearch={props.onSearch}
        onClear={props.onClear}
      />
      <button
        type="button"
        onClick={props.onToggleFilters}
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersId}
        className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50"
      >
        <SlidersHorizontal aria-hidden size={18} />
        {t('filters')}
      </button>
    </div>
  );
}
