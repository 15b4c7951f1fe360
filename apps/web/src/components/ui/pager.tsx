import { ui } from '@campus/shared/i18n/en/ui';
import { useT } from '../../lib/i18n';
import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  /** The list's total is a lower bound (a search's `meta.atLeast`): "Page N of M+". */
  open?: boolean;
  onPage(page: number): void;
  /** The member tiles (Marketplace, E-Library) centre it under the grid with a short "Prev"; lists spread it. */
  layout?: 'spread' | 'centered';
}

/** Previous / "Page N of M" / Next under a list; nothing when everything fits on one page. */
export function Pager({ page, pages, open = false, onPage, layout = 'spread' }: PagerProps) {
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
      <span className="text-sm text-slate-600">
        {open ? t('pageOfAtLeast', page, pages) : t('pageOf', page, pages)}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}

/**
 * The pages a list answer covers. When its total is a lower bound (`meta.atLeast`, a search that matched more
 * than it counted, decision 045) there is one more page for as long as the page shown is full.
 */
export function pagesOf(
  meta: { page: number; limit: number; total: number; atLeast?: true } | undefined,
  rowsShown: number,
): { pages: number; open: boolean } {
  if (!meta) return { pages: 1, open: false };
  const counted = Math.max(1, Math.ceil(meta.total / meta.limit));
  if (!meta.atLeast) return { pages: counted, open: false };
  if (rowsShown >= meta.limit) return { pages: Math.max(counted, meta.page + 1), open: true };
  // A short page past the counted ones is the last.
  return meta.page >= counted ? { pages: meta.page, open: false } : { pages: counted, open: true };
}
