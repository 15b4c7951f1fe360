import { msg } from '@campus/shared/i18n/en/msg';
import { schedules } from '@campus/shared/i18n/en/schedules';
import type { AdminField, Payload } from '../../../components/ui/admin-form';
import { type Translate, useT } from '../../../lib/i18n';
import { announcementAndImage, ScheduleEditor, scheduleFields } from '../components/schedule-editor';
import { usePrayerScheduleQuery, useUpdatePrayerScheduleMutation } from '../schedules-api';

export const prayerFields = (t: Translate<typeof schedules.en>): AdminField[] =>
  scheduleFields(t, t('prayerBannerHint'), [
    {
      name: 'data',
      label: t('prayerTimesField'),
      kind: 'json-list',
      addLabel: t('addPrayer'),
      itemFields: [
        { name: 'name', label: t('prayer'), kind: 'text' },
        { name: 'time', label: t('time'), kind: 'time' },
      ],
    },
  ]);

/** Prayer Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and PRAYER. */
export default function PrayerScheduleAdmin() {
  const t = useT(schedules);
  const tm = useT(msg);
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
      title={t('prayerSchedule')}
      headingId="prayer-admin"
      skeletonClassName="h-80 w-full rounded-2xl"
      schedule={schedule}
      isLoading={isLoading}
      error={error}
      fields={prayerFields(t)}
      initialValues={{ data: schedule?.data, newUpdate: schedule?.newUpdate, image: schedule?.image }}
      save={send}
      posted={tm('prayerSchedulePosted')}
      failed={tm('prayerSchedulePostFailed')}
    />
  );
}
