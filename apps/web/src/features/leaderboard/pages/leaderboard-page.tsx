import { POINTS } from '@campus/shared/constants';
import type { LeaderboardBy, LeaderboardPeriod } from '@campus/shared/enums';
import { leaderboard } from '@campus/shared/i18n/en/leaderboard';
import { can } from '@campus/shared/permissions';
import type { TLeaderboardRow } from '@campus/shared/schemas/leaderboard';
import { Crown, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/use-session';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { Pager } from '../../../components/ui/pager';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { PointHistory } from '../components/point-history';
import { useLeaderboardQuery } from '../leaderboard-api';

type LeaderboardText = keyof typeof leaderboard.en;
const PERIODS: { value: LeaderboardPeriod; text: LeaderboardText }[] = [
  { value: 'week', text: 'thisWeek' },
  { value: 'month', text: 'thisMonth' },
  { value: 'all', text: 'allTime' },
];
const BY: { value: LeaderboardBy; text: LeaderboardText }[] = [
  { value: 'member', text: 'members' },
  { value: 'team', text: 'teams' },
];
const PAGE_SIZE = 20;

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; text: LeaderboardText }[];
  value: T;
  onChange(value: T): void;
}) {
  const t = useT(leaderboard);
  return (
    <fieldset aria-label={label} className="inline-flex rounded-xl border-0 bg-slate-100 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
            o.value === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t(o.text as 'thisWeek')}
        </button>
      ))}
    </fieldset>
  );
}

const nameOf = (row: TLeaderboardRow) => row.user?.fullName ?? row.team?.name ?? '';
const picOf = (row: TLeaderboardRow) => row.user?.profilePic ?? row.team?.coverPic ?? null;

