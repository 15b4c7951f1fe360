import { MSG } from '@campus/shared/messages';
import { IDEA_MSG } from '@campus/shared/messages-ideas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { envelope, listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import IdeaReview from './idea-review';

afterEach(() => vi.unstubAllGlobals());

const categories = [
  { id: 1, name: 'Agritech' },
  { id: 2, name: 'Tourism' },
];
const inUse = 'This category cannot be deleted: it is still used by 3 ideas';

function serve(categoryAnswer: { status?: number; body: unknown } = { body: listBody(categories) }) {
  return stubApi((call) => {
    if (call.path === '/idea/table') return { body: listBody([]) };
    if (call.path === '/idea/category/table') return categoryAnswer;
    if (call.method === 'DELETE' && call.path === '/idea/category/1') {
      return { status: 409, body: { success: false, message: inUse } };
    }
    if (call.method === 'DELETE' && call.path === '/idea/category/2') return { body: envelope({ id: 2 }) };
    if (call.method === 'PATCH' && call.path === '/idea/category/update') {
      return { body: envelope({ id: 2, name: (call.body as { name: string }).name }) };
    }
    return undefined;
  });
}

describe('Idea categories in the dashboard (ADMIN)', () => {
  it('renames a category, refuses an empty name, and keeps the server’s reason when a used one cannot go', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderWithStore(<IdeaReview />, { user: { id: 9, role: 'ADMIN' }, toaster: true });
    const section = await screen.findByRole('region', { name: 'Categories' });

    await user.click(await within(section).findByRole('button', { name: 'Rename Tourism' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Tourism' });
    await user.clear(within(rename).getByLabelText('Name'));
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('Please fill out the Name field.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(within(rename).getByLabelText('Name'), 'Travel');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(MSG.categoryUpdated)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 2, name: 'Travel' });

    await user.click(within(section).getByRole('button', { name: 'Delete Agritech' }));
    const refuse = await screen.findByRole('dialog', { name: 'Delete Agritech?' });
    await user.click(within(refuse).getByRole('button', { name: 'Delete category' }));
    expect(await within(refuse).findByRole('alert')).toHaveTextContent(inUse);

    await user.click(within(refuse).getByRole('button', { name: 'Cancel' }));
    await user.click(within(section).getByRole('button', { name: 'Delete Tourism' }));
    const drop = await screen.findByRole('dialog', { name: 'Delete Tourism?' });
    expect(within(drop).queryByRole('alert')).toBeNull();
    await user.click(within(drop).getByRole('button', { name: 'Delete category' }));
    expect((await screen.findAllByText(IDEA_MSG.ideaCategoryDeleted)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/idea/category/1',
      '/idea/category/2',
    ]);
  });

  it('says so when there are no categories yet, and offers a retry when they could not be loaded', async () => {
    serve({ body: listBody([]) });
    const { unmount } = renderWithStore(<IdeaReview />, { user: { id: 9, role: 'ADMIN' } });
    expect(await screen.findByText('No categories yet: add the first one below')).toBeVisible();
    unmount();
    vi.unstubAllGlobals();

    serve({ status: 500, body: { success: false, message: 'Something went wrong' } });
    renderWithStore(<IdeaReview />, { user: { id: 9, role: 'ADMIN' } });
    expect(await screen.findByText('The categories could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is not offered to a mentor, who reviews ideas but does not manage categories', async () => {
    serve();
    renderWithStore(<IdeaReview />, { user: { id: 9, role: 'MENTOR' } });
    expect(await screen.findByText('No ideas are waiting for review')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Categories' })).toBeNull();
  });

  it('shows the review queue and the categories in Bangla', async () => {
    serve();
    await act(() => setLanguage('bn'));
    renderWithStore(<IdeaReview />, { user: { id: 9, role: 'ADMIN' } });
    expect(screen.getByRole('heading', { name: 'পর্যালোচনার আইডিয়া' })).toBeVisible();
    expect(await screen.findByText('পর্যালোচনার অপেক্ষায় কোনো আইডিয়া নেই')).toBeVisible();
    const section = await screen.findByRole('region', { name: 'ক্যাটাগরি' });
    expect(await within(section).findByRole('button', { name: 'Tourism-এর নাম বদলান' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Agritech মুছুন' })).toBeVisible();
    expect(within(section).getByLabelText('নতুন ক্যাটাগরি')).toBeVisible();
  });
});
