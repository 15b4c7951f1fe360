import { ASPECT } from '@campus/shared/constants';
import { ROLES, STUDY_AT, USER_STATUSES } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { ZAdminUpdateUserRequest, ZCreateUserRequest } from '@campus/shared/schemas/users';
import { adminSessions } from '@campus/shared/sessions';
import { type DirectoryKind, useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, type SelectOption, saveWithToasts } from '../../../components/ui/admin-form';
import { type AdminUser, useCreateUserMutation, useUpdateUserByAdminMutation } from '../users-admin-api';

const enumOptions = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));

function useLookup(kind: DirectoryKind, withType = false): SelectOption[] {
  const { data } = useDirectoryListQuery({ kind });
  return (data?.data ?? []).map((row) => ({
    value: row.id,
    label: withType && row.type ? `${row.name} (${row.type === 'UNIVERSITY' ? 'University' : 'College'})` : row.name,
  }));
}

/** Sessions offered in admin forms (product §5), plus a member's own older session so editing keeps it. */
function sessionOptions(current?: string | null): SelectOption[] {
  const list = adminSessions();
  if (current && !list.includes(current)) list.unshift(current);
  return enumOptions(list);
}

export function userFields(lookups: {
  institutes: SelectOption[];
  departments: SelectOption[];
  designations: SelectOption[];
  teams: SelectOption[];
  session?: string | null;
}): AdminField[] {
  return [
    { name: 'fullName', label: 'Full Name', kind: 'text', required: true },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'contactNo', label: 'Contact Number', kind: 'tel', required: true, placeholder: '01XXXXXXXXX' },
    { name: 'session', label: 'Session', kind: 'select', required: true, options: sessionOptions(lookups.session) },
    { name: 'studyAt', label: 'Study At', kind: 'select', required: true, options: enumOptions(STUDY_AT) },
    { name: 'instituteId', label: 'Institute', kind: 'select', required: true, options: lookups.institutes },
    { name: 'departmentId', label: 'Department', kind: 'select', required: true, options: lookups.departments },
    { name: 'role', label: 'Role', kind: 'select', options: enumOptions(ROLES) },
    { name: 'status', label: 'Status', kind: 'select', options: enumOptions(USER_STATUSES) },
    { name: 'designationId', label: 'Designation', kind: 'select', options: lookups.designations },
    { name: 'teamId', label: 'Team', kind: 'select', options: lookups.teams },
    { name: 'link', label: 'Link', kind: 'url', placeholder: 'https://' },
    { name: 'profilePic', label: 'Profile Picture', kind: 'image', aspect: ASPECT.profile, required: true },
    { name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: ASPECT.userCover },
  ];
}

/** Create (user = null) or edit a user (product §5 User form); toasts of product §8. */
export function UserForm({ user, onDone }: { user: AdminUser | null; onDone(): void }) {
  const institutes = useLookup('institution', true);
  const departments = useLookup('department', true);
  const designations = useLookup('designation');
  const teams = useLookup('team');
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserByAdminMutation();
  const fields = userFields({ institutes, departments, designations, teams, session: user?.session });

  const submit = (payload: Record<string, unknown>) =>
    saveWithToasts({
      save: () => (user ? updateUser({ id: user.id, body: payload }).unwrap() : createUser(payload).unwrap()),
      success: user ? MSG.userUpdated : MSG.userPosted,
      failure: MSG.userUpdatePostFailed,
      onDone,
    });

  return (
    <AdminForm
      label={user ? `Update ${user.fullName}` : 'Add user'}
      fields={fields}
      schema={user ? ZAdminUpdateUserRequest : ZCreateUserRequest}
      initialValues={user ? { ...user } : { status: 'ACTIVE', role: 'MEMBER', studyAt: 'UNIVERSITY' }}
      submitLabel={user ? 'Update User' : 'Add User'}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
