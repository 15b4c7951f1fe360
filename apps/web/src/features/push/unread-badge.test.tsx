import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithStore, stubApi } from './push-test-utils';
import { UnreadBadge } from './unread-badge';

afterEach(() => vi.unstubAllGlobals());

describe('UnreadBadge', () => {
  it('shows the unread count with a spoken label', async () => {
    stubApi(() => ok({ unread: 3 }));
    renderWithStore(<UnreadBadge />, { route: '/' });
    const badge = await screen.findByRole('status', { name: '3 unread notifications' });
    expect(badge).toHaveTextContent('3');
  });

  it('caps a large count at 99+', async () => {
    stubApi(() => ok({ unread: 250 }));
    renderWithStore(<UnreadBadge />, { route: '/' });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('shows nothing when everything is read', async () => {
    const calls = stubApi(() => ok({ unread: 0 }));
    renderWithStore(<UnreadBadge />, { route: '/' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const calls = stubApi(() => ok({ unread: 5 }));
    renderWithStore(<UnreadBadge />, { route: '/', token: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
