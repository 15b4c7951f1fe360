import { ui } from '@campus/shared/i18n/en/ui';
import { useT } from '../../lib/i18n';
import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** The member tiles (Marketplace, E-Library) centre it under the grid with a short "Prev"; lists spread it. */
  layout?: 'spread' | 'centered';
}

/** Previous / "Page N of M" / Next under a list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, layout = 'spread' }: PagerProps) {
  const t = useT(ui);
  if (pages <= 1) return null;
  const centered = layout === 'centered';
  return (
    <nav
      aria-label={t('pages')}
      className={`flex items-center ${centered ? 'justify-center gap-3' : 'justify-between'}`}
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {centered ? t('prev') : t('previous')}
      </Button>
      <span className="text-sm text-slate-600">{t('pageOf', page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
