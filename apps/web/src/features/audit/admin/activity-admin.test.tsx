import type { TAuditEntry } from '@campus/shared/schemas/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, renderAdmin, stubApi } from '../../../test/test-utils';
import ActivityAdmin from './activity-admin';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id,
  actor: { id: 1, role: 'ADMIN', name: 'Admin Ayesha' },
  action: 'user.role.change',
  target: { kind: 'user', id: 7, title: 'Member Mim' },
  changes: [{ field: 'role', from: 'MEMBER', to: 'TEAM_HEAD' }],
  ip: '203.0.113.9',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

function serve() {
  return stubApi((c) => {
    if (c.url.pathname !== '/api/v1/audit/table') return undefined;
    const action = c.url.searchParams.get('action');
    const all = [
      entry(2),
      entry(1, {
        action: 'marketplace.reject',
        actor: { id: 3, role: 'MENTOR', name: 'Mentor Mahin' },
        target: { kind: 'listing', id: 4, title: 'Fake watch' },
        changes: [{ field: 'status', from: 'PENDING', to: 'REJECTED' }],
      }),
    ];
    const rows = action ? all.filter((r) => r.action === action) : all;
    return { body: listBody(rows, { total: rows.length }) };
  });
}

describe('ActivityAdmin', () => {
  it('lists who did what to which target, newest first, from /audit/table page 1', async () => {
    const calls = serve();
    renderAdmin(<ActivityAdmin />);
    expect(await screen.findByText('Member Mim')).toBeInTheDocument();
    expect(screen.getAllByText('Admin Ayesha').length).toBeGreaterThan(0);
    expect(screen.getByText('marketplace.reject')).toBeInTheDocument();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ page: '1', limit: '10' });
  });

  it('filters by action in the overlay', async () => {
    const calls = serve();
    renderAdmin(<ActivityAdmin />);
    await screen.findByText('Member Mim');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Activity' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Action'), 'marketplace.reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByText('Member Mim')).not.toBeInTheDocument());
    expect(calls.at(-1)?.url.searchParams.get('action')).toBe('marketplace.reject');
  });

  it('opens a row to its before → after diff', async () => {
    serve();
    renderAdmin(<ActivityAdmin />);
    await userEvent.click(await screen.findByText('Fake watch'));
    const dialog = await screen.findByRole('dialog', { name: 'marketplace.reject · Fake watch' });
    const row = within(dialog).getByRole('row', { name: /status/ });
    expect(within(row).getByText('PENDING')).toBeInTheDocument();
    expect(within(row).getByText('REJECTED')).toBeInTheDocument();
    expect(within(dialog).getByText(/Mentor Mahin \(MENTOR\)/)).toBeInTheDocument();
  });
});
