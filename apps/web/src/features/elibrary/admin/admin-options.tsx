import { PAGE_SIZE } from '@campus/shared/constants';
import { LIBRARY_STATUSES, type LibraryStatus } from '@campus/shared/enums';
import type { SelectOption } from '../../../components/ui/admin-form';
import { useLibraryCategoriesQuery } from '../elibrary-api';

const STATUS_LABEL: Record<LibraryStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
const STATUS_STYLE: Record<LibraryStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-rose-100 text-rose-900',
};
export const STATUS_OPTIONS: SelectOption[] = LIBRARY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

export function StatusBadge({ status }: { status: LibraryStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}

/** Every E-Library category as a select option. */
export function useCategoryOptions(): SelectOption[] {
  const { data } = useLibraryCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}
