import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../test/test-utils';
import { UnreadBadge } from './unread-badge';

const MEMBER = { id: 7 };

afterEach(() => vi.unstubAllGlobals());

describe('UnreadBadge', () => {
  it('shows the unread count with a spoken label', async () => {
    stubApi(() => ({ body: envelope({ unread: 3 }) }));
    renderWithStore(<UnreadBadge />, { user: MEMBER });
    const badge = await screen.findByRole('status', { name: '3 unread notifications' });
    expect(badge).toHaveTextContent('3');
  });

  it('caps a large count at 99+', async () => {
    stubApi(() => ({ body: envelope({ unread: 250 }) }));
    renderWithStore(<UnreadBadge />, { user: MEMBER });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('shows nothing when everything is read', async () => {
    const calls = stubApi(() => ({ body: envelope({ unread: 0 }) }));
    renderWithStore(<UnreadBadge />, { user: MEMBER });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    const calls = stubApi(() => ({ body: envelope({ unread: 5 }) }));
    renderWithStore(<UnreadBadge />, { user: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
