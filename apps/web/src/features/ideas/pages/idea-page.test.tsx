import type { TIdea } from '@campus/shared/schemas/ideas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { envelope, listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import IdeaPage from './idea-page';

afterEach(() => vi.unstubAllGlobals());

const author = { id: 7, fullName: 'Nusrat Jahan', profilePic: null };
const idea: TIdea = {
  id: 5,
  title: 'Solar Dryers for Farmers',
  problem: 'Harvests rot in the rain.',
  solution: 'Cheap solar dryers shared by a village.',
  coverPic: '/uploads/idea-5.webp',
  status: 'INCUBATING',
  category: { id: 1, name: 'Agritech' },
  author,
  voteCount: 1,
  commentCount: 2,
  myVote: false,
  feedback: 'Promising: talk to the extension office.',
  reviewedBy: { id: 3, fullName: 'Dr. Rahman', profilePic: null },
  timeline: [
    { status: 'SUBMITTED', at: '2026-03-01T04:00:00.000Z' },
    { status: 'INCUBATING', at: '2026-03-14T18:30:00.000Z' },
  ],
  createdAt: '2026-03-01T04:00:00.000Z',
  updatedAt: '2026-03-14T18:30:00.000Z',
};

function serve() {
  return stubApi((call) => {
    if (call.path === '/idea/5') return { body: envelope(idea) };
    if (call.path === '/idea/5/comments') return { body: listBody([]) };
    return undefined;
  });
}

function renderPage() {
  return renderWithStore(<IdeaPage />, { user: { id: 1, role: 'ADMIN' }, route: '/ideas/5', path: '/ideas/:id' });
}

describe('IdeaPage', () => {
  it('shows the idea with its votes, feedback, timeline and an exact delete warning', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Solar Dryers for Farmers' })).toBeVisible();
    expect(screen.getByText(/Nusrat Jahan · 1 Mar 2026/)).toBeVisible();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('1 vote');
    expect(screen.getByRole('heading', { name: 'Feedback from Dr. Rahman' })).toBeVisible();
    const timeline = screen.getByRole('heading', { name: 'Status' }).nextElementSibling as HTMLElement;
    expect(within(timeline).getByText('Incubating')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    expect(screen.getByText('No comments yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this idea?' });
    expect(dialog).toHaveTextContent(
      "“Solar Dryers for Farmers” will be removed with its 1 vote and 2 comments, and Nusrat Jahan's +20 points are taken back. This cannot be undone.",
    );
  });

  it('shows the idea in Bangla, its dates and counts in Bengali digits', async () => {
    serve();
    const user = userEvent.setup();
    await act(() => setLanguage('bn'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Solar Dryers for Farmers' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ব্যবসায়িক আইডিয়া' })).toBeVisible();
    expect(screen.getByText(/Nusrat Jahan · ১ .* ২০২৬/)).toBeVisible();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('১ ভোট');
    expect(screen.getByRole('button', { name: 'ভোট দিন' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'সমস্যা' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dr. Rahman-এর মতামত' })).toBeVisible();
    const timeline = screen.getByRole('heading', { name: 'অবস্থা' }).nextElementSibling as HTMLElement;
    expect(within(timeline).getByText('ইনকিউবেটিং')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'মন্তব্য (০)' })).toBeVisible();
    expect(screen.getByPlaceholderText('মন্তব্য লিখুন')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'মুছুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'আইডিয়াটি মুছবেন?' });
    expect(dialog).toHaveTextContent('Nusrat Jahan-এর +২০ পয়েন্ট ফেরত নেওয়া হবে');
  });
});
