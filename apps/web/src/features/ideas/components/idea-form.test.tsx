import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import type { TIdea } from '@campus/shared/schemas/ideas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import { IdeaFormModal } from './idea-form';

afterEach(() => vi.unstubAllGlobals());

const author = { id: 9, fullName: 'Nadia Rahman', profilePic: null };
const idea: TIdea = {
  id: 4,
  title: 'Campus bike share',
  problem: 'Walking between halls takes too long',
  solution: 'Shared bicycles at every hall',
  coverPic: 'https://cdn.example/bike.webp',
  status: 'SUBMITTED',
  category: { id: 1, name: 'Transport' },
  author,
  voteCount: 0,
  commentCount: 0,
  feedback: null,
  reviewedBy: null,
  timeline: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function serve(updateAnswer: { status?: number; body: unknown }) {
  return stubApi((call) => {
    if (call.path === '/idea/category/table') return { body: listBody([idea.category]) };
    if (call.method === 'PATCH' && call.path === '/idea/update') return updateAnswer;
    return undefined;
  });
}

describe('The idea form', () => {
  it("says 'Failed to submit data' when saving fails and the server gives no reason", async () => {
    const user = userEvent.setup();
    const calls = serve({ status: 502, body: {} });
    renderWithStore(<IdeaFormModal open onOpenChange={() => undefined} idea={idea} />, {
      user: { id: 9, role: 'MEMBER' },
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.failedToSubmitData)).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ id: 4, title: 'Campus bike share' });
  });

  it("shows the server's reason instead when it gives one", async () => {
    const user = userEvent.setup();
    serve({ status: 409, body: { success: false, message: 'Only a submitted idea can be edited' } });
    renderWithStore(<IdeaFormModal open onOpenChange={() => undefined} idea={idea} />, {
      user: { id: 9, role: 'MEMBER' },
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only a submitted idea can be edited')).toBeVisible();
    expect(screen.queryByText(MSG.failedToSubmitData)).toBeNull();
  });

  it('saves and says so when the server accepts', async () => {
    const user = userEvent.setup();
    serve({ body: envelope(idea) });
    renderWithStore(<IdeaFormModal open onOpenChange={() => undefined} idea={idea} />, {
      user: { id: 9, role: 'MEMBER' },
      toaster: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IDEA_MSG.ideaUpdated)).toBeVisible();
  });
});
