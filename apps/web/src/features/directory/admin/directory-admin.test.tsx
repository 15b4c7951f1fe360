import { MSG } from '@campus/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, renderAdmin, type StubRequest, stubApi } from '../../../test/test-utils';
import DirectoryAdmin from './directory-admin';
import RegistrationAdmin from './registration-admin';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function serve(answer?: (c: StubRequest) => { status?: number; body: unknown } | undefined) {
  return stubApi((c) => {
    const custom = answer?.(c);
    if (custom) return custom;
    const p = c.url.pathname;
    if (p === '/api/v1/team') {
      return {
        body: listBody([
          row(1, 'Media Team', { coverPic: '/uploads/media.webp' }),
          row(2, 'Events Team', { coverPic: null }),
        ]),
      };
    }
    if (p === '/api/v1/department') {
      return {
        body: listBody(
          Array.from({ length: 12 }, (_, i) =>
            row(i + 1, `Dept ${String(i + 1).padStart(2, '0')}`, { type: i % 3 ? 'UNIVERSITY' : 'COLLEGE' }),
          ),
        ),
      };
    }
    if (p === '/api/v1/institution') return { body: listBody([row(7, 'Agri University', { type: 'UNIVERSITY' })]) };
    if (p === '/api/v1/auth/announcement') {
      return {
        body: listBody([
          {
            id: 4,
            isOpen: true,
            isOpenNow: false,
            openForId: 7,
            openFor: { id: 7, name: 'Agri University' },
            imageUrl: '/uploads/reg.webp',
            deadline: '2026-01-10T18:00:00.000Z',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
      };
    }
    return { body: listBody([]) };
  });
}

describe('DirectoryAdmin', () => {
  it('lists teams with their cover thumbnails', async () => {
    serve();
    renderAdmin(<DirectoryAdmin kind="team" />);
    expect(await screen.findByText('Media Team')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/uploads/media.webp');
  });

  it("posts a new team and says 'Team Posted'", async () => {
    const calls = serve((c) =>
      c.method === 'POST'
        ? { status: 201, body: { success: true, message: 'Team Posted', data: row(3, 'Sports Team') } }
        : undefined,
    );
    renderAdmin(<DirectoryAdmin kind="team" />);
    await screen.findByText('Media Team');
    await userEvent.click(screen.getByRole('button', { name: MSG.addNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please fill out the Name field.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Sports Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.entityPosted('Team'))).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/team/create');
    expect(post?.body).toEqual({ name: 'Sports Team' });
  });

  it("shows 'Update or Post Failed' with the server's message", async () => {
    serve((c) =>
      c.method === 'PATCH'
        ? { status: 409, body: { success: false, code: 'CONFLICT', message: 'Team "Events Team" already exists' } }
        : undefined,
    );
    renderAdmin(<DirectoryAdmin kind="team" />);
    await userEvent.click(await screen.findByText('Media Team'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Team' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Events Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.updateOrPostFailed)).toBeInTheDocument();
    expect(screen.getByText('Team "Events Team" already exists')).toBeInTheDocument();
  });

  it('pages, searches and filters departments by type', async () => {
    serve();
    renderAdmin(<DirectoryAdmin kind="department" />);
    expect(await screen.findByText('Dept 01')).toBeInTheDocument();
    expect(screen.queryByText('Dept 11')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Dept 11')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'dept 0{Enter}');
    expect(screen.getByText('(9 total)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter All Departments' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'COLLEGE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.getByText('(3 total)')).toBeInTheDocument());
  });

  it('deletes an unused department after a confirmation, and shows why a used one cannot go', async () => {
    const calls = serve((c) =>
      c.method === 'DELETE'
        ? c.url.pathname.endsWith('/1')
          ? {
              status: 409,
              body: {
                success: false,
                code: 'CONFLICT',
                message: 'This department cannot be deleted: it is still used by 2 users',
              },
            }
          : { body: { success: true, message: 'Department Deleted', data: { id: 2 } } }
        : undefined,
    );
    renderAdmin(<DirectoryAdmin kind="department" />);
    await userEvent.click(await screen.findByText('Dept 01'));
    let dialog = await screen.findByRole('dialog', { name: 'Update Department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delete' }));
    expect(
      await screen.findByText('This department cannot be deleted: it is still used by 2 users'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByText('Dept 02'));
    dialog = await screen.findByRole('dialog', { name: 'Update Department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Department Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/v1/department/1',
      '/api/v1/department/2',
    ]);
  });

  it('offers no Delete for a team', async () => {
    serve();
    renderAdmin(<DirectoryAdmin kind="team" />);
    await userEvent.click(await screen.findByText('Media Team'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Team' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('RegistrationAdmin', () => {
  it("lists windows and updates one with 'Registration Info Updated'", async () => {
    const calls = serve((c) =>
      c.method === 'POST' ? { body: { success: true, message: MSG.registrationInfoUpdated, data: {} } } : undefined,
    );
    renderAdmin(<RegistrationAdmin />);
    expect(await screen.findByText('Agri University')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG.postNew })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Agri University'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Registration Info' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Open For/)).toHaveValue('7'));
    // 18:00 UTC is midnight in Dhaka.
    expect(within(dialog).getByLabelText(/^Deadline/)).toHaveValue('2026-01-11T00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.registrationInfoUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: 4,
      openForId: 7,
      deadline: '2026-01-10T18:00:00.000Z',
      isOpen: true,
      imageUrl: '/uploads/reg.webp',
    });
  });

  it("shows 'Registration Info Update Failed' with the message", async () => {
    serve((c) =>
      c.method === 'POST'
        ? {
            status: 400,
            body: { success: false, code: 'VALIDATION_ERROR', message: 'Please choose an institution from the list' },
          }
        : undefined,
    );
    renderAdmin(<RegistrationAdmin />);
    await userEvent.click(await screen.findByText('Agri University'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Registration Info' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Open For/)).toHaveValue('7'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.registrationInfoUpdateFailed)).toBeInTheDocument();
    expect(screen.getByText('Please choose an institution from the list')).toBeInTheDocument();
  });

  it('refuses an empty form with the SPEC message', async () => {
    const calls = serve();
    renderAdmin(<RegistrationAdmin />);
    await screen.findByText('Agri University');
    await userEvent.click(screen.getByRole('button', { name: MSG.postNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Post Registration Info' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please fill out the Open For field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill out the Deadline field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill out the Image field.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
