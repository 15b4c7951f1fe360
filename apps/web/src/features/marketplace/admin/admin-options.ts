import { PAGE_SIZE } from '@campus/shared/constants';
import { LISTING_STATUSES } from '@campus/shared/enums';
import type { SelectOption } from '../../../components/ui/admin-form';
import { useMarketplaceCategoriesQuery } from '../marketplace-api';
import { statusLabel } from '../marketplace-format';

/** Listing statuses as select options, in the language on screen: the items table's filter and the item form. */
export const statusOptions = (): SelectOption[] => LISTING_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** Every marketplace category as a select option. */
export function useCategoryOptions(): SelectOption[] {
  const { data } = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}
