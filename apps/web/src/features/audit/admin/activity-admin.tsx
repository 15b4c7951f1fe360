import { audit } from '@campus/shared/i18n/en/audit';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type TAuditEntry } from '@campus/shared/schemas/audit';
import { useMemo, useState } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { type Translate, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useAuditTableQuery } from '../audit-api';

type T = Translate<typeof audit.en>;

const columns = (t: T): DataTableColumn<TAuditEntry>[] => [
  { key: 'createdAt', header: t('when'), kind: 'date' },
  {
    key: 'actor',
    header: t('who'),
    render: (r) => (
      <div className="min-w-[8rem]">
        <p className="font-semibold">{r.actor.name}</p>
        <p className="text-xs text-slate-600">
          {r.actor.role} · #{r.actor.id}
        </p>
      </div>
    ),
  },
  { key: 'action', header: t('action'), render: (r) => <code className="text-xs font-semibold">{r.action}</code> },
  {
    key: 'target',
    header: t('target'),
    render: (r) => (
      <div className="min-w-[8rem]">
        <p>{r.target.title || '—'}</p>
        <p className="text-xs text-slate-600">
          {r.target.kind}
          {r.target.id !== null ? ` #${r.target.id}` : ''}
        </p>
      </div>
    ),
  },
  {
    key: 'changes',
    header: t('changes'),
    render: (r) => (r.changes.length ? `${r.changes.map((c) => c.field).join(', ')}` : '—'),
  },
];

const filters = (t: T): AdminField[] => [
  { name: 'actorId', label: t('actorFilter'), kind: 'number', min: 1 },
  { name: 'action', label: t('action'), kind: 'select', options: AUDIT_ACTIONS.map((a) => ({ value: a, label: a })) },
  {
    name: 'targetKind',
    label: t('targetKind'),
    kind: 'select',
    options: AUDIT_TARGET_KINDS.map((k) => ({ value: k, label: k })),
  },
  { name: 'from', label: t('fromDay'), kind: 'date' },
  { name: 'to', label: t('toDay'), kind: 'date' },
];

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

function ChangesTable({ entry }: { entry: TAuditEntry }) {
  const t = useT(audit);
  if (!entry.changes.length) return <p className="text-sm text-slate-600">{t('noFieldChanged')}</p>;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th className="w-1/4 border-b p-2">{t('field')}</th>
          <th className="border-b p-2">{t('before')}</th>
          <th className="border-b p-2">{t('after')}</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          <tr key={c.field} className="align-top">
            <th scope="row" className="border-b p-2 text-left font-semibold break-words">
              {c.field}
            </th>
            <td className="border-b bg-rose-50 p-2 break-words whitespace-pre-wrap text-rose-900">{show(c.from)}</td>
            <td className="border-b bg-emerald-50 p-2 break-words whitespace-pre-wrap text-emerald-900">
              {show(c.to)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Activity (ADMIN): the append-only audit log of privileged writes; a row opens its before → after diff. */
export default function ActivityAdmin() {
  const t = useT(audit);
  const f = useFormat();
  const tableColumns = useMemo(() => columns(t), [t]);
  const tableFilters = useMemo(() => filters(t), [t]);
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  return (
    <>
      <DataTable<TAuditEntry>
        title={t('title')}
        columns={tableColumns}
        useQuery={useAuditTableQuery}
        search={{ placeholder: t('searchPlaceholder') }}
        filters={tableFilters}
        onRowClick={setOpen}
        emptyText={t('empty')}
      />
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? `${open.action} · ${open.target.title || open.target.kind}` : ''}
        size="sheet"
      >
        {open ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {t(
                'byOn',
                open.actor.name,
                open.actor.role,
                f.lang === 'bn'
                  ? f.digits(new Date(open.createdAt).toLocaleString('bn-BD', { timeZone: 'Asia/Dhaka' }))
                  : new Date(open.createdAt).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' }),
              )}
              {open.ip ? t('fromIp', open.ip) : ''}
            </p>
            <ChangesTable entry={open} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
