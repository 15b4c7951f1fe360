import { ASPECT } from '@campus/shared/constants';
import { msg } from '@campus/shared/i18n/en/msg';
import { schedules } from '@campus/shared/i18n/en/schedules';
import { errorMessage } from '../../../app/api-error';
import { type AdminField, AdminForm, type Payload, saveWithToasts } from '../../../components/ui/admin-form';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { type Translate, useT } from '../../../lib/i18n';
import { LastUpdated } from './schedule-parts';

/** What both schedules carry besides their timetable. */
interface ScheduleCommon {
  updatedAt?: string | null;
  newUpdate?: string | null;
  image?: string | null;
}

/** The announcement first, then the schedule's own timetable fields, then the detail image. */
export function scheduleFields(
  t: Translate<typeof schedules.en>,
  announcementHint: string,
  timetable: AdminField[],
): AdminField[] {
  return [
    { name: 'newUpdate', label: t('announcement'), kind: 'textarea', rows: 3, hint: announcementHint },
    ...timetable,
    { name: 'image', label: t('detailImage'), kind: 'image', aspect: ASPECT.schedule },
  ];
}

/** The announcement (null when emptied) and the image (left out unless one is set) to send with a timetable. */
export function announcementAndImage(payload: Payload) {
  return {
    newUpdate: (payload.newUpdate as string | undefined) ?? null,
    ...(payload.image ? { image: payload.image as string } : {}),
  };
}

/**
 * The admin editor both schedules share: a heading with the last update, a skeleton while loading, the error
 * when nothing could be loaded, else the form. `title` (e.g. 'Bus Schedule') names the heading and the form,
 * the submit button ('Save Bus Schedule') and the loading region ('Loading the bus schedule').
 */
export function ScheduleEditor({
  title,
  headingId,
  skeletonClassName,
  schedule,
  isLoading,
  error,
  fields,
  initialValues,
  save,
  posted,
  failed,
}: {
  title: string;
  headingId: string;
  skeletonClassName: string;
  schedule: ScheduleCommon | undefined;
  isLoading: boolean;
  error: unknown;
  fields: AdminField[];
  initialValues: Record<string, unknown>;
  /** Sends the form's values; rejects when the server refuses. */
  save: (payload: Payload) => Promise<unknown>;
  /** The toasts for a saved and a refused schedule. */
  posted: string;
  failed: string;
}) {
  const t = useT(schedules);
  const tm = useT(msg);
  // The editor stays open after a save: nothing to close.
  const submit = (payload: Payload) =>
    saveWithToasts({ save: () => save(payload), success: posted, failure: failed, onDone: () => undefined });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <LastUpdated iso={schedule?.updatedAt} />
      </div>
      {isLoading ? (
        <LoadingRegion label={t('loadingThe', title.toLowerCase())}>
          <Skeleton className={skeletonClassName} />
        </LoadingRegion>
      ) : error && !schedule ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm font-medium text-rose-800 ring-1 ring-rose-200">
          {errorMessage(error, tm('unexpectedError'))}
        </p>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
          <AdminForm
            key={schedule?.updatedAt ?? 'new'}
            label={title}
            fields={fields}
            initialValues={initialValues}
            submitLabel={t('saveTitle', title)}
            onSubmit={submit}
          />
        </div>
      )}
    </section>
  );
}