function Podium({ rows, onOpen }: { rows: TLeaderboardRow[]; onOpen(row: TLeaderboardRow): void }) {
  // Second, first, third from left to right, the winner raised in the middle.
  const order = [rows[1], rows[0], rows[2]].filter(Boolean) as TLeaderboardRow[];
  const height: Record<number, string> = { 0: 'h-24', 1: 'h-32', 2: 'h-20' };
  const t = useT(leaderboard);
  return (
    <ol aria-label={t('topThree')} className="grid grid-cols-3 items-end gap-2 md:gap-4">
      {order.map((row) => {
        const place = rows.indexOf(row);
        return (
          <li
            key={`${row.rank}-${nameOf(row)}`}
            className={place === 0 ? 'order-2' : place === 1 ? 'order-1' : 'order-3'}
          >
            <button
              type="button"
              onClick={() => onOpen(row)}
              disabled={!row.user}
              className="flex w-full flex-col items-center gap-2 text-center"
              aria-label={t('podiumLabel', row.rank, nameOf(row), row.points)}
            >
              <span className="relative">
                {place === 0 ? (
                  <Crown aria-hidden size={22} className="absolute -top-5 left-1/2 -translate-x-1/2 text-amber-500" />
                ) : null}
                <Avatar src={picOf(row)} name={nameOf(row)} size={place === 0 ? 72 : 56} />
              </span>
              <span className="line-clamp-2 text-sm font-bold text-slate-900">{nameOf(row)}</span>
              <span
                className={`flex w-full flex-col items-center justify-start rounded-t-xl bg-gradient-to-b from-brand-600 to-brand-800 pt-2 text-white ${height[place]}`}
              >
                <span className="text-2xl font-extrabold">{t('rank', row.rank)}</span>
                <span className="text-xs font-semibold">{t('pts', row.points)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function HowToEarn() {
  const kinds = Object.keys(POINTS) as (keyof typeof POINTS)[];
  const t = useT(leaderboard);
  const f = useFormat();
  return (
    <section aria-labelledby="earn" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="earn" className="mb-2 text-base font-bold text-slate-900">
        {t('howToEarn')}
      </h2>
      <ul className="grid gap-1 text-sm text-slate-700 md:grid-cols-2">
        {kinds.map((kind) => (
          <li key={kind} className="flex justify-between gap-3 py-1">
            <span>{t('pointKind', kind)}</span>
            <span className="font-bold text-emerald-700">+{f.number(POINTS[kind])}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t('howToEarnNote')}</p>
    </section>
  );
}

export default function LeaderboardPage() {
  const t = useT(leaderboard);
  const { user } = useSession();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [by, setBy] = useState<LeaderboardBy>('member');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TLeaderboardRow | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useLeaderboardQuery(
    { period, by, page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const rows = data?.data ?? [];
  const meta = data?.meta;
  const podium = page === 1 ? rows.slice(0, 3) : [];
  const list = page === 1 ? rows.slice(3) : rows;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 p-4 pb-32 md:p-8">
      <header className="flex items-center gap-3">
        <Trophy aria-hidden className="text-amber-500" size={28} />
        <h1 className="text-2xl font-extrabold text-slate-900">{t('leaderboard')}</h1>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented
          label={t('period')}
          options={PERIODS}
          value={period}
          onChange={(v) => {
            setPeriod(v);
            setPage(1);
          }}
        />
        <Segmented
          label={t('rankBy')}
          options={BY}
          value={by}
          onChange={(v) => {
            setBy(v);
            setPage(1);
          }}
        />
      </div>

      {isLoading ? (
        <LoadingRegion label={t('loading')}>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="mt-3 h-64 w-full" />
        </LoadingRegion>
      ) : isError && isOfflineError(error) ? (
        <OfflineState />
      ) : isError ? (
        <EmptyState
          title={t('couldNotLoad')}
          action={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Trophy aria-hidden size={40} />} title={t('noPointsInPeriod')} hint={t('noPointsHint')} />
      ) : (
        <div className={`flex flex-col gap-4 ${isFetching ? 'opacity-70' : ''}`}>
          {podium.length ? <Podium rows={podium} onOpen={setOpen} /> : null}
          {list.length ? (
            <ol
              aria-label={t('ranking')}
              className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              {list.map((row) => (
                <li key={`${row.rank}-${row.user?.id ?? row.team?.id}`}>
                  <button
                    type="button"
                    onClick={() => setOpen(row)}
                    disabled={!row.user}
                    className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 disabled:hover:bg-white"
                  >
                    <span className="w-10 text-right text-sm font-bold text-slate-500">{t('rank', row.rank)}</span>
                    <Avatar src={picOf(row)} name={nameOf(row)} size={36} />
                    <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
                      {nameOf(row)}
                      {user && row.user?.id === user.id ? t('you') : ''}
                    </span>
                    <span className="text-sm font-bold text-brand-800">{t('pts', row.points)}</span>
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          <Pager page={page} pages={pages} onPage={setPage} />
        </div>
      )}

      <HowToEarn />

      {user && meta ? (
        <div className="fixed inset-x-0 bottom-16 z-10 px-4 md:bottom-4 md:left-[120px] lg:left-[250px]">
          <button
            type="button"
            onClick={() =>
              setOpen({
                rank: meta.myRank ?? 0,
                points: meta.myPoints ?? 0,
                user: { id: user.id, fullName: t('yourPoints'), profilePic: null },
              })
            }
            className="mx-auto flex w-full max-w-3xl items-center justify-between rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
          >
            <span className="text-sm font-bold" data-testid="my-rank" data-period={meta.period}>
              {t('yourRank', meta.myRank ?? null, meta.myPoints ?? 0)}
            </span>
            {meta.myHidden ? <span className="text-xs text-slate-300">{t('hiddenFromBoard')}</span> : null}
          </button>
        </div>
      ) : !user ? (
        <p className="text-sm text-slate-600">
          <Link to={paths.signIn} className="font-semibold text-brand-800 underline">
            {t('signIn')}
          </Link>{' '}
          {t('toSeeRank')}
        </p>
      ) : null}

      <Modal
        open={open !== null}
        onOpenChange={(o) => (o ? undefined : setOpen(null))}
        title={open ? t('namePoints', nameOf(open), open.points) : ''}
        size="sheet"
      >
        {open?.user ? <PointHistory userId={open.user.id} canAdjust={can(user?.role, 'adjustPoints')} /> : null}
      </Modal>
    </div>
  );
}
