import { MSG } from '@campus/shared/messages';
import type { TNotification } from '@campus/shared/schemas/push';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification } from '../../../app/push/push-test-data';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import InboxPage, { INBOX_PAGE_SIZE } from './inbox-page';

afterEach(() => vi.unstubAllGlobals());

/** The inbox at /notifications, signed in as a member; any page it opens shows "Opened another page". */
function renderInbox() {
  return renderWithStore(
    <Routes>
      <Route path="/notifications" element={<InboxPage />} />
      <Route path="*" element={<p>Opened another page</p>} />
    </Routes>,
    { user: { id: 7 }, route: '/notifications' },
  );
}

/** A server holding `items` (newest first) that honours page/limit and the read routes. */
function serveInbox(items: TNotification[]) {
  const rows = items.map((n) => ({ ...n }));
  return stubApi(({ method, url, path }) => {
    const read = /^\/notifications\/(\d+)\/read$/.exec(path);
    if (method === 'PATCH' && read) {
      const row = rows.find((n) => n.id === Number(read[1]));
      if (!row) return { status: 404, body: { success: false, message: 'Notification not found' } };
      row.isRead = true;
      return { body: envelope(row, MSG.notificationRead) };
    }
    if (method === 'PATCH' && path === '/notifications/read-all') {
      const updated = rows.filter((n) => !n.isRead).length;
      for (const n of rows) n.isRead = true;
      return { body: envelope({ updated }, MSG.notificationsAllRead) };
    }
    if (path === '/notifications') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const unread = rows.filter((n) => !n.isRead).length;
      const data = rows.slice((page - 1) * limit, page * limit);
      return { body: { ...envelope(data), meta: { page, limit, total: rows.length, unread } } };
    }
    return undefined;
  });
}

describe('InboxPage', () => {
  it('says so when there are no notifications, with Mark all read disabled', async () => {
    serveInbox([]);
    renderInbox();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('lists notifications newest first with their time in Dhaka and marks one read', async () => {
    const calls = serveInbox([notification(2), notification(1, { title: 'Your offer was accepted', isRead: true })]);
    const user = userEvent.setup();
    renderInbox();

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('New offer 2 (unread)');
    expect(items[0]).toHaveTextContent('21 Nov 2026, 12:30 AM');
    expect(items[1]).toHaveTextContent('Your offer was accepted');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark read: New offer 2' }));
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.url.pathname === '/api/v1/notifications/2/read')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Mark read/ })).not.toBeInTheDocument();
  });

  it('marks everything read with one request', async () => {
    const calls = serveInbox([notification(3), notification(2), notification(1)]);
    const user = userEvent.setup();
    renderInbox();
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/v1/notifications/read-all')).toHaveLength(1);
  });

  it('opens the notification’s page and marks it read', async () => {
    const calls = serveInbox([notification(5)]);
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /^New offer 5/ }));
    expect(await screen.findByText('Opened another page')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PATCH' && c.url.pathname === '/api/v1/notifications/5/read')).toBe(true),
    );
  });

  it(`pages through the inbox ${INBOX_PAGE_SIZE} at a time`, async () => {
    const calls = serveInbox(Array.from({ length: 45 }, (_, i) => notification(45 - i)));
    const user = userEvent.setup();
    renderInbox();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('New offer 25')).toBeInTheDocument();
    const pagesAsked = calls
      .filter((c) => c.url.pathname === '/api/v1/notifications')
      .map((c) => c.url.searchParams.get('page'));
    expect(pagesAsked).toEqual(['1', '2']);
    expect(calls[0].url.searchParams.get('limit')).toBe(String(INBOX_PAGE_SIZE));
  });

  it('shows the server’s message when the inbox cannot load', async () => {
    stubApi(() => ({ status: 500, body: { success: false, message: 'An unexpected error occurred' } }));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });
});
