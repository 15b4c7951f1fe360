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

  it('shows a Home card at once and fetches the event for its description and guests (decision 056)', async () => {
    const whole = eventItem(9, {
      title: 'From Home',
      description: 'The whole story',
      guests: [{ name: 'Dr. Rahim' }],
    });
    const { description: _d, guests: _g, ...card } = whole;
    const calls = stubApi(() => ({ body: envelope(whole) }));
    renderWithStore(<NewsPage />, {
      route: { pathname: '/news/9', state: { item: card } },
      path: '/news/:id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'From Home' })).toBeInTheDocument();
    expect(screen.getByText('Loading the story')).toBeInTheDocument();
    expect(await screen.findByText('The whole story')).toBeInTheDocument();
    expect(screen.getByText('Dr. Rahim')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/event/9']);
  });

  it('keeps a Home card on screen and says so when the rest cannot be fetched', async () => {
    const { description: _d, guests: _g, ...card } = eventItem(10, { title: 'Card only' });
    stubApi(() => ({ status: 404, body: { success: false, message: 'Event not found' } }));
    renderWithStore(<NewsPage />, {
      route: { pathname: '/news/10', state: { item: card } },
      path: '/news/:id',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Event not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Card only' })).toBeInTheDocument();
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
