import { MSG } from '@campus/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listBody, renderWithStore, type StubRequest, stubApi } from '../../../test/test-utils';
import { makeItem } from '../marketplace-test-data';
import MarketplaceAdmin from './marketplace-admin';

afterEach(() => vi.unstubAllGlobals());

const category = { id: 1, name: 'Textbooks', coverPic: '/uploads/demo/textbooks.svg', createdAt: '', updatedAt: '' };
const summary = {
  total: 2,
  byStatus: { AVAILABLE: 1, PENDING: 1, SOLD: 0, RESERVED: 0, REJECTED: 0 },
  byCategory: [{ categoryId: 1, name: 'Textbooks', total: 2 }],
};

function serve(extra?: (c: StubRequest) => { status?: number; body: unknown } | undefined) {
  return stubApi((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.path === '/marketplace/category/table') return { body: listBody([category]) };
    if (call.path === '/marketplace/summary') return { body: envelope(summary) };
    if (call.path === '/marketplace/table') {
      return {
        body: listBody([
          makeItem({ id: 1, title: 'Casio fx-991EX', status: 'PENDING', type: 'SALE', exchangeFor: null }),
          makeItem({ id: 2, title: 'Lab coat, size M', status: 'AVAILABLE' }),
        ]),
      };
    }
    return undefined;
  });
}

/** The sonner toast around a text. */
function closestToast(text: HTMLElement): HTMLElement {
  const toast = text.closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error('not inside a toast');
  return toast;
}

