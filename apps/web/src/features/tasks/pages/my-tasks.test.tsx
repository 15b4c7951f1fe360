import type { TTask } from '@campus/shared/schemas/tasks';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { TaskBoard } from '../components/task-board';
import MyTasks from './my-tasks';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;

function task(id: number, title: string, extra: Partial<TTask> = {}): TTask {
  return {
    id,
    title,
    description: '',
    teamId: 1,
    team: { id: 1, name: 'Fest Team' },
    assigneeIds: [7],
    assignees: [{ id: 7, fullName: 'Rafi Rahman', profilePic: null, leftTeam: false }],
    status: 'TODO',
    priority: 'NORMAL',
    dueDate: null,
    checklist: [],
    attachments: [],
    createdById: 2,
    createdBy: { id: 2, fullName: 'Head Hasan', profilePic: null },
    commentCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    ...extra,
  };
}

describe('My tasks', () => {
  it('shows overdue and due-soon first as the server orders them, and changes a status with one tap', async () => {
    const tasks = [
      task(1, 'Send sponsor letters', { dueDate: new Date(Date.now() - 5 * HOUR).toISOString() }),
      task(2, 'Book the hall', {
        dueDate: new Date(Date.now() + 5 * HOUR).toISOString(),
        checklist: [
          { text: 'Call the office', done: true },
          { text: 'Pay', done: false },
        ],
      }),
    ];
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/task/my') return { body: envelope(tasks) };
      if (method === 'PATCH' && path === '/task/update') {
        const change = body as { id: number; status: TTask['status'] };
        tasks[0] = { ...tasks[0], status: change.status };
        return { body: envelope({ ...tasks[0], ...change, comments: [], canManage: false, canChangeStatus: true }) };
      }
      return undefined;
    });
    renderWithStore(<MyTasks />, { user: { id: 7 } });
    const cards = await screen.findAllByRole('listitem');
    const titles = cards.map((c) => within(c).queryAllByRole('heading')[0]?.textContent).filter(Boolean);
    expect(titles).toEqual(['Send sponsor letters', 'Book the hall']);
    expect(within(cards[0]).getByText(/^Overdue/)).toBeInTheDocument();
    expect(within(cards[1]).getByText(/^Due soon/)).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: /Checklist · 1\/2 done/ })).toBeInTheDocument();

    const first = within(cards[0]).getByRole('group', { name: 'Status of Send sponsor letters' });
    await userEvent.click(within(first).getByRole('button', { name: 'In progress' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 1, status: 'IN_PROGRESS' }),
    );
    await vi.waitFor(() =>
      expect(within(first).getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('says so when nothing is assigned', async () => {
    stubApi(({ path }) => (path === '/task/my' ? { body: envelope([]) } : undefined));
    renderWithStore(<MyTasks />, { user: { id: 7 } });
    expect(await screen.findByText('No tasks for you right now')).toBeInTheDocument();
  });

  it('reads in Bangla: statuses, the due chip, the checklist count and Bengali digits', async () => {
    const tasks = [
      task(1, 'Send sponsor letters', {
        dueDate: new Date(Date.now() - 5 * HOUR).toISOString(),
        priority: 'HIGH',
        checklist: [
          { text: 'Call the office', done: true },
          { text: 'Pay', done: false },
        ],
      }),
    ];
    stubApi(({ path }) => (path === '/task/my' ? { body: envelope(tasks) } : undefined));
    await act(() => setLanguage('bn'));
    renderWithStore(<MyTasks />, { user: { id: 7 } });
    const [card] = await screen.findAllByRole('listitem');
    expect(within(card).getByText(/^সময় পেরিয়ে গেছে · শেষ সময় ছিল /)).toBeInTheDocument();
    expect(within(card).getByText('উচ্চ অগ্রাধিকার')).toBeInTheDocument();
    const status = within(card).getByRole('group', { name: 'Send sponsor letters-এর অবস্থা' });
    expect(within(status).getByRole('button', { name: 'করণীয়' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).getByRole('button', { name: 'চলছে' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /চেকলিস্ট · ২টির ১টি সম্পন্ন/ })).toBeInTheDocument();
    expect(screen.getByText(/সময় পেরোনো আর শিগগির শেষ হওয়া কাজ আগে দেখানো হয়/)).toBeInTheDocument();
  });
});

describe('the task board', () => {
  it('names its columns and tells screen readers how to move a card in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderWithStore(
      <TaskBoard
        tasks={[task(1, 'Book the hall', { status: 'IN_PROGRESS', commentCount: 12 }), task(2, 'Print posters')]}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: /^চলছে\s*১$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^করণীয়\s*১$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^সম্পন্ন\s*০$/ })).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Book the hall সরান' });
    expect(handle).toHaveAttribute('aria-roledescription', 'টেনে সরানো যায় এমন কাজ');
    expect(screen.getByText(/^কোনো কাজ সরাতে তার হাতলে Space বা Enter চাপুন/)).toBeInTheDocument();
    expect(screen.getByText('১২')).toBeInTheDocument();

    handle.focus();
    await userEvent.keyboard(' ');
    // Picked up, then (jsdom has no layout) over the first column at once.
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Book the hall (তোলা হয়েছে|এখন \S+ কলামের ওপর)।$/),
    );
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Book the hall সরানো বাতিল হয়েছে।'));
  });
});
