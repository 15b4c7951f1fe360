import type { PrayerSchedule } from '@campus/shared/schemas/schedules';
import { MoonStar, RefreshCw } from 'lucide-react';
import { errorMessage } from '../../../app/api-error';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { Announcement, DetailImage, LastUpdated, NextBadge, ScheduleHeader } from '../components/schedule-parts';
import { formatClock, formatWait, nextPrayer } from '../schedule-times';
import { usePrayerScheduleQuery } from '../schedules-api';
import { useNow } from '../use-now';

/** /prayer-schedule: prayer name and time, the announcement and the optional image; the next prayer is marked. */
export default function PrayerSchedulePage() {
  const saved = useAppSelector((s) => s.home.prayerSchedule);
  const { data, isLoading, isError, error, refetch } = usePrayerScheduleQuery();
  const now = useNow();
  const schedule: Partial<PrayerSchedule> | undefined = data?.data ?? (saved.id ? saved : undefined);
  const entries = schedule?.data ?? [];
  const next = nextPrayer(entries, now);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-5 md:px-8 md:py-8">
      <ScheduleHeader
        icon={<MoonStar aria-hidden size={26} />}
        title="Prayer Schedule"
        subtitle="Congregation times at the mosque · Dhaka time"
      />
      {schedule ? (
        <>
          <Announcement text={schedule.newUpdate} />
          {next ? (
            <p className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-700 px-4 py-3 text-white shadow-sm">
              <span className="block text-xs font-bold uppercase tracking-wide text-brand-100">Next prayer</span>
              <span className="text-xl font-extrabold">
                {next.entry.name} · {formatClock(next.entry.time)}
              </span>{' '}
              <span className="text-sm text-brand-100">
                {next.isTomorrow ? 'tomorrow, ' : ''}
                {formatWait(next.wait)}
              </span>
            </p>
          ) : null}
          <div className={`grid gap-5 ${schedule.image ? 'md:grid-cols-[minmax(0,1fr)_240px]' : ''}`}>
            <section
              aria-labelledby="prayer-times"
              className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="prayer-times" className="bg-brand-800 px-4 py-3 text-base font-bold text-white">
                Prayer times
              </h2>
              {entries.length === 0 ? (
                <p className="px-4 py-6 text-center text-sm text-slate-600">Prayer times have not been posted yet.</p>
              ) : (
                <table className="w-full text-left">
                  <caption className="sr-only">Prayer name and congregation time</caption>
                  <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Prayer
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-semibold">
                        Time
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {entries.map((entry, i) => {
                      const isNext = next?.index === i;
                      return (
                        <tr
                          key={entry.id}
                          aria-current={isNext ? 'time' : undefined}
                          className={isNext ? 'bg-brand-50' : ''}
                        >
                          <td className="px-4 py-3 font-semibold text-slate-900">
                            {entry.name}
                            {isNext ? <NextBadge>Next</NextBadge> : null}
                          </td>
                          <td
                            className={`whitespace-nowrap px-4 py-3 text-right tabular-nums ${isNext ? 'font-extrabold text-brand-800' : 'text-slate-800'}`}
                          >
                            <time>{formatClock(entry.time)}</time>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </section>
            <div className="mx-auto w-full max-w-[240px]">
              <DetailImage src={schedule.image} alt="Prayer schedule detail" />
            </div>
          </div>
          <LastUpdated iso={schedule.updatedAt} />
        </>
      ) : isLoading ? (
        <LoadingRegion label="Loading the prayer schedule">
          <Skeleton className="h-80 rounded-2xl" />
        </LoadingRegion>
      ) : isError ? (
        <EmptyState
          title="The prayer schedule could not be loaded"
          hint={errorMessage(error)}
          action={
            <Button onClick={() => void refetch()} icon={<RefreshCw aria-hidden size={16} />}>
              Try again
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
