import { MSG } from '@campus/shared/messages';
import { lazy, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { type RegistrationWindowRow, useRegistrationWindowsQuery } from '../directory-api';

// The form, with the zod schema it checks with, loads when it is opened, not with the table.
const RegistrationForm = lazy(() => import('./registration-form').then((m) => ({ default: m.RegistrationForm })));

const COLUMNS: DataTableColumn<RegistrationWindowRow>[] = [
  { key: 'imageUrl', header: 'Image', kind: 'image' },
  { key: 'openFor', header: 'Open For' },
  { key: 'isOpen', header: 'Is Open' },
  {
    key: 'isOpenNow',
    header: 'Open Now',
    render: (w) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${w.isOpenNow ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}
      >
        {w.isOpenNow ? 'Open' : 'Closed'}
      </span>
    ),
  },
  { key: 'deadline', header: 'Deadline', kind: 'date' },
  { key: 'updatedAt', header: MSG.lastUpdate, kind: 'date' },
];

/** Registration Management: the registration windows (product §5: isOpen, openForId, imageUrl 5:8, deadline). */
export default function RegistrationAdmin() {
  const { data, isLoading, error } = useRegistrationWindowsQuery();
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10 });
  const page = useMemo(() => {
    const rows = data?.data ?? [];
    const start = (query.page - 1) * query.limit;
    return { rows: rows.slice(start, start + query.limit), total: rows.length };
  }, [data, query]);
  return (
    <DataTable<RegistrationWindowRow>
      title="Registration Management"
      columns={COLUMNS}
      rows={page.rows}
      total={page.total}
      isLoading={isLoading}
      error={error}
      onQueryChange={setQuery}
      createLabel={MSG.postNew}
      editor={{
        title: (row) => (row ? 'Update Registration Info' : 'Post Registration Info'),
        render: (row, close) => <RegistrationForm row={row} onDone={close} />,
      }}
    />
  );
}
