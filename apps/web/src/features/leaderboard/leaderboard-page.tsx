import { PROGRESS } from '@campus/shared/constants';
import { ComingSoon } from '../../components/ui/coming-soon';

export default function LeaderboardPage() {
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900">Leaderboard</h1>
      <ComingSoon
        title="Leaderboard"
        progress={PROGRESS.leaderboard}
        description="Rankings of the most active members are on their way."
      />
    </div>
  );
}
