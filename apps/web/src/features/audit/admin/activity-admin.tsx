import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type TAuditEntry } from '@campus/shared/schemas/audit';
import { useState } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { useAuditTableQuery } from '../audit-api';

const COLUMNS: DataTableColumn<TAuditEntry>[] = [
  { key: 'createdAt', header: 'When', kind: 'date' },
  {
    key: 'actor',
    header: 'Who',
    render: (r) => (
      <div className="min-w-[8rem]">
        <p className="font-semibold">{r.actor.name}</p>
        <p className="text-xs text-slate-600">
          {r.actor.role} · #{r.actor.id}
        </p>
      </div>
    ),
  },
  { key: 'action', header: 'Action', render: (r) => <code className="text-xs font-semibold">{r.action}</code> },
  {
    key: 'target',
    header: 'Target',
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
    header: 'Changes',
    render: (r) => (r.changes.length ? `${r.changes.map((c) => c.field).join(', ')}` : '—'),
  },
];

const FILTERS: AdminField[] = [
  { name: 'actorId', label: 'Actor (user id)', kind: 'number', min: 1 },
  { name: 'action', label: 'Action', kind: 'select', options: AUDIT_ACTIONS.map((a) => ({ value: a, label: a })) },
  {
    name: 'targetKind',
    label: 'Target kind',
    kind: 'select',
    options: AUDIT_TARGET_KINDS.map((k) => ({ value: k, label: k })),
  },
  { name: 'from', label: 'From (day)', kind: 'date' },
  { name: 'to', label: 'To (day)', kind: 'date' },
];

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

function ChangesTable({ entry }: { entry: TAuditEntry }) {
  if (!entry.changes.length) return <p className="text-sm text-slate-600">No field changed.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th className="w-1/4 border-b p-2">Field</th>
          <th className="border-b p-2">Before</th>
          <th className="border-b p-2">After</th>
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
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  return (
    <>
      <DataTable<TAuditEntry>
        title="Activity"
        columns={COLUMNS}
        useQuery={useAuditTableQuery}
        search={{ placeholder: 'Search actor, target or action' }}
        filters={FILTERS}
        onRowClick={setOpen}
        emptyText="No admin activity matches these filters"
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
              {open.actor.name} ({open.actor.role}) on{' '}
              {new Date(open.createdAt).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' })}
              {open.ip ? ` from ${open.ip}` : ''}
            </p>
            <ChangesTable entry={open} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}
