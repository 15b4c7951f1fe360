import { directory } from '@campus/shared/i18n/en/directory';
import { msg } from '@campus/shared/i18n/en/msg';
import { lazy, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { type Translate, useT } from '../../../lib/i18n';
import { type RegistrationWindowRow, useRegistrationWindowsQuery } from '../directory-api';

// The form, with the zod schema it checks with, loads when it is opened, not with the table.
type T = Translate<typeof directory.en>;

const RegistrationForm = lazy(() => import('./registration-form').then((m) => ({ default: m.RegistrationForm })));

const columns = (t: T, lastUpdate: string): DataTableColumn<RegistrationWindowRow>[] => [
  { key: 'imageUrl', header: t('image'), kind: 'image' },
  { key: 'openFor', header: t('openFor') },
  { key: 'isOpen', header: t('isOpen') },
  {
    key: 'isOpenNow',
    header: t('openNow'),
    render: (w) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${w.isOpenNow ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}
      >
        {w.isOpenNow ? t('open') : t('closed')}
      </span>
    ),
  },
  { key: 'deadline', header: t('deadline'), kind: 'date' },
  { key: 'updatedAt', header: lastUpdate, kind: 'date' },
];

/** Registration Management: the registration windows (product §5: isOpen, openForId, imageUrl 5:8, deadline). */
export default function RegistrationAdmin() {
  const t = useT(directory);
  const tm = useT(msg);
  const lastUpdate = tm('lastUpdate');
  const tableColumns = useMemo(() => columns(t, lastUpdate), [t, lastUpdate]);
  const { data, isLoading, error } = useRegistrationWindowsQuery();
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10 });
  const page = useMemo(() => {
    const rows = data?.data ?? [];
    const start = (query.page - 1) * query.limit;
    return { rows: rows.slice(start, start + query.limit), total: rows.length };
  }, [data, query]);
  return (
    <DataTable<RegistrationWindowRow>
      title={t('registrationManagement')}
      columns={tableColumns}
      rows={page.rows}
      total={page.total}
      isLoading={isLoading}
      error={error}
      onQueryChange={setQuery}
      createLabel={tm('postNew')}
      editor={{
        title: (row) => (row ? t('updateRegistrationInfo') : t('postRegistrationInfo')),
        render: (row, close) => <RegistrationForm row={row} onDone={close} />,
      }}
    />
  );
}
