import { leaderboard } from '@campus/shared/i18n/en/leaderboard';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../lib/i18n';
import { useLeaderboardQuery } from '../leaderboard-api';

/** Home's "Top of the week": its own lazy chunk, loaded after the first paint. */
export default function WeekTopThree() {
  const t = useT(leaderboard);
  const { data } = useLeaderboardQuery({ period: 'week', by: 'member', page: 1, limit: 3 });
  const rows = data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="week-top" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="week-top" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Trophy aria-hidden size={20} className="text-amber-500" /> {t('topOfWeek')}
        </h2>
        <Link to={paths.leaderboard} className="text-sm font-semibold text-brand-800 hover:underline">
          {t('leaderboard')}
        </Link>
      </div>
      <ol className="grid grid-cols-3 gap-2">
        {rows.map((row) => (
          <li key={row.user?.id} className="flex flex-col items-center gap-1 text-center">
            <Avatar src={row.user?.profilePic} name={row.user?.fullName ?? ''} size={48} />
            <span className="line-clamp-1 text-sm font-semibold text-slate-900">{row.user?.fullName}</span>
            <span className="text-xs text-slate-600">{t('rankPoints', row.rank, row.points)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
