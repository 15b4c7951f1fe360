import { ASPECT, BUS_GROUPS } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { type BusEntry, type BusSchedule, busGroupLabel } from '@campus/shared/schemas/schedules';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload } from '../../../components/ui/admin-form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { LastUpdated } from '../components/schedule-parts';
import { useBusScheduleQuery, useUpdateBusScheduleMutation } from '../schedules-api';

/** The four member-app routes first, then any other route the server holds. */
export function routeKeys(schedule: BusSchedule | undefined): string[] {
  const keys: string[] = BUS_GROUPS.map((g) => g.key);
  for (const key of Object.keys(schedule?.groups ?? {})) if (!keys.includes(key)) keys.push(key);
  return keys;
}

export function busFields(keys: string[]): AdminField[] {
  return [
    {
      name: 'newUpdate',
      label: 'Announcement',
      kind: 'textarea',
      rows: 3,
      hint: 'Shown as a banner above the timetable.',
    },
    ...keys.map(
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
    { name: 'image', label: 'Detail Image', kind: 'image', aspect: ASPECT.schedule },
  ];
}

/** Bus Schedule table for ADMIN, TOP_TEN, TEAM_HEAD, MENTOR and BUS: edit departures, the banner and the image. */
export default function BusScheduleAdmin() {
  const { data, isLoading, error } = useBusScheduleQuery();
  const [save] = useUpdateBusScheduleMutation();
  const schedule = data?.data;
  const keys = routeKeys(schedule);

  const submit = async (payload: Payload) => {
    const groups: Record<string, BusEntry[]> = {};
    // A route whose rows were all removed is sent empty, so it is cleared rather than kept.
    for (const key of keys) groups[key] = (payload[key] as BusEntry[] | undefined) ?? [];
    try {
      await save({
        groups,
        newUpdate: (payload.newUpdate as string | undefined) ?? null,
        ...(payload.image ? { image: payload.image as string } : {}),
      }).unwrap();
      toast.success(MSG.busSchedulePosted);
    } catch (e) {
      toast.error(MSG.busSchedulePostFailed, { description: errorMessage(e) });
    }
  };

  return (
    <section aria-labelledby="bus-admin" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="bus-admin" className="text-xl font-bold text-slate-900">
          Bus Schedule
        </h2>
        <LastUpdated iso={schedule?.updatedAt} />
      </div>
      {isLoading ? (
        <LoadingRegion label="Loading the bus schedule">
          <Skeleton className="h-96 w-full rounded-2xl" />
        </LoadingRegion>
      ) : error && !schedule ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          {errorMessage(error, MSG.unexpectedError)}
        </p>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <AdminForm
            key={schedule?.updatedAt ?? 'new'}
            label="Bus Schedule"
            fields={busFields(keys)}
            initialValues={{ ...schedule?.groups, newUpdate: schedule?.newUpdate, image: schedule?.image }}
            submitLabel="Save Bus Schedule"
            onSubmit={submit}
          />
        </div>
      )}
    </section>
  );
}
