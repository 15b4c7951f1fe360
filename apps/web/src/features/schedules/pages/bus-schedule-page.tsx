import { BUS_GROUPS } from '@campus/shared/constants';
import type { BusEntry, BusSchedule } from '@campus/shared/schemas/schedules';
import { BusFront, RefreshCw } from 'lucide-react';
import { errorMessage } from '../../../app/api-error';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { Announcement, DetailImage, LastUpdated, NextBadge, ScheduleHeader } from '../components/schedule-parts';
import { firstBus, formatClock, formatWait, nextBus, timeToMinutes } from '../schedule-times';
import { useBusScheduleQuery } from '../schedules-api';
import { useNow } from '../use-now';

const byTime = (entries: BusEntry[]) =>
  [...entries].sort((a, b) => (timeToMinutes(a.time) ?? 0) - (timeToMinutes(b.time) ?? 0));

function RouteTable({ id, label, entries, now }: { id: string; label: string; entries: BusEntry[]; now: Date }) {
  const sorted = byTime(entries);
  const next = nextBus(sorted, now);
  const first = next ? null : firstBus(sorted);
  return (
    <section
      aria-labelledby={`route-${id}`}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`route-${id}`} className="bg-brand-800 px-4 py-3 text-base font-bold text-white">
        {label}
      </h2>
      {sorted.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">No buses listed for this route.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}: bus name and departure time</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Bus
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Time
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((entry, i) => {
              const isNext = next?.index === i;
              return (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same bus may leave twice at one time
                  key={`${entry.busName}-${entry.time}-${i}`}
                  aria-current={isNext ? 'time' : undefined}
                  className={isNext ? 'bg-brand-50' : entry.isAvailable ? '' : 'bg-slate-50'}
                >
                  <td className="px-4 py-2.5">
                    <span
                      className={entry.isAvailable ? 'font-semibold text-slate-900' : 'text-slate-500 line-through'}
                    >
                      {entry.busName}
                    </span>
                    {isNext ? <NextBadge>Next</NextBadge> : null}
                    {entry.isAvailable ? null : (
                      <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-bold text-slate-700">
                        Not running
                      </span>
                    )}
                  </td>
                  <td
                    className={`whitespace-nowrap px-4 py-2.5 text-right tabular-nums ${isNext ? 'font-extrabold text-brand-800' : 'text-slate-800'}`}
                  >
                    <time>{formatClock(entry.time)}</time>
                    {isNext ? (
                      <span className="block text-xs font-medium text-slate-600">{formatWait(next.wait)}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {sorted.length > 0 && !next ? (
        <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
          No more departures today{first ? ` · first tomorrow at ${formatClock(first.time)}` : ''}.
        </p>
      ) : null}
    </section>
  );
}

/** /bus-schedule: the four routes, the announcement, the optional detail image; the next departure is marked. */
export default function BusSchedulePage() {
  const saved = useAppSelector((s) => s.home.busSchedule);
  const { data, isLoading, isError, error, refetch } = useBusScheduleQuery();
  const now = useNow();
  const schedule: Partial<BusSchedule> | undefined = data?.data ?? (saved.id ? saved : undefined);
  const groups = schedule?.groups ?? {};

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-5 md:px-8 md:py-8">
      <ScheduleHeader
        icon={<BusFront aria-hidden size={26} />}
        title="Bus Schedule"
        subtitle="University buses · times are Dhaka time"
      />
      {schedule ? (
        <>
          <Announcement text={schedule.newUpdate} />
          <div className={`grid gap-5 ${schedule.image ? 'lg:grid-cols-[minmax(0,1fr)_260px]' : ''}`}>
            <div className="grid gap-4 md:grid-cols-2">
              {BUS_GROUPS.map(({ key, label }) => (
                <RouteTable key={key} id={key} label={label} entries={groups[key] ?? []} now={now} />
              ))}
            </div>
            <div className="mx-auto w-full max-w-[260px]">
              <DetailImage src={schedule.image} alt="Bus schedule detail" />
            </div>
          </div>
          <LastUpdated iso={schedule.updatedAt} />
        </>
      ) : isLoading ? (
        <LoadingRegion label="Loading the bus schedule">
          <div className="grid gap-4 md:grid-cols-2">
            {BUS_GROUPS.map((g) => (
              <Skeleton key={g.key} className="h-64 rounded-2xl" />
            ))}
          </div>
        </LoadingRegion>
      ) : isError ? (
        <EmptyState
          title="The bus schedule could not be loaded"
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
