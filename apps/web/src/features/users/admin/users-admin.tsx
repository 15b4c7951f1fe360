import { ROLES, USER_STATUSES } from '@campus/shared/enums';
import { adminSessions } from '@campus/shared/sessions';
import { lazy } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { type AdminUser, useUserTableQuery } from '../users-admin-api';

// The form, with the zod schemas it checks with, loads when it is opened: the table is the dashboard's first screen.
const UserForm = lazy(() => import('./user-form').then((m) => ({ default: m.UserForm })));

const COLUMNS: DataTableColumn<AdminUser>[] = [
  { key: 'profilePic', header: 'Photo', kind: 'image' },
  {
    key: 'fullName',
    header: 'Name',
    render: (u) => (
      <div className="min-w-[10rem]">
        <p className="font-semibold">{u.fullName}</p>
        {/* Wraps at the @ when the column is narrow, never inside a word ("student.camp / us.test"). */}
        <p className="break-words text-xs text-slate-600" title={u.email}>
          {u.email.split('@')[0]}
          <wbr />@{u.email.split('@').slice(1).join('@')}
        </p>
      </div>
    ),
  },
  { key: 'contactNo', header: 'Contact' },
  { key: 'role', header: 'Role' },
  { key: 'status', header: 'Status', render: (u) => <StatusBadge status={u.status} /> },
  { key: 'session', header: 'Session' },
  { key: 'deptName', header: 'Department' },
];

const FILTERS: AdminField[] = [
  { name: 'role', label: 'Role', kind: 'select', options: ROLES.map((r) => ({ value: r, label: r })) },
  { name: 'status', label: 'Status', kind: 'select', options: USER_STATUSES.map((s) => ({ value: s, label: s })) },
  { name: 'session', label: 'Session', kind: 'select', options: adminSessions().map((s) => ({ value: s, label: s })) },
];

const STATUS_STYLE: Record<AdminUser['status'], string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-800',
  PENDING: 'bg-amber-100 text-amber-900',
  REJECTED: 'bg-rose-100 text-rose-800',
  RESIGNED: 'bg-slate-200 text-slate-800',
};

function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>{status}</span>;
}

/** User Management: the users table (search name/email/contact; filter role, status, session) and the user form. */
export default function UsersAdmin() {
  return (
    <DataTable<AdminUser>
      title="User Management"
      columns={COLUMNS}
      useQuery={useUserTableQuery}
      search={{ placeholder: 'Search name, email or contact' }}
      filters={FILTERS}
      editor={{
        title: (user) => (user ? `Update ${user.fullName}` : 'Add User'),
        render: (user, close) => <UserForm user={user} onDone={close} />,
      }}
    />
  );
}
