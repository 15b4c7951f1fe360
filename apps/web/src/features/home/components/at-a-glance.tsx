import { type BusSchedule, busRoutesOf } from '@campus/shared/bus-routes';
import { BUS_GROUPS } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { home as text } from '@campus/shared/i18n/en/home';
import type { PrayerSchedule } from '@campus/shared/schemas/schedules';
import { ArrowRight, BusFront, Megaphone, MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n';
import { firstBus, formatClock, formatWait, nextBus, nextPrayer, prayerName } from '../../../lib/schedule-times';
import { useFormat } from '../../../lib/use-format';

const CARD = 'flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5';

function MoreLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-auto inline-flex items-center gap-1 self-start rounded-md text-sm font-bold text-brand-800 hover:underline"
    >
      {children} <ArrowRight aria-hidden size={16} />
    </Link>
  );
}

export function NextPrayerCard({ schedule, now }: { schedule: Partial<PrayerSchedule>; now: Date }) {
  const entries = schedule.data ?? [];
  const next = nextPrayer(entries, now);
  const t = useT(text);
  const f = useFormat();
  return (
    <section aria-labelledby="glance-prayer" className={`${CARD} bg-gradient-to-br from-white to-brand-50`}>
      <h2
        id="glance-prayer"
        className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-brand-800"
      >
        <MoonStar aria-hidden size={18} /> {t('nextPrayer')}
      </h2>
      {next ? (
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="text-2xl font-extrabold text-slate-900">{prayerName(next.entry.name, f.lang)}</p>
            <p className="text-sm font-medium text-slate-600">
              {next.isTomorrow ? t('tomorrow') : ''}
              {formatWait(next.wait, f.lang)}
            </p>
          </div>
          <p className="rounded-2xl bg-brand-700 px-3 py-2 text-xl font-extrabold tabular-nums text-white">
            {formatClock(next.entry.time, f.lang)}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noPrayerTimes')}</p>
      )}
      {entries.length > 0 ? (
        // On a desktop the card is as tall as Next buses beside it: the times fill that height (rows share it)
        // instead of floating in empty space.
        <ol
          aria-label={t('todaysPrayerTimes')}
          className="grid grid-cols-3 gap-1.5 sm:grid-cols-6 md:flex-1 md:auto-rows-fr md:grid-cols-3"
        >
          {entries.map((entry, i) => {
            const isNext = next?.index === i;
            return (
              <li
                key={entry.id}
                aria-current={isNext ? 'time' : undefined}
                className={`flex flex-col items-center justify-center rounded-xl px-1 py-1.5 text-center ${
                  isNext ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'
                }`}
              >
                <span className="max-w-full truncate text-[11px] font-semibold">{prayerName(entry.name, f.lang)}</span>
                <span className="whitespace-nowrap text-xs font-bold tabular-nums">
                  {formatClock(entry.time, f.lang)}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <MoreLink to={paths.prayerSchedule}>{t('allPrayerTimes')}</MoreLink>
    </section>
  );
}

export function NextBusesCard({ schedule, now }: { schedule: Partial<BusSchedule>; now: Date }) {
  const groups = busRoutesOf(schedule as BusSchedule);
  const hasAny = BUS_GROUPS.some((g) => (groups[g.key] ?? []).length > 0);
  const t = useT(text);
  const tc = useT(common);
  const f = useFormat();
  return (
    <section aria-labelledby="glance-bus" className={CARD}>
      <h2 id="glance-bus" className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-brand-800">
        <BusFront aria-hidden size={18} /> {t('nextBuses')}
      </h2>
      {schedule.newUpdate ? (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <Megaphone aria-hidden size={16} className="mt-0.5 shrink-0" />
          <span className="line-clamp-2">{schedule.newUpdate}</span>
        </p>
      ) : null}
      {hasAny ? (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-slate-50 ring-1 ring-slate-100">
          {BUS_GROUPS.map(({ key }) => {
            const entries = groups[key] ?? [];
            const next = nextBus(entries, now);
            const first = next ? null : firstBus(entries);
            return (
              <li key={key} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs font-semibold text-slate-600">{tc(key)}</span>
                  <span className="truncate font-bold text-slate-900">
                    {next ? next.entry.busName : first ? t('noMoreToday') : t('noBusesListed')}
                  </span>
                </span>
                {next ? (
                  <span className="flex shrink-0 flex-col items-end">
                    <span className="whitespace-nowrap text-base font-extrabold tabular-nums text-brand-800">
                      {formatClock(next.entry.time, f.lang)}
                    </span>
                    <span className="whitespace-nowrap text-xs text-slate-600">{formatWait(next.wait, f.lang)}</span>
                  </span>
                ) : first ? (
                  <span className="shrink-0 whitespace-nowrap text-xs text-slate-600">
                    {t('firstBus', formatClock(first.time, f.lang))}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('noBusTimetable')}</p>
      )}
      <MoreLink to={paths.busSchedule}>{t('fullTimetable')}</MoreLink>
    </section>
  );
}
