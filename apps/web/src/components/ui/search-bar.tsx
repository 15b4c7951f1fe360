import { ui } from '@campus/shared/i18n/en/ui';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
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
  /** The filter panel under the bar (given its element id), open at first; the "Filters" button opens and closes it. */
  filters(id: string): ReactNode;
}

/**
 * A member list's search header: the pill search box, the "Filters" toggle beside it and the filter panel it opens
 * and closes (Marketplace, E-Library).
 */
export function SearchBar(props: SearchBarProps) {
  const t = useT(ui);
  const filtersId = `${useId()}-filters`;
  const [filtersOpen, setFiltersOpen] = useState(true);
  return (
    <>
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
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-brand-50"
        >
          <SlidersHorizontal aria-hidden size={18} />
          {t('filters')}
        </button>
      </div>
      {filtersOpen ? props.filters(filtersId) : null}
    </>
  );
}
