import { PAGE_SIZE } from '@campus/shared/constants';
import type { OfferType } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { useDeferredValue, useMemo, useState } from 'react';
import { pagesOf } from '../../../components/ui/pager';
import { useT } from '../../../lib/i18n';
import { useMarketplaceCategoriesQuery, useMarketplaceItemsQuery } from '../marketplace-api';
import { groupByCategory } from './group-by-category';

const NO_ITEMS: TMarketplaceListItem[] = [];
const lastPageOf = ({ pages, open }: { pages: number; open: boolean }) => ({ lastPage: pages, openEnded: open });
export const CATEGORY_LOOKUP = { page: 1, limit: PAGE_SIZE.categoryLookup };

/**
 * One marketplace tab's state: the search draft and term, the category, the page and the open item, the queries
 * they make, and the page's items grouped by category.
 */
export function useMarketBrowser(accepts: OfferType) {
  const [draft, setDraft] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TMarketplaceListItem | null>(null);

  const categories = useMarketplaceCategoriesQuery(CATEGORY_LOOKUP);
  const { data, isLoading, isFetching, error } = useMarketplaceItemsQuery({
    status: 'AVAILABLE',
    accepts,
    categoryId: categoryId ?? undefined,
    searchTerm: searchTerm || undefined,
    page,
    limit: PAGE_SIZE.marketplace,
  });
  const latest = data?.data;
  // A page of up to 100 tiles is this page's heaviest render: React builds it in interruptible slices when it
  // changes (the previous tiles or the skeleton stay meanwhile) instead of in one long task.
  const list = useDeferredValue(latest);
  const items = list ?? NO_ITEMS;
  const total = data?.meta.total ?? 0;
  const uncategorized = useT(msg)('uncategorized');
  const groups = useMemo(() => groupByCategory(items, uncategorized), [items, uncategorized]);

  const clearSearch = () => {
    setDraft('');
    setSearchTerm('');
    setPage(1);
  };

  return {
    /** The first page is loading, or a new page arrived and is still being rendered. */
    isLoading: isLoading || Boolean(latest && !list),
    isFetching,
    error,
    items,
    groups,
    total,
    page,
    ...lastPageOf(pagesOf(data?.meta, latest?.length ?? 0)),
    setPage,
    searchTerm,
    categoryId,
    categories: categories.data?.data ?? [],
    draft,
    setDraft,
    search(term: string) {
      setSearchTerm(term);
      setPage(1);
    },
    clearSearch,
    showAll() {
      clearSearch();
      setCategoryId(null);
    },
    pickCategory(id: number | null) {
      setCategoryId(id);
      setPage(1);
    },
    selected,
    setSelected,
  };
}
