import { MSG } from '@campus/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { listBody, renderAdmin, type StubRequest, stubApi } from '../../../test/test-utils';
import { CATEGORIES, libraryItem } from '../elibrary-test-data';
import ElibraryAdmin from './elibrary-admin';

afterEach(() => vi.unstubAllGlobals());

const pending = libraryItem(11, { title: 'Entomology Midterm Answers', status: 'PENDING', externalLink: null });
const approved = libraryItem(12, { title: 'Soil Science Notes', status: 'APPROVED' });
const summary = {
  total: 2,
  byStatus: { PENDING: 1, APPROVED: 1, REJECTED: 0 },
  byCategory: [],
};

function serve(answer?: (c: StubRequest) => { status?: number; body: unknown } | undefined) {
  const calls = stubApi((c) => {
    const custom = answer?.(c);
    if (custom) return custom;
    const p = c.url.pathname;
    if (p === '/api/v1/eLibrary/summary') return { body: { success: true, message: 'OK', data: summary } };
    if (p === '/api/v1/eLibrary/category/table') return { body: listBody(CATEGORIES) };
    if (p === '/api/v1/eLibrary/table') {
      const status = c.url.searchParams.get('status');
      return { body: listBody([pending, approved].filter((i) => !status || i.status === status)) };
    }
    if (p === '/api/v1/upload') {
      uploads++;
      return {
        status: 201,
        body: { success: true, message: 'OK', data: { url: `/uploads/page-${uploads}.webp`, fallback: false } },
      };
    }
    if (c.method === 'PATCH' || c.method === 'POST') {
      return { body: { success: true, message: 'OK', data: { ...pending, ...(c.body as object) } } };
    }
    return { body: listBody([]) };
  });
  // Multipart uploads skip the JSON stub (jsdom's FormData cannot travel through Node's Request).
  let uploads = 0;
  const json = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/v1/upload')) {
        uploads++;
        const data = { url: `/uploads/page-${uploads}.webp`, fallback: false };
        return new Response(JSON.stringify({ success: true, message: 'OK', data }), { status: 201 });
      }
      return json(input, init);
    }),
  );
  return calls;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('ElibraryAdmin', () => {
  it('opens on the Items tab with the pending queue and its count', async () => {
    const calls = serve();
    renderAdmin(<ElibraryAdmin />, { role: 'MENTOR' });
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByText('Entomology Midterm Answers')).toBeInTheDocument();
    expect(screen.queryByText('Soil Science Notes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pending/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /Pending/ })).toHaveTextContent('Pending1'));
    const list = calls.filter((c) => c.url.pathname === '/api/v1/eLibrary/table');
    expect(list[0].url.searchParams.get('status')).toBe('PENDING');
  });

  it("approves a pending item from the table and says 'E-Library Item Updated'", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Approve Entomology Midterm Answers' }));
    // Sent only once the Undo toast has closed (here: closed by hand).
    const pending = await screen.findByText('Approving “Entomology Midterm Answers”');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    const toastEl = pending.closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
    await user.click(within(toastEl).getByRole('button', { name: 'Close toast' }));
    expect(await screen.findByText(MSG.eLibraryItemUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 11, status: 'APPROVED' });
    // The click acted on the row's item only; no edit form opened.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects from the table too', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Reject Entomology Midterm Answers' }));
    const pending = await screen.findByText('Rejecting “Entomology Midterm Answers”');
    const toastEl = pending.closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
    await user.click(within(toastEl).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 11, status: 'REJECTED' }));
  });

  it('adds an item with a multi-image gallery; required fields first', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await screen.findByText('Entomology Midterm Answers');
    await user.click(screen.getByRole('button', { name: MSG.addNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Add E-Library Item' });

    // The form loads when it is opened.
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please fill out the Title field.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/eLibrary/create')).toBe(false);

    await user.upload(within(dialog).getByLabelText('Add images'), [png('p1.png'), png('p2.png'), png('p3.png')]);
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Gallery \d of 3$/ })).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Move image 3 earlier' }));
    await user.type(within(dialog).getByLabelText(/Title/), 'Plant Pathology Notes');
    await user.selectOptions(within(dialog).getByLabelText(/Category/), 'Lecture Notes');
    await user.type(within(dialog).getByLabelText(/External Link/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('External Link must start with http:// or https://')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/External Link/));
    await user.type(within(dialog).getByLabelText(/External Link/), 'https://drive.example.org/plant.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.eLibraryItemAdded)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/eLibrary/create')?.body).toEqual({
      title: 'Plant Pathology Notes',
      categoryId: 2,
      externalLink: 'https://drive.example.org/plant.pdf',
      images: ['/uploads/page-1.webp', '/uploads/page-3.webp', '/uploads/page-2.webp'],
    });
  });

  it('edits an item: status is editable and an emptied link is cleared', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(await screen.findByRole('button', { name: /^All/ }));
    await user.click(await screen.findByText('Soil Science Notes'));
    const dialog = await screen.findByRole('dialog', { name: 'Update E-Library Item' });
    expect(await within(dialog).findAllByRole('img', { name: /^Gallery/ })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Rejected');
    await user.clear(within(dialog).getByLabelText(/External Link/));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.eLibraryItemUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      id: 12,
      title: 'Soil Science Notes',
      categoryId: 1,
      status: 'REJECTED',
      externalLink: null,
      images: ['/uploads/12-2.svg', '/uploads/12-3.svg'],
    });
  });

  it("shows the server's message when saving fails", async () => {
    serve((c) =>
      c.url.pathname === '/api/v1/eLibrary/create'
        ? { status: 400, body: { success: false, message: 'Please choose a category from the list' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await screen.findByText('Entomology Midterm Answers');
    await user.click(screen.getByRole('button', { name: MSG.addNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Add E-Library Item' });
    await user.type(await within(dialog).findByLabelText(/Title/), 'Anything');
    await user.selectOptions(within(dialog).getByLabelText(/Category/), 'Question Banks');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.addFailed('Please choose a category from the list'))).toBeInTheDocument();
  });

  it('lists categories; the add form asks for the name before sending anything', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(await screen.findByText('Question Banks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG.addNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please fill out the Name field.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/v1/eLibrary/category/create')).toBe(false);
  });

  it("updates a category: 'Category updated successfully'", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByText('Lecture Notes'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    await user.clear(await within(dialog).findByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Class Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.categoryUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/eLibrary/category/update')?.body).toEqual({
      id: 2,
      name: 'Class Notes',
      coverPic: '/uploads/ln.svg',
    });
  });

  it("lets an ADMIN delete a category: refused with the server's count while in use, then deleted", async () => {
    const inUse = 'This category cannot be deleted: it is still used by 2 resources';
    let refuse = true;
    const calls = serve((c) =>
      c.method === 'DELETE' && c.url.pathname === '/api/v1/eLibrary/category/2'
        ? refuse
          ? { status: 409, body: { success: false, message: inUse } }
          : { body: { success: true, message: MSG.categoryDeleted, data: { id: 2 } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />);
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByText('Lecture Notes'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText(MSG.categoryDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Category' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/v1/eLibrary/category/2',
      '/api/v1/eLibrary/category/2',
    ]);
  });

  it('offers no Delete to a manager who is not an ADMIN', async () => {
    serve();
    const user = userEvent.setup();
    renderAdmin(<ElibraryAdmin />, { role: 'MENTOR' });
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await user.click(await screen.findByText('Lecture Notes'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    expect(await within(dialog).findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the approval queue and the item form in Bangla', async () => {
    serve();
    const user = userEvent.setup();
    await act(() => setLanguage('bn'));
    renderAdmin(<ElibraryAdmin />);
    expect(screen.getByRole('tab', { name: 'রিসোর্স' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'বিভাগ' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /অপেক্ষমাণ/ })).toHaveTextContent('অপেক্ষমাণ১'));
    expect(await screen.findByRole('button', { name: 'Entomology Midterm Answers অনুমোদন করুন' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'শিরোনাম' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'শিরোনাম দিয়ে খুঁজুন' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'নতুন যোগ করুন!' }));
    const dialog = await screen.findByRole('dialog', { name: 'ই-লাইব্রেরি রিসোর্স যোগ করুন' });
    expect(await within(dialog).findByRole('group', { name: 'গ্যালারির ছবি' })).toHaveTextContent(
      '১০টির মধ্যে ০টি। প্রথম ছবিটি রিসোর্সের টাইলের কভার।',
    );
    await user.click(within(dialog).getByRole('button', { name: 'জমা দিন' }));
    expect(await within(dialog).findByText('অনুগ্রহ করে শিরোনাম ঘরটি পূরণ করুন।')).toBeInTheDocument();
  });
});
