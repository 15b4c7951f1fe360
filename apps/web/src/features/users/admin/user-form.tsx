import { ASPECT } from '@campus/shared/constants';
import { ROLES, STUDY_AT, USER_STATUSES } from '@campus/shared/enums';
import { msg } from '@campus/shared/i18n/en/msg';
import { users } from '@campus/shared/i18n/en/users';
import { ZAdminUpdateUserRequest, ZCreateUserRequest } from '@campus/shared/schemas/users';
import { adminSessions } from '@campus/shared/sessions';
import { type DirectoryKind, useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, type SelectOption, saveWithToasts } from '../../../components/ui/admin-form';
import { type Translate, useT } from '../../../lib/i18n';
import { type AdminUser, useCreateUserMutation, useUpdateUserByAdminMutation } from '../users-admin-api';

type T = Translate<typeof users.en>;

const enumOptions = (values: readonly string[], label: (value: string) => string = String): SelectOption[] =>
  values.map((v) => ({ value: v, label: label(v) }));

function useLookup(kind: DirectoryKind, withType = false): SelectOption[] {
  const t = useT(users);
  const { data } = useDirectoryListQuery({ kind });
  return (data?.data ?? []).map((row) => ({
    value: row.id,
    label:
      withType && row.type ? `${row.name} (${row.type === 'UNIVERSITY' ? t('university') : t('college')})` : row.name,
  }));
}

/** Sessions offered in admin forms (product §5), plus a member's own older session so editing keeps it. */
function sessionOptions(current?: string | null): SelectOption[] {
  const list = adminSessions();
  if (current && !list.includes(current)) list.unshift(current);
  return enumOptions(list);
}

export function userFields(
  t: T,
  lookups: {
    institutes: SelectOption[];
    departments: SelectOption[];
    designations: SelectOption[];
    teams: SelectOption[];
    session?: string | null;
  },
): AdminField[] {
  return [
    { name: 'fullName', label: t('fullName'), kind: 'text', required: true },
    { name: 'email', label: t('email'), kind: 'email', required: true },
    { name: 'contactNo', label: t('contactNumber'), kind: 'tel', required: true, placeholder: t('contactPlaceholder') },
    { name: 'session', label: t('session'), kind: 'select', required: true, options: sessionOptions(lookups.session) },
    {
      name: 'studyAt',
      label: t('studyAt'),
      kind: 'select',
      required: true,
      options: enumOptions(STUDY_AT, (v) => t('studyAtLabel', v)),
    },
    { name: 'instituteId', label: t('institute'), kind: 'select', required: true, options: lookups.institutes },
    { name: 'departmentId', label: t('department'), kind: 'select', required: true, options: lookups.departments },
    { name: 'role', label: t('role'), kind: 'select', options: enumOptions(ROLES, (v) => t('roleLabel', v)) },
    {
      name: 'status',
      label: t('status'),
      kind: 'select',
      options: enumOptions(USER_STATUSES, (v) => t('statusLabel', v)),
    },
    { name: 'designationId', label: t('designation'), kind: 'select', options: lookups.designations },
    { name: 'teamId', label: t('team'), kind: 'select', options: lookups.teams },
    { name: 'link', label: t('link'), kind: 'url', placeholder: t('linkPlaceholder') },
    { name: 'profilePic', label: t('profilePicture'), kind: 'image', aspect: ASPECT.profile, required: true },
    { name: 'coverPic', label: t('coverPicture'), kind: 'image', aspect: ASPECT.userCover },
  ];
}

/** Create (user = null) or edit a user (product §5 User form); toasts of product §8. */
export function UserForm({ user, onDone }: { user: AdminUser | null; onDone(): void }) {
  const t = useT(users);
  const tm = useT(msg);
  const institutes = useLookup('institution', true);
  const departments = useLookup('department', true);
  const designations = useLookup('designation');
  const teams = useLookup('team');
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserByAdminMutation();
  const fields = userFields(t, { institutes, departments, designations, teams, session: user?.session });

  const submit = (payload: Record<string, unknown>) =>
    saveWithToasts({
      save: () => (user ? updateUser({ id: user.id, body: payload }).unwrap() : createUser(payload).unwrap()),
      success: user ? tm('userUpdated') : tm('userPosted'),
      failure: (message) => tm('userUpdatePostFailed', message),
      onDone,
    });

  return (
    <AdminForm
      label={user ? t('updateUser', user.fullName) : t('addUserLabel')}
      fields={fields}
      schema={user ? ZAdminUpdateUserRequest : ZCreateUserRequest}
      initialValues={user ? { ...user } : { status: 'ACTIVE', role: 'MEMBER', studyAt: 'UNIVERSITY' }}
      submitLabel={user ? t('updateUserButton') : t('addUserTitle')}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
