import { ROLES, USER_STATUSES } from '@campus/shared/enums';
import { users } from '@campus/shared/i18n/en/users';
import { adminSessions } from '@campus/shared/sessions';
import { lazy, useMemo } from 'react';
import type { AdminField } from '../../../components/ui/admin-form';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { type Translate, useT } from '../../../lib/i18n';
import { type AdminUser, useUserTableQuery } from '../users-admin-api';

// The form, with the zod schemas it checks with, loads when it is opened: the table is the dashboard's first screen.
const UserForm = lazy(() => import('./user-form').then((m) => ({ default: m.UserForm })));

type T = Translate<typeof users.en>;

const columns = (t: T): DataTableColumn<AdminUser>[] => [
  { key: 'profilePic', header: t('photo'), kind: 'image' },
  {
    key: 'fullName',
    header: t('name'),
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
  { key: 'contactNo', header: t('contact') },
  { key: 'role', header: t('role'), render: (u) => t('roleLabel', u.role) },
  {
    key: 'status',
    header: t('status'),
    render: (u) => <StatusBadge status={u.status} label={t('statusLabel', u.status)} />,
  },
  { key: 'session', header: t('session') },
  { key: 'deptName', header: t('department') },
];

const filters = (t: T): AdminField[] => [
  {
    name: 'role',
    label: t('role'),
    kind: 'select',
    options: ROLES.map((r) => ({ value: r, label: t('roleLabel', r) })),
  },
  {
    name: 'status',
    label: t('status'),
    kind: 'select',
    options: USER_STATUSES.map((s) => ({ value: s, label: t('statusLabel', s) })),
  },
  {
    name: 'session',
    label: t('session'),
    kind: 'select',
    options: adminSessions().map((s) => ({ value: s, label: s })),
  },
];

const STATUS_STYLE: Record<AdminUser['status'], string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-800',
  PENDING: 'bg-amber-100 text-amber-900',
  REJECTED: 'bg-rose-100 text-rose-800',
  RESIGNED: 'bg-slate-200 text-slate-800',
};

function StatusBadge({ status, label }: { status: AdminUser['status']; label: string }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[status]}`}>
      {label}
    </span>
  );
}

/** User Management: the users table (search name/email/contact; filter role, status, session) and the user form. */
export default function UsersAdmin() {
  const t = useT(users);
  const tableColumns = useMemo(() => columns(t), [t]);
  const tableFilters = useMemo(() => filters(t), [t]);
  return (
    <DataTable<AdminUser>
      title={t('title')}
      columns={tableColumns}
      useQuery={useUserTableQuery}
      search={{ placeholder: t('searchPlaceholder') }}
      filters={tableFilters}
      editor={{
        title: (user) => (user ? t('updateUser', user.fullName) : t('addUserTitle')),
        render: (user, close) => <UserForm user={user} onDone={close} />,
      }}
    />
  );
}
