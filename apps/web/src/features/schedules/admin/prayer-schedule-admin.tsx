import { MSG } from '@campus/shared/messages';
import type { AdminField, Payload } from '../../../components/ui/admin-form';
import { announcementAndImage, ScheduleEditor, scheduleFields } from '../components/schedule-editor';
import { usePrayerScheduleQuery, useUpdatePrayerScheduleMutation } from '../schedules-api';

export const PRAYER_FIELDS: AdminField[] = scheduleFields('Shown as a banner above the times.', [
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
]);

/** Prayer Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and PRAYER. */
export default function PrayerScheduleAdmin() {
  const { data, isLoading, error } = usePrayerScheduleQuery();
  const [save] = useUpdatePrayerScheduleMutation();
  const schedule = data?.data;

  const send = (payload: Payload) =>
    save({
      data: (payload.data as { name: string; time: string }[] | undefined) ?? [],
      ...announcementAndImage(payload),
    }).unwrap();

  return (
    <ScheduleEditor
      title="Prayer Schedule"
      headingId="prayer-admin"
      skeletonClassName="h-80 w-full rounded-2xl"
      schedule={schedule}
      isLoading={isLoading}
      error={error}
      fields={PRAYER_FIELDS}
      initialValues={{ data: schedule?.data, newUpdate: schedule?.newUpdate, image: schedule?.image }}
      save={send}
      posted={MSG.prayerSchedulePosted}
      failed={MSG.prayerSchedulePostFailed}
    />
  );
}
