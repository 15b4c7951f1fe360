import { MSG } from '@campus/shared/messages';
import { adminSessions } from '@campus/shared/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, renderAdmin, type StubRequest, stubApi } from '../../../test/test-utils';
import type { AdminUser } from '../users-admin-api';
import UsersAdmin from './users-admin';

afterEach(() => vi.unstubAllGlobals());

const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  fullName: `Member ${id}`,
  contactNo: '01712345678',
  email: `member${id}@gmail.com`,
  link: null,
  profilePic: `/uploads/p${id}.webp`,
  coverPic: null,
  role: 'MEMBER',
  status: 'ACTIVE',
  studyAt: 'UNIVERSITY',
  instituteId: 1,
  designationId: null,
  teamId: null,
  departmentId: 2,
  session: '2021-22',
  instituteName: { name: 'Agri University' },
  deptName: { name: 'CSE' },
  designation: null,
  team: null,
  language: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const row = (id: number, name: string, type?: 'UNIVERSITY' | 'COLLEGE') => ({
  id,
  name,
  type,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function serve(answer?: (c: StubRequest) => { status?: number; body: unknown } | undefined) {
  return stubApi((c) => {
    const custom = answer?.(c);
    if (custom) return custom;
    const p = c.url.pathname;
    if (p === '/api/v1/user/table') {
      const role = c.url.searchParams.get('role');
      const all = [user(1), user(2, { role: 'MENTOR', fullName: 'Ayesha Mentor' }), user(3)];
      const rows = role ? all.filter((u) => u.role === role) : all;
      return { body: listBody(rows, { total: role ? rows.length : 23 }) };
    }
    if (p === '/api/v1/institution') return { body: listBody([row(1, 'Agri University', 'UNIVERSITY')]) };
    if (p === '/api/v1/department') return { body: listBody([row(2, 'CSE', 'UNIVERSITY')]) };
    if (p === '/api/v1/designation') return { body: listBody([row(5, 'Treasurer')]) };
    if (p === '/api/v1/team') return { body: listBody([row(6, 'Media Team')]) };
    return { body: listBody([]) };
  });
}

describe('UsersAdmin', () => {
  it('lists users from /user/table starting at page 1 with an empty search', async () => {
    const calls = serve();
    renderAdmin(<UsersAdmin />);
    expect(await screen.findByText('Ayesha Mentor')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/v1/user/table');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({ page: '1', limit: '10' });
    expect(screen.getByText('(23 total)')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Photo' })[0]).toHaveAttribute('src', '/uploads/p1.webp');
  });

  it('filters by role in the overlay', async () => {
    const calls = serve();
    renderAdmin(<UsersAdmin />);
    await screen.findByText('Ayesha Mentor');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter User Management' });
    expect(
      within(dialog)
        .getAllByRole('option', { name: /20\d\d-\d\d/ })
        .map((o) => o.textContent),
    ).toEqual(adminSessions());
    // Up to the current academic session, not a list frozen in 2023 (issue 18).
    expect(adminSessions()).toContain('2025-26');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'MENTOR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByText('Member 1')).not.toBeInTheDocument());
    expect(screen.getByText('Ayesha Mentor')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('role')).toBe('MENTOR');
  });

  it('refuses to post a user with empty required fields and sends nothing', async () => {
    const calls = serve();
    renderAdmin(<UsersAdmin />);
    await screen.findByText('Ayesha Mentor');
    await userEvent.click(screen.getByRole('button', { name: MSG.addNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Please fill out the Full Name field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill out the Profile Picture field.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("edits a user's role and says 'User Updated'", async () => {
    const calls = serve((c) =>
      c.method === 'PATCH'
        ? { body: { success: true, message: MSG.userUpdated, data: user(3, { role: 'TEAM_HEAD' }) } }
        : undefined,
    );
    renderAdmin(<UsersAdmin />);
    await userEvent.click(await screen.findByText('Member 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Member 3' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Institute/)).toHaveValue('1'));
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue('Member 3');
    expect(within(dialog).getByLabelText(/^Session/)).toHaveValue('2021-22');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'TEAM_HEAD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText(MSG.userUpdated)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/v1/user/update/3');
    expect(patch?.body).toMatchObject({ role: 'TEAM_HEAD', fullName: 'Member 3', instituteId: 1, departmentId: 2 });
    expect(patch?.body).not.toHaveProperty('gmailPic');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'User Update/Post Failed: {msg}' with the server's message", async () => {
    serve((c) =>
      c.method === 'PATCH'
        ? { status: 409, body: { success: false, message: MSG.emailTaken, code: 'CONFLICT' } }
        : undefined,
    );
    renderAdmin(<UsersAdmin />);
    await userEvent.click(await screen.findByText('Member 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Member 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText(MSG.userUpdatePostFailed(MSG.emailTaken))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Member 1' })).toBeInTheDocument();
  });

  it("shows the server's message in the table when the list fails", async () => {
    serve((c) =>
      c.url.pathname === '/api/v1/user/table'
        ? { status: 403, body: { success: false, message: MSG.forbidden, code: 'FORBIDDEN' } }
        : undefined,
    );
    renderAdmin(<UsersAdmin />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.forbidden);
  });
});
