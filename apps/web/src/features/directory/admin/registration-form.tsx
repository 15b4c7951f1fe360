import { ASPECT } from '@campus/shared/constants';
import { directory } from '@campus/shared/i18n/en/directory';
import { msg } from '@campus/shared/i18n/en/msg';
import { ZAnnouncementRequest } from '@campus/shared/schemas/auth';
import { useDirectoryListQuery } from '../../../app/lookups-api';
import { type AdminField, AdminForm, saveWithToasts } from '../../../components/ui/admin-form';
import { useT } from '../../../lib/i18n';
import { type RegistrationWindowRow, useSaveRegistrationWindowMutation } from '../directory-api';

/** Post or update a registration window (product §5: isOpen, openForId, imageUrl 5:8, deadline). */
export function RegistrationForm({ row, onDone }: { row: RegistrationWindowRow | null; onDone(): void }) {
  const t = useT(directory);
  const tm = useT(msg);
  const institutions = useDirectoryListQuery({ kind: 'institution' });
  const [save] = useSaveRegistrationWindowMutation();
  const options = (institutions.data?.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  const fields: AdminField[] = [
    { name: 'openForId', label: t('openFor'), kind: 'select', required: true, options },
    { name: 'deadline', label: t('deadline'), kind: 'datetime', required: true },
    { name: 'isOpen', label: t('isOpen'), kind: 'boolean' },
    { name: 'imageUrl', label: t('image'), kind: 'image', aspect: ASPECT.registration, required: true },
  ];
  const submit = (payload: Record<string, unknown>) =>
    saveWithToasts({
      save: () => save(row ? { ...payload, id: row.id } : payload).unwrap(),
      success: tm('registrationInfoUpdated'),
      failure: tm('registrationInfoUpdateFailed'),
      onDone,
    });
  return (
    <AdminForm
      label={t('registrationInfo')}
      fields={fields}
      schema={ZAnnouncementRequest}
      initialValues={row ? { ...row } : { isOpen: true }}
      submitLabel={row ? t('update') : t('submit')}
      onCancel={onDone}
      onSubmit={submit}
    />
  );
}
