import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { useT } from '../../../lib/i18n';

/** The marketplace's filter panel: "All" and one chip per category; the active one is pressed. */
export function CategoryChips({
  id,
  categories,
  categoryId,
  onPick,
}: {
  id: string;
  categories: { id: number; name: string }[];
  categoryId: number | null;
  onPick(id: number | null): void;
}) {
  const t = useT(marketplace);
  return (
    <fieldset id={id} className="-mx-4 min-w-0 overflow-x-auto px-4 md:mx-0 md:px-0">
      <legend className="sr-only">{t('category')}</legend>
      <div className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {[{ id: null, name: t('all') }, ...categories].map((c) => {
          const active = categoryId === c.id;
          return (
            <button
              key={c.id ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onPick(c.id)}
              className={`whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors ${
                active
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {c.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
