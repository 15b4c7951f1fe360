import { BUS_GROUPS } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { msg } from '@campus/shared/i18n/en/msg';
import { schedules } from '@campus/shared/i18n/en/schedules';
import { type BusEntry, type BusSchedule, busGroupLabel, busRoutesOf } from '@campus/shared/schemas/schedules';
import type { AdminField, Payload } from '../../../components/ui/admin-form';
import { type Translate, useT } from '../../../lib/i18n';
import { announcementAndImage, ScheduleEditor, scheduleFields } from '../components/schedule-editor';
import { useBusScheduleQuery, useUpdateBusScheduleMutation } from '../schedules-api';

/** The four member-app routes first, then any other route the server holds. */
export function routeKeys(schedule: BusSchedule | undefined): string[] {
  const keys: string[] = BUS_GROUPS.map((g) => g.key);
  for (const key of Object.keys(busRoutesOf(schedule))) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/** The four routes' names in the language on screen; another route the server holds is named by its key. */
const routeLabel = (tc: Translate<typeof common.en>, key: string) =>
  BUS_GROUPS.some((g) => g.key === key) ? tc(key as (typeof BUS_GROUPS)[number]['key']) : busGroupLabel(key);

export function busFields(
  t: Translate<typeof schedules.en>,
  tc: Translate<typeof common.en>,
  keys: string[],
): AdminField[] {
  return scheduleFields(
    t,
    t('busBannerHint'),
    keys.map(
      (key): AdminField => ({
        name: key,
        label: routeLabel(tc, key),
        kind: 'json-list',
        addLabel: t('addDeparture'),
        itemFields: [
          { name: 'busName', label: t('busName'), kind: 'text' },
          { name: 'time', label: t('time'), kind: 'time' },
          { name: 'isAvailable', label: t('running'), kind: 'boolean' },
        ],
      }),
    ),
  );
}

/** Bus Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and BUS: edit departures, the banner and the image. */
export default function BusScheduleAdmin() {
  const t = useT(schedules);
  const tc = useT(common);
  const tm = useT(msg);
  const { data, isLoading, error } = useBusScheduleQuery();
  const [save] = useUpdateBusScheduleMutation();
  const schedule = data?.data;
  const keys = routeKeys(schedule);

  const send = (payload: Payload) => {
    const groups: Record<string, BusEntry[]> = {};
    // A route whose rows were all removed is sent empty, so it is cleared rather than kept.
    for (const key of keys) groups[key] = (payload[key] as BusEntry[] | undefined) ?? [];
    return save({ groups, ...announcementAndImage(payload) }).unwrap();
  };

  return (
    <ScheduleEditor
      title={t('busSchedule')}
      headingId="bus-admin"
      skeletonClassName="h-96 w-full rounded-2xl"
      schedule={schedule}
      isLoading={isLoading}
      error={error}
      fields={busFields(t, tc, keys)}
      initialValues={{ ...busRoutesOf(schedule), newUpdate: schedule?.newUpdate, image: schedule?.image }}
      save={send}
      posted={tm('busSchedulePosted')}
      failed={tm('busSchedulePostFailed')}
    />
  );
}
