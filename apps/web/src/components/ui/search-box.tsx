import { ui } from '@campus/shared/i18n/en/ui';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useT } from '../../lib/i18n';

interface SearchBoxProps {
  /** The field's accessible name (shown above it when `showLabel`). */
  label: string;
  showLabel?: boolean;
  placeholder?: string;
  /** What is typed so far; the owner keeps it so "Show All Items" and filters can clear it. */
  value: string;
  onValueChange(value: string): void;
  /** Enter or the search button: the trimmed text. */
  onSearch(term: string): void;
  /** The clear button (shown while there is text). */
  onClear(): void;
  /** `pill` on the member pages (marketplace, library), `field` in tables and forms. */
  variant?: 'pill' | 'field';
  className?: string;
}

const INPUT = {
  pill: 'h-11 rounded-full pl-4 pr-20 shadow-sm placeholder:text-slate-500',
  field: 'h-[42px] rounded-lg pl-3 pr-20',
} as const;

/** One search box for every list: submits on Enter or the search button, with a clear button (product §2.3). */
export function SearchBox(props: SearchBoxProps) {
  const { label, showLabel = false, placeholder, value, onValueChange, onSearch, onClear } = props;
  const variant = props.variant ?? 'pill';
  const t = useT(ui);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser and test DOM.
    <form role="search" onSubmit={submit} className={`flex min-w-0 flex-col gap-1 ${props.className ?? ''}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-semibold text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          placeholder={placeholder}
          enterKeyHint="search"
          className={`w-full border border-slate-300 bg-white text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 [&::-webkit-search-cancel-button]:hidden ${INPUT[variant]}`}
        />
        {value ? (
          <button
            type="button"
            onClick={onClear}
            aria-label={t('clearSearch')}
            className="absolute right-11 inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden size={16} />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label={t('search')}
          className={`absolute right-1.5 inline-flex h-8 w-8 items-center justify-center bg-brand-700 text-white hover:bg-brand-800 ${variant === 'pill' ? 'rounded-full' : 'rounded-md'}`}
        >
          <Search aria-hidden size={16} />
        </button>
      </div>
    </form>
  );
}
