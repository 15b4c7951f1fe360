import { schedules } from '@campus/shared/i18n/en/schedules';
import type { PrayerSchedule } from '@campus/shared/schemas/schedules';
import { MoonStar } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { formatClock, nextPrayer, prayerName } from '../../../lib/schedule-times';
import { useFormat } from '../../../lib/use-format';
import { useNow } from '../../../lib/use-now';
import { NextBadge, type ScheduleLayout, SchedulePage, Timetable } from '../components/schedule-parts';
import { usePrayerScheduleQuery } from '../schedules-api';

const LAYOUT: ScheduleLayout = {
  page: 'max-w-4xl',
  columns: 'md:grid-cols-[minmax(0,1fr)_240px]',
  image: 'max-w-[240px]',
};

/** /prayer-schedule: prayer name and time, the announcement and the optional image; the next prayer is marked. */
export default function PrayerSchedulePage() {
  const t = useT(schedules);
  const f = useFormat();
  const saved = useAppSelector((s) => s.home.prayerSchedule);
  const query = usePrayerScheduleQuery();
  const now = useNow();
  const schedule: Partial<PrayerSchedule> | undefined = query.data?.data ?? (saved.id ? saved : undefined);
  const entries = schedule?.data ?? [];
  const next = nextPrayer(entries, now);

  return (
    <SchedulePage
      title={t('prayerSchedule')}
      subtitle={t('prayerSubtitle')}
      icon={<MoonStar aria-hidden size={26} />}
      layout={LAYOUT}
      schedule={schedule}
      query={query}
      skeleton={<Skeleton className="h-80 rounded-2xl" />}
      intro={
        next ? (
          <p className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-700 px-4 py-3 text-white shadow-sm">
            <span className="block text-xs font-bold uppercase tracking-wide text-brand-100">{t('nextPrayer')}</span>
            <span className="text-xl font-extrabold">
              {prayerName(next.entry.name, f.lang)} · {formatClock(next.entry.time, f.lang)}
            </span>{' '}
            <span className="text-sm text-brand-100">
              {next.isTomorrow ? t('tomorrow') : ''}
              {t('wait', next.wait)}
            </span>
          </p>
        ) : null
      }
    >
      <Timetable
        id="prayer-times"
        title={t('prayerTimes')}
        caption={t('prayerCaption')}
        nameHeader={t('prayer')}
        rowCount={entries.length}
        emptyText={t('noPrayerTimes')}
        tableClassName="w-full text-left"
      >
        {entries.map((entry, i) => {
          const isNext = next?.index === i;
          return (
            <tr key={entry.id} aria-current={isNext ? 'time' : undefined} className={isNext ? 'bg-brand-50' : ''}>
              <td className="px-4 py-3 font-semibold text-slate-900">
                {prayerName(entry.name, f.lang)}
                {isNext ? <NextBadge>{t('next')}</NextBadge> : null}
              </td>
              <td
                className={`whitespace-nowrap px-4 py-3 text-right tabular-nums ${isNext ? 'font-extrabold text-brand-800' : 'text-slate-800'}`}
              >
                <time>{formatClock(entry.time, f.lang)}</time>
              </td>
            </tr>
          );
        })}
      </Timetable>
    </SchedulePage>
  );
}
