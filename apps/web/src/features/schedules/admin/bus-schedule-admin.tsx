import { BUS_GROUPS } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { type BusEntry, type BusSchedule, busGroupLabel, busRoutesOf } from '@campus/shared/schemas/schedules';
import type { AdminField, Payload } from '../../../components/ui/admin-form';
import { announcementAndImage, ScheduleEditor, scheduleFields } from '../components/schedule-editor';
import { useBusScheduleQuery, useUpdateBusScheduleMutation } from '../schedules-api';

/** The four member-app routes first, then any other route the server holds. */
export function routeKeys(schedule: BusSchedule | undefined): string[] {
  const keys: string[] = BUS_GROUPS.map((g) => g.key);
  for (const key of Object.keys(busRoutesOf(schedule))) if (!keys.includes(key)) keys.push(key);
  return keys;
}

export function busFields(keys: string[]): AdminField[] {
  return scheduleFields(
    'Shown as a banner above the timetable.',
    keys.map(
      (key): AdminField => ({
        name: key,
        label: busGroupLabel(key),
        kind: 'json-list',
        addLabel: 'Add departure',
        itemFields: [
          { name: 'busName', label: 'Bus Name', kind: 'text' },
          { name: 'time', label: 'Time', kind: 'time' },
          { name: 'isAvailable', label: 'Running', kind: 'boolean' },
        ],
      }),
    ),
  );
}

/** Bus Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and BUS: edit departures, the banner and the image. */
export default function BusScheduleAdmin() {
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
      title="Bus Schedule"
      headingId="bus-admin"
      skeletonClassName="h-96 w-full rounded-2xl"
      schedule={schedule}
      isLoading={isLoading}
      error={error}
      fields={busFields(keys)}
      initialValues={{ ...busRoutesOf(schedule), newUpdate: schedule?.newUpdate, image: schedule?.image }}
      save={send}
      posted={MSG.busSchedulePosted}
      failed={MSG.busSchedulePostFailed}
    />
  );
}
