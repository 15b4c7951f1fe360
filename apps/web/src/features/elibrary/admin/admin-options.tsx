import { PAGE_SIZE } from '@campus/shared/constants';
import { LIBRARY_STATUSES, type LibraryStatus } from '@campus/shared/enums';
import { elibrary } from '@campus/shared/i18n/en/elibrary';
import type { SelectOption } from '../../../components/ui/admin-form';
import { type Translate, useT } from '../../../lib/i18n';
import { useLibraryCategoriesQuery } from '../elibrary-api';

/** The catalogue key (elibrary area) of each status's label. */
export const STATUS_KEY = {
  PENDING: 'statusPending',
  APPROVED: 'statusApproved',
  REJECTED: 'statusRejected',
} as const satisfies Record<LibraryStatus, keyof typeof elibrary.en>;
const STATUS_STYLE: Record<LibraryStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-rose-100 text-rose-900',
};

export function statusOptions(t: Translate<typeof elibrary.en>): SelectOption[] {
  return LIBRARY_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEY[s]) }));
}

export function StatusBadge({ status }: { status: LibraryStatus }) {
  const t = useT(elibrary);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {t(STATUS_KEY[status])}
    </span>
  );
}

/** Every E-Library category as a select option. */
export function useCategoryOptions(): SelectOption[] {
  const { data } = useLibraryCategoriesQuery({ page: 1, limit: PAGE_SIZE.adminLookup });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}
