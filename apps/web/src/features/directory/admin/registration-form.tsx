import { ASPECT } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { ZAnnouncementRequest } from '@campus/shared/schemas/auth';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, saveWithToasts } from '../../../components/ui/admin-form';
import { type RegistrationWindowRow, useSaveRegistrationWindowMutation } from '../directory-api';

/** Post or update a registration window (product §5: isOpen, openForId, imageUrl 5:8, deadline). */
export function RegistrationForm({ row, onDone }: { row: RegistrationWindowRow | null; onDone(): void }) {
  const institutions = useDirectoryListQuery({ kind: 'institution' });
  const [save] = useSaveRegistrationWindowMutation();
  const options = (institutions.data?.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  const fields: AdminField[] = [
    { name: 'openForId', label: 'Open For', kind: 'select', required: true, options },
    { name: 'deadline', label: 'Deadline', kind: 'datetime', required: true },
    { name: 'isOpen', label: 'Is Open', kind: 'boolean' },
    { name: 'imageUrl', label: 'Image', kind: 'image', aspect: ASPECT.registration, required: true },
  ];
  const submit = (payload: Record<string, unknown>) =>
    saveWithToasts({
      save: () => save(row ? { ...payload, id: row.id } : payload).unwrap(),
      success: MSG.registrationInfoUpdated,
      failure: MSG.registrationInfoUpdateFailed,
      onDone,
    });
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
