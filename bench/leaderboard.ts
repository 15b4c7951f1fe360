/**
 * The leaderboard's bench scenarios (issue 21): ranked pages of every period as a guest, and the signed-in
 * member's view, whose "Your rank" counts the members above them. Pages are drawn at random per request.
 */
interface LeaderboardScenario {
  name: string;
  as: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  budget?: number;
  requests?: () => { setupRequest: (req: { path?: string }) => { path?: string } }[];
}

export function leaderboardScenarios(options: { member: string; budget: number }): LeaderboardScenario[] {
  const periods = ['week', 'month', 'all'];
  let n = 0;
  const randomPage = (by: string) => () => [
    {
      setupRequest: (req: { path?: string }) => {
        n++;
        const period = periods[n % periods.length];
        // Mostly the first pages, as people read them; every tenth request deep in the list.
        const page = n % 10 === 0 ? 1 + ((n * 7919) % 400) : 1 + (n % 5);
        return { ...req, path: `/api/v1/leaderboard?period=${period}&by=${by}&page=${page}&limit=20` };
      },
    },
  ];
  return [
    {
      name: 'leaderboard guest pages',
      as: 'guest',
      method: 'GET',
      path: '/api/v1/leaderboard?period=week&page=1&limit=20',
      budget: options.budget,
      requests: randomPage('member'),
    },
    {
      name: 'leaderboard member rank',
      as: 'member',
      method: 'GET',
      path: '/api/v1/leaderboard?period=all&page=1&limit=20',
      headers: { authorization: options.member },
      budget: options.budget,
      requests: randomPage('member'),
    },
    {
      name: 'leaderboard teams',
      as: 'guest',
      method: 'GET',
      path: '/api/v1/leaderboard?period=month&by=team&page=1&limit=20',
      budget: options.budget,
    },
  ];
}
