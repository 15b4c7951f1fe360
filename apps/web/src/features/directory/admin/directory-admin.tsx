import { ASPECT } from '@campus/shared/constants';
import { INSTITUTION_TYPES } from '@campus/shared/enums';
import { directory } from '@campus/shared/i18n/en/directory';
import { msg } from '@campus/shared/i18n/en/msg';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type DirectoryKind, type DirectoryRow, useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, saveWithToasts } from '../../../components/ui/admin-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/ui/data-table';
import { type Translate, useT } from '../../../lib/i18n';
import {
  useCreateDirectoryEntryMutation,
  useDeleteDirectoryEntryMutation,
  useUpdateDirectoryEntryMutation,
} from '../directory-api';

type T = Translate<typeof directory.en>;

interface KindConfig {
  /** The kind's English noun, for the server-side toasts (msg area: entityUpdated, entityPosted). */
  noun: string;
  label: string;
  title: string;
  typed: boolean;
  deletable: boolean;
  fields: AdminField[];
  columns: DataTableColumn<DirectoryRow>[];
}

const typeOptions = (t: T) =>
  INSTITUTION_TYPES.map((v) => ({ value: v, label: v === 'UNIVERSITY' ? t('university') : t('college') }));
const nameField = (t: T): AdminField => ({ name: 'name', label: t('name'), kind: 'text', required: true });
const typeField = (t: T): AdminField => ({
  name: 'type',
  label: t('type'),
  kind: 'select',
  required: true,
  options: typeOptions(t),
});

/**
 * product §5 "Other admin forms": institution/department name and type; designation name; team name and cover
 * (8:4). Texts in the language on screen: `lastUpdate` is the msg area's.
 */
export function directoryConfig(t: T, lastUpdate: string): Record<DirectoryKind, KindConfig> {
  const updated: DataTableColumn<DirectoryRow> = { key: 'updatedAt', header: lastUpdate, kind: 'date' };
  const typeColumn: DataTableColumn<DirectoryRow> = {
    key: 'type',
    header: t('type'),
    render: (row) => typeOptions(t).find((o) => o.value === row.type)?.label ?? '—',
  };
  const name: DataTableColumn<DirectoryRow> = { key: 'name', header: t('name') };
  return {
    institution: {
      noun: 'Institution',
      label: t('institution'),
      title: t('allInstitutions'),
      typed: true,
      deletable: true,
      fields: [nameField(t), typeField(t)],
      columns: [name, typeColumn, updated],
    },
    department: {
      noun: 'Department',
      label: t('department'),
      title: t('allDepartments'),
      typed: true,
      deletable: true,
      fields: [nameField(t), typeField(t)],
      columns: [name, typeColumn, updated],
    },
    designation: {
      noun: 'Designation',
      label: t('designation'),
      title: t('allDesignations'),
      typed: false,
      deletable: true,
      fields: [nameField(t)],
      columns: [name, updated],
    },
    team: {
      noun: 'Team',
      label: t('team'),
      title: t('allTeams'),
      typed: false,
      deletable: false,
      fields: [nameField(t), { name: 'coverPic', label: t('coverPicture'), kind: 'image', aspect: ASPECT.teamCover }],
      columns: [{ key: 'coverPic', header: t('cover'), kind: 'image' }, name, updated],
    },
  };
}

/** The kind's configuration in the language on screen. */
function useKindConfig(kind: DirectoryKind): KindConfig & { t: T } {
  const t = useT(directory);
  const tm = useT(msg);
  const lastUpdate = tm('lastUpdate');
  return useMemo(() => ({ ...directoryConfig(t, lastUpdate)[kind], t }), [t, lastUpdate, kind]);
}

function DeleteButton({ kind, row, onDone }: { kind: DirectoryKind; row: DirectoryRow; onDone(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteDirectoryEntryMutation();
  const { label, t } = useKindConfig(kind);
  const run = async () => {
    try {
      await remove({ kind, id: row.id }).unwrap();
      toast.success(t('deleted', label));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
      setConfirming(false);
    }
  };
  return confirming ? (
    <Button variant="danger" isLoading={isLoading} onClick={run} className="mr-auto">
      {t('confirmDelete')}
    </Button>
  ) : (
    <Button variant="quiet-danger" onClick={() => setConfirming(true)} className="mr-auto">
      {t('delete')}
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
  const config = useKindConfig(kind);
  const { t } = config;
  const tm = useT(msg);
  const [create] = useCreateDirectoryEntryMutation();
  const [update] = useUpdateDirectoryEntryMutation();
  const submit = (body: Record<string, unknown>) =>
    saveWithToasts({
      save: () => (row ? update({ kind, id: row.id, body }).unwrap() : create({ kind, body }).unwrap()),
      success: row ? tm('entityUpdated', config.noun) : tm('entityPosted', config.noun),
      failure: tm('updateOrPostFailed'),
      onDone,
    });
  return (
    <AdminForm
      label={row ? t('updateEntity', config.label) : t('addEntity', config.label)}
      fields={config.fields}
      initialValues={row ? { ...row } : config.typed ? { type: 'UNIVERSITY' } : undefined}
      submitLabel={row ? t('update') : t('submit')}
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
  const config = useKindConfig(kind);
  const { t } = config;
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
      search={{ placeholder: t('searchIn', config.title) }}
      filters={config.typed ? [{ ...typeField(t), required: false }] : undefined}
      editor={{
        title: (row) => (row ? t('updateEntity', config.label) : t('addEntity', config.label)),
        render: (row, close) => <DirectoryForm kind={kind} row={row} onDone={close} />,
      }}
    />
  );
}
