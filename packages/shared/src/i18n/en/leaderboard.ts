import { POINT_KIND_LABELS } from '../../constants';
import { area } from '../catalogue';

export type PointKind = keyof typeof POINT_KIND_LABELS;

/** The leaderboard screens and Home's top three: the keys their components use. */
export const leaderboard = area('leaderboard', {
  hideMe: 'Hide me from the public leaderboard',
  topOfWeek: 'Top of the week',
  leaderboard: 'Leaderboard',
  rankPoints: (rank: number, points: number) => `#${rank} · ${points} pts`,
  rank: (rank: number) => `#${rank}`,
  pts: (points: number) => `${points} pts`,
  signedPoints: (points: number) => (points > 0 ? `+${points}` : String(points)),
  pointKind: (kind: PointKind) => POINT_KIND_LABELS[kind],
  historyNotPublic: "This member's history is not public.",
  noPointsYet: 'No points yet.',
  pointHistory: 'Point history',
  takenBack: ' (taken back)',
  adjustPoints: 'Adjust points',
  points: 'Points',
  reason: 'Reason',
  save: 'Save',
  thisWeek: 'This week',
  thisMonth: 'This month',
  allTime: 'All time',
  members: 'Members',
  teams: 'Teams',
  topThree: 'Top three',
  podiumLabel: (rank: number, name: string, points: number) => `Rank ${rank}: ${name}, ${points} points`,
  howToEarn: 'How to earn points',
  howToEarnNote:
    'Points count only once the society has verified the action; if it is undone, the points are taken back. Weeks start on Saturday (Dhaka time).',
  period: 'Period',
  rankBy: 'Rank',
  loading: 'Loading the leaderboard',
  couldNotLoad: 'The leaderboard could not be loaded',
  tryAgain: 'Try again',
  noPointsInPeriod: 'No points yet in this period',
  noPointsHint: 'Share a resource, trade in the marketplace or pitch an idea to be the first on the board.',
  ranking: 'Ranking',
  you: ' (you)',
  yourPoints: 'Your points',
  yourRank: (rank: number | null, points: number) => `Your rank: ${rank ? `#${rank}` : '—'} · ${points} points`,
  hiddenFromBoard: 'Hidden from the public board',
  signIn: 'Sign in',
  toSeeRank: 'to see your rank.',
  namePoints: (name: string, points: number) => `${name} · ${points} points`,
});
