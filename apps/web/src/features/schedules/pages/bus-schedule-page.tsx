import { type BusSchedule, busRoutesOf } from '@campus/shared/bus-routes';
import { BUS_GROUPS } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { schedules } from '@campus/shared/i18n/en/schedules';
import type { BusEntry } from '@campus/shared/schemas/schedules';
import { BusFront } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { firstBus, formatClock, nextBus, timeToMinutes } from '../../../lib/schedule-times';
import { useFormat } from '../../../lib/use-format';
import { useNow } from '../../../lib/use-now';
import { NextBadge, type ScheduleLayout, SchedulePage, Timetable } from '../components/schedule-parts';
import { useBusScheduleQuery } from '../schedules-api';

const byTime = (entries: BusEntry[]) =>
  [...entries].sort((a, b) => (timeToMinutes(a.time) ?? 0) - (timeToMinutes(b.time) ?? 0));

const LAYOUT: ScheduleLayout = {
  page: 'max-w-6xl',
  columns: 'lg:grid-cols-[minmax(0,1fr)_260px]',
  image: 'max-w-[260px]',
};

function RouteTable({ id, label, entries, now }: { id: string; label: string; entries: BusEntry[]; now: Date }) {
  const t = useT(schedules);
  const f = useFormat();
  const sorted = byTime(entries);
  const next = nextBus(sorted, now);
  const first = next ? null : firstBus(sorted);
  return (
    <Timetable
      id={`route-${id}`}
      title={label}
      caption={t('busCaption', label)}
      nameHeader={t('bus')}
      rowCount={sorted.length}
      emptyText={t('noBusesForRoute')}
      tableClassName="w-full text-left text-sm"
      footer={
        sorted.length > 0 && !next ? (
          <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
            {t('noMoreDepartures')}
            {first ? t('firstTomorrowAt', formatClock(first.time, f.lang)) : ''}
            {t('fullStop')}
          </p>
        ) : null
      }
    >
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
              <span className={entry.isAvailable ? 'font-semibold text-slate-900' : 'text-slate-500 line-through'}>
                {entry.busName}
              </span>
              {isNext ? <NextBadge>{t('next')}</NextBadge> : null}
              {entry.isAvailable ? null : (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-bold text-slate-700">
                  {t('notRunning')}
                </span>
              )}
            </td>
            <td
              className={`whitespace-nowrap px-4 py-2.5 text-right tabular-nums ${isNext ? 'font-extrabold text-brand-800' : 'text-slate-800'}`}
            >
              <time>{formatClock(entry.time, f.lang)}</time>
              {isNext ? <span className="block text-xs font-medium text-slate-600">{t('wait', next.wait)}</span> : null}
            </td>
          </tr>
        );
      })}
    </Timetable>
  );
}

/** /bus-schedule: the four routes, the announcement, the optional detail image; the next departure is marked. */
export default function BusSchedulePage() {
  const t = useT(schedules);
  const tc = useT(common);
  const saved = useAppSelector((s) => s.home.busSchedule);
  const query = useBusScheduleQuery();
  const now = useNow();
  const schedule: Partial<BusSchedule> | undefined = query.data?.data ?? (saved.id ? saved : undefined);
  const groups = busRoutesOf(schedule as BusSchedule | undefined);

  return (
    <SchedulePage
      title={t('busSchedule')}
      subtitle={t('busSubtitle')}
      icon={<BusFront aria-hidden size={26} />}
      layout={LAYOUT}
      schedule={schedule}
      query={query}
      skeleton={
        <div className="grid gap-4 md:grid-cols-2">
          {BUS_GROUPS.map((g) => (
            <Skeleton key={g.key} className="h-64 rounded-2xl" />
          ))}
        </div>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        {BUS_GROUPS.map(({ key }) => (
          <RouteTable key={key} id={key} label={tc(key)} entries={groups[key] ?? []} now={now} />
        ))}
      </div>
    </SchedulePage>
  );
}
