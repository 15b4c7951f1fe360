import { ASPECT } from '@campus/shared/constants';
import { INSTITUTION_TYPES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type DirectoryKind, type DirectoryRow, useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, saveWithToasts } from '../../../components/ui/admin-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import {
  useCreateDirectoryEntryMutation,
  useDeleteDirectoryEntryMutation,
  useUpdateDirectoryEntryMutation,
} from '../directory-api';

interface KindConfig {
  label: string;
  title: string;
  typed: boolean;
  deletable: boolean;
  fields: AdminField[];
  columns: DataTableColumn<DirectoryRow>[];
}

const TYPE_OPTIONS = INSTITUTION_TYPES.map((t) => ({ value: t, label: t === 'UNIVERSITY' ? 'University' : 'College' }));
const NAME: AdminField = { name: 'name', label: 'Name', kind: 'text', required: true };
const TYPE: AdminField = { name: 'type', label: 'Type', kind: 'select', required: true, options: TYPE_OPTIONS };
const UPDATED: DataTableColumn<DirectoryRow> = { key: 'updatedAt', header: MSG.lastUpdate, kind: 'date' };
const typeColumn: DataTableColumn<DirectoryRow> = {
  key: 'type',
  header: 'Type',
  render: (row) => TYPE_OPTIONS.find((o) => o.value === row.type)?.label ?? '—',
};

/** product §5 "Other admin forms": institution/department name and type; designation name; team name and cover (8:4). */
export const DIRECTORY_CONFIG: Record<DirectoryKind, KindConfig> = {
  institution: {
    label: 'Institution',
    title: 'All Institutions',
    typed: true,
    deletable: true,
    fields: [NAME, TYPE],
    columns: [{ key: 'name', header: 'Name' }, typeColumn, UPDATED],
  },
  department: {
    label: 'Department',
    title: 'All Departments',
    typed: true,
    deletable: true,
    fields: [NAME, TYPE],
    columns: [{ key: 'name', header: 'Name' }, typeColumn, UPDATED],
  },
  designation: {
    label: 'Designation',
    title: 'All Designations',
    typed: false,
    deletable: true,
    fields: [NAME],
    columns: [{ key: 'name', header: 'Name' }, UPDATED],
  },
  team: {
    label: 'Team',
    title: 'All Teams',
    typed: false,
    deletable: false,
    fields: [NAME, { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.teamCover }],
    columns: [{ key: 'coverPic', header: 'Cover', kind: 'image' }, { key: 'name', header: 'Name' }, UPDATED],
  },
};

function DeleteButton({ kind, row, onDone }: { kind: DirectoryKind; row: DirectoryRow; onDone(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteDirectoryEntryMutation();
  const label = DIRECTORY_CONFIG[kind].label;
  const run = async () => {
    try {
      await remove({ kind, id: row.id }).unwrap();
      toast.success(`${label} Deleted`);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
      setConfirming(false);
    }
  };
  return confirming ? (
    <Button variant="danger" isLoading={isLoading} onClick={run} className="mr-auto">
      Confirm delete
    </Button>
  ) : (
    <Button variant="quiet-danger" onClick={() => setConfirming(true)} className="mr-auto">
      Delete
    </Button>
  );
}

export function DirectoryForm({
  kind,
  row,
  onDone,
}: {
  kind: DirectoryKind;
  row: DirectoryRow | null;
  onDone(): void;
}) {
  const config = DIRECTORY_CONFIG[kind];
  const [create] = useCreateDirectoryEntryMutation();
  const [update] = useUpdateDirectoryEntryMutation();
  const submit = (body: Record<string, unknown>) =>
    saveWithToasts({
      save: () => (row ? update({ kind, id: row.id, body }).unwrap() : create({ kind, body }).unwrap()),
      success: row ? MSG.entityUpdated(config.label) : MSG.entityPosted(config.label),
      failure: MSG.updateOrPostFailed,
      onDone,
    });
  return (
    <AdminForm
      label={row ? `Update ${config.label}` : `Add ${config.label}`}
      fields={config.fields}
      initialValues={row ? { ...row } : config.typed ? { type: 'UNIVERSITY' } : undefined}
      submitLabel={row ? 'Update' : 'Submit'}
      onCancel={onDone}
      extraActions={row && config.deletable ? <DeleteButton kind={kind} row={row} onDone={onDone} /> : undefined}
      onSubmit={submit}
    />
  );
}

/** The server answers the whole (small) list; search, type filter and pages apply here. */
function pageOf(rows: DirectoryRow[], query: TableQuery) {
  const term = String(query.searchTerm ?? '').toLowerCase();
  const filtered = rows.filter((r) => r.name.toLowerCase().includes(term) && (!query.type || r.type === query.type));
  const start = (query.page - 1) * query.limit;
  return { rows: filtered.slice(start, start + query.limit), total: filtered.length };
}

/** All Institutions / Departments / Designations / Teams (User Management sub-sections). */
export default function DirectoryAdmin({ kind }: { kind: DirectoryKind }) {
  const config = DIRECTORY_CONFIG[kind];
  const { data, isLoading, error } = useDirectoryListQuery({ kind });
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10 });
  const page = useMemo(() => pageOf(data?.data ?? [], query), [data, query]);
  return (
    <DataTable<DirectoryRow>
      key={kind}
      title={config.title}
      columns={config.columns}
      rows={page.rows}
      total={page.total}
      isLoading={isLoading}
      error={error}
      onQueryChange={setQuery}
      search={{ placeholder: `Search ${config.title.toLowerCase()}` }}
      filters={config.typed ? [{ ...TYPE, required: false }] : undefined}
      editor={{
        title: (row) => (row ? `Update ${config.label}` : `Add ${config.label}`),
        render: (row, close) => <DirectoryForm kind={kind} row={row} onDone={close} />,
      }}
    />
  );
}
