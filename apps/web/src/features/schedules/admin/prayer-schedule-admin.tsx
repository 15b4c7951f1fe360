import { ASPECT } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload } from '../../../components/ui/admin-form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { LastUpdated } from '../components/schedule-parts';
import { usePrayerScheduleQuery, useUpdatePrayerScheduleMutation } from '../schedules-api';

export const PRAYER_FIELDS: AdminField[] = [
  { name: 'newUpdate', label: 'Announcement', kind: 'textarea', rows: 3, hint: 'Shown as a banner above the times.' },
  {
    name: 'data',
    label: 'Prayer Times',
    kind: 'json-list',
    addLabel: 'Add prayer',
    itemFields: [
      { name: 'name', label: 'Prayer', kind: 'text' },
      { name: 'time', label: 'Time', kind: 'time' },
    ],
  },
  { name: 'image', label: 'Detail Image', kind: 'image', aspect: ASPECT.schedule },
];

/** Prayer Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and PRAYER. */
export default function PrayerScheduleAdmin() {
  const { data, isLoading, error } = usePrayerScheduleQuery();
  const [save] = useUpdatePrayerScheduleMutation();
  const schedule = data?.data;

  const submit = async (payload: Payload) => {
    try {
      await save({
        data: (payload.data as { name: string; time: string }[] | undefined) ?? [],
        newUpdate: (payload.newUpdate as string | undefined) ?? null,
        ...(payload.image ? { image: payload.image as string } : {}),
      }).unwrap();
      toast.success(MSG.prayerSchedulePosted);
    } catch (e) {
      toast.error(MSG.prayerSchedulePostFailed, { description: errorMessage(e) });
    }
  };

  return (
    <section aria-labelledby="prayer-admin" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="prayer-admin" className="text-xl font-bold text-slate-900">
          Prayer Schedule
        </h2>
        <LastUpdated iso={schedule?.updatedAt} />
      </div>
      {isLoading ? (
        <LoadingRegion label="Loading the prayer schedule">
          <Skeleton className="h-80 w-full rounded-2xl" />
        </LoadingRegion>
      ) : error && !schedule ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          {errorMessage(error, MSG.unexpectedError)}
        </p>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <AdminForm
            key={schedule?.updatedAt ?? 'new'}
            label="Prayer Schedule"
            fields={PRAYER_FIELDS}
            initialValues={{ data: schedule?.data, newUpdate: schedule?.newUpdate, image: schedule?.image }}
            submitLabel="Save Prayer Schedule"
            onSubmit={submit}
          />
        </div>
      )}
    </section>
  );
}
