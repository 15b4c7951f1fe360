import { ASPECT } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { ZAnnouncementRequest } from '@campus/shared/schemas/auth';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import {
  type RegistrationWindowRow,
  useRegistrationWindowsQuery,
  useSaveRegistrationWindowMutation,
} from '../directory-api';

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
  { key: 'updatedAt', header: 'Last Updated', kind: 'date' },
];

function RegistrationForm({ row, onDone }: { row: RegistrationWindowRow | null; onDone(): void }) {
  const institutions = useDirectoryListQuery({ kind: 'institution' });
  const [save] = useSaveRegistrationWindowMutation();
  const options = (institutions.data?.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  const fields: AdminField[] = [
    { name: 'openForId', label: 'Open For', kind: 'select', required: true, options },
    { name: 'deadline', label: 'Deadline', kind: 'datetime', required: true },
    { name: 'isOpen', label: 'Is Open', kind: 'boolean' },
    { name: 'imageUrl', label: 'Image', kind: 'image', aspect: ASPECT.registration, required: true },
  ];
  const submit = async (payload: Record<string, unknown>) => {
    try {
      await save(row ? { ...payload, id: row.id } : payload).unwrap();
      toast.success(MSG.registrationInfoUpdated);
      onDone();
    } catch (error) {
      toast.error(MSG.registrationInfoUpdateFailed, { description: errorMessage(error) });
    }
  };
  return (
    <AdminForm
      label="Registration info"
      fields={fields}
      schema={ZAnnouncementRequest}
      initialValues={row ? { ...row } : { isOpen: true }}
      submitLabel={row ? 'Update' : 'Submit'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}

/** Registration Management: the registration windows (SPEC §5: isOpen, openForId, imageUrl 5:8, deadline). */
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