describe('Marketplace Management', () => {
  it('lists items with counts by status and lets a manager approve a pending listing', async () => {
    const user = userEvent.setup();
    const calls = serve((call) =>
      call.method === 'PATCH' ? { body: envelope(makeItem({ id: 1, status: 'AVAILABLE' })) } : undefined,
    );
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    expect(screen.getByRole('tab', { name: 'Items', selected: true })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Listings by status' })).toHaveTextContent('Pending 1');
    expect((await screen.findAllByText('Lab coat, size M')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve Lab coat, size M' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Approve Casio fx-991EX' })[0]);
    // Nothing is sent while the Undo toast is up; closing it confirms.
    const pending = await screen.findByText('Approving “Casio fx-991EX”');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(closestToast(pending)).getByRole('button', { name: 'Close toast' }));
    expect((await screen.findAllByText(MSG.marketplaceItemUpdated)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 1, status: 'AVAILABLE' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects a pending listing', async () => {
    const user = userEvent.setup();
    const calls = serve((call) => (call.method === 'PATCH' ? { body: envelope(makeItem({ id: 1 })) } : undefined));
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click((await screen.findAllByRole('button', { name: 'Reject Casio fx-991EX' }))[0]);
    // Undo takes the decision back: nothing is sent.
    const first = await screen.findByText('Rejecting “Casio fx-991EX”');
    await user.click(within(closestToast(first)).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Rejecting “Casio fx-991EX”')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Reject Casio fx-991EX' })[0]);
    const second = await screen.findByText('Rejecting “Casio fx-991EX”');
    await user.click(within(closestToast(second)).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 1, status: 'REJECTED' }));
  });

  it('sends a decision still under its Undo toast when the page is hidden or closed, with keepalive', async () => {
    const user = userEvent.setup();
    const calls = serve((call) =>
      call.method === 'PATCH' ? { body: envelope(makeItem({ id: 1, status: 'AVAILABLE' })) } : undefined,
    );
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click((await screen.findAllByRole('button', { name: 'Approve Casio fx-991EX' }))[0]);
    await screen.findByText('Approving “Casio fx-991EX”');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // The tab is closed (or the browser leaves the site) 1 s into the 5 s window.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
          expect.objectContaining({ body: { id: 1, status: 'AVAILABLE' }, keepalive: true }),
        ]),
      // Well before the toast's own 5 s.
      { timeout: 1500 },
    );
    await waitFor(() => expect(screen.queryByText('Approving “Casio fx-991EX”')).toBeNull());

    // Switching to another tab or app sends it too (a phone may discard a hidden page without a pagehide).
    await user.click(screen.getAllByRole('button', { name: 'Reject Casio fx-991EX' })[0]);
    await screen.findByText('Rejecting “Casio fx-991EX”');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
          { id: 1, status: 'AVAILABLE' },
          { id: 1, status: 'REJECTED' },
        ]),
      { timeout: 1500 },
    );
    // An undone decision is not sent by a later pagehide.
    await user.click(screen.getAllByRole('button', { name: 'Approve Casio fx-991EX' })[0]);
    const undone = await screen.findByText('Approving “Casio fx-991EX”');
    await user.click(within(closestToast(undone)).getByRole('button', { name: 'Undo' }));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(screen.queryByText('Approving “Casio fx-991EX”')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });

  it('edits an item through the form and says Marketplace Item Updated', async () => {
    const user = userEvent.setup();
    const calls = serve((call) => (call.method === 'PATCH' ? { body: envelope(makeItem({ id: 2 })) } : undefined));
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click((await screen.findAllByText('Lab coat, size M'))[0]);
    const dialog = await screen.findByRole('dialog');
    // The form loads when it is opened.
    await user.click(await within(dialog).findByRole('button', { name: 'Update Item' }));
    expect((await screen.findAllByText(MSG.marketplaceItemUpdated)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      id: 2,
      title: 'Lab coat, size M',
      status: 'AVAILABLE',
      categoryId: 1,
    });
  });

  it('keeps the listing rules in the admin form', async () => {
    const user = userEvent.setup();
    serve();
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click((await screen.findAllByText('Lab coat, size M'))[0]);
    const dialog = await screen.findByRole('dialog');
    await user.clear(await within(dialog).findByRole('textbox', { name: /Exchange For/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Item' }));
    expect((await screen.findAllByText(MSG.exchangeForRequired)).length).toBeGreaterThan(0);
  });

  it('adds and updates categories with the SPEC toasts', async () => {
    const user = userEvent.setup();
    const calls = serve((call) =>
      call.method === 'PATCH' && call.path === '/marketplace/category/update'
        ? { body: envelope(category) }
        : undefined,
    );
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByRole('button', { name: MSG.addNew }));
    const create = await screen.findByRole('dialog');
    await user.click(await within(create).findByRole('button', { name: 'Add Category' }));
    expect((await screen.findAllByText('Please fill out the Name field.')).length).toBeGreaterThan(0);
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));

    await user.click((await screen.findAllByText('Textbooks'))[0]);
    const edit = await screen.findByRole('dialog');
    await user.click(await within(edit).findByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText(MSG.categoryUpdated)).toBeVisible();
    expect(calls.find((c) => c.path === '/marketplace/category/update')?.body).toMatchObject({
      id: 1,
      name: 'Textbooks',
    });
  });

  it("lets an ADMIN delete a category, showing the server's reason when listings still use it", async () => {
    const user = userEvent.setup();
    const inUse = 'This category cannot be deleted: it is still used by 1 listing';
    let refuse = true;
    const calls = serve((call) =>
      call.method === 'DELETE' && call.path === '/marketplace/category/1'
        ? refuse
          ? { status: 409, body: { success: false, message: inUse } }
          : { body: envelope({ id: 1 }, MSG.categoryDeleted) }
        : undefined,
    );
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click((await screen.findAllByText('Textbooks'))[0]);
    const edit = await screen.findByRole('dialog');
    await user.click(await within(edit).findByRole('button', { name: 'Delete' }));
    await user.click(within(edit).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText(inUse)).toBeVisible();
    refuse = false;
    await user.click(within(edit).getByRole('button', { name: 'Delete' }));
    await user.click(within(edit).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText(MSG.categoryDeleted)).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('shows no Delete to a MENTOR, who manages the marketplace but may not delete categories', async () => {
    const user = userEvent.setup();
    serve();
    renderWithStore(<MarketplaceAdmin />, { user: { id: 1, role: 'MENTOR' }, toaster: true });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click((await screen.findAllByText('Textbooks'))[0]);
    const edit = await screen.findByRole('dialog');
    expect(await within(edit).findByRole('button', { name: 'Update Category' })).toBeVisible();
    expect(within(edit).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
