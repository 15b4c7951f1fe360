import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { eventItem } from '../events-test-data';
import NewsPage from './news-page';

afterEach(() => vi.unstubAllGlobals());

describe('NewsPage', () => {
  it('uses the item passed through navigation state without fetching', () => {
    const calls = stubApi(() => ({ body: envelope(eventItem(7)) }));
    renderWithStore(<NewsPage />, {
      route: { pathname: '/news/7', state: { item: eventItem(7, { title: 'Passed along' }) } },
      path: '/news/:id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Passed along' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('fetches GET /event/:id when the passed item has no title', async () => {
    const calls = stubApi(() => ({ body: envelope(eventItem(8, { title: 'Fetched story' })) }));
    renderWithStore(<NewsPage />, {
      route: { pathname: '/news/8', state: { item: { id: 8 } } },
      path: '/news/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched story' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/event/8']);
  });

  it('says so when the story does not exist', async () => {
    stubApi(() => ({ status: 404, body: { success: false, message: 'Event not found' } }));
    renderWithStore(<NewsPage />, { route: '/news/99', path: '/news/:id' });
    expect(await screen.findByText('This story could not be found')).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });
});
