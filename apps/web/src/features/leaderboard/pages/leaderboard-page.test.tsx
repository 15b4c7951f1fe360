import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import LeaderboardPage from './leaderboard-page';

afterEach(() => vi.unstubAllGlobals());

const member = (id: number, fullName: string) => ({ id, fullName, profilePic: null });
const ROWS = [
  { rank: 1, points: 40, user: member(1, 'Arif Khan') },
  { rank: 2, points: 30, user: member(2, 'Rafiqul Islam') },
  { rank: 2, points: 30, user: member(3, 'Farhana Rahman') },
  { rank: 4, points: 25, user: member(4, 'Habib Alam') },
];

function stub() {
  return stubApi(({ url, path }) => {
    if (path === '/leaderboard') {
      return {
        body: {
          ...envelope(url.searchParams.get('period') === 'all' ? ROWS : ROWS.slice(0, 1)),
          meta: {
            page: 1,
            limit: 20,
            total: 4,
            period: url.searchParams.get('period'),
            by: 'member',
            myRank: 148,
            myPoints: 35,
            myHidden: false,
          },
        },
      };
    }
    if (path === '/leaderboard/history/4') {
      return {
        body: {
          ...envelope([
            {
              id: 9,
              kind: 'LIBRARY_APPROVED',
              points: 10,
              isReversal: false,
              reason: null,
              createdAt: '2026-11-20T10:00:00Z',
            },
            {
              id: 8,
              kind: 'ADJUSTMENT',
              points: 15,
              isReversal: false,
              reason: 'Ran the blood drive',
              createdAt: '2026-11-19T10:00:00Z',
            },
          ]),
          meta: { page: 1, limit: 50, total: 2, member: member(4, 'Habib Alam') },
        },
      };
    }
    return undefined;
  });
}

describe('LeaderboardPage', () => {
  it('shows the podium, shared ranks, the pinned rank and a member history of kinds and points', async () => {
    const calls = stub();
    renderWithStore(<LeaderboardPage />, {
      user: { id: 99, role: 'MEMBER' },
      route: '/leaderboard',
      path: '/leaderboard',
    });
    expect(await screen.findByText('Your rank: #148 · 35 points')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('period')).toBe('week');

    await userEvent.click(screen.getByRole('button', { name: 'All time' }));
    const podium = await screen.findByRole('list', { name: 'Top three' });
    expect(
      within(podium)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Rank 2: Rafiqul Islam, 30 points',
      'Rank 1: Arif Khan, 40 points',
      'Rank 2: Farhana Rahman, 30 points',
    ]);
    const ranking = screen.getByRole('list', { name: 'Ranking' });
    expect(within(ranking).getByRole('button').textContent).toContain('#4');

    expect(screen.getByRole('heading', { name: 'How to earn points' })).toBeInTheDocument();
    expect(screen.getByText('Business idea moved to Incubating').nextSibling?.textContent).toBe('+20');

    await userEvent.click(within(ranking).getByRole('button'));
    const history = await screen.findByRole('list', { name: 'Point history' });
    expect(within(history).getByText('Library resource approved')).toBeInTheDocument();
    expect(within(history).getByText('Ran the blood drive')).toBeInTheDocument();
    expect(within(history).getByText('+15')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Adjust points' })).not.toBeInTheDocument();
  });
});
