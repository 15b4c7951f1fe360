import { PAGE_SIZE } from '@campus/shared/constants';
import { LISTING_STATUSES } from '@campus/shared/enums';
import type { SelectOption } from '../../../components/ui/admin-form';
import { useMarketplaceCategoriesQuery } from '../marketplace-api';
import { STATUS_LABEL } from '../marketplace-format';

/** Listing statuses as select options: the items table's filter and the item form. */
export const STATUS_OPTIONS: SelectOption[] = LISTING_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

/** Every marketplace category as a select option. */
export function useCategoryOptions(): SelectOption[] {
  const { data } = useMarketplaceCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}
