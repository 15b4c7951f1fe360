import { MSG } from '@campus/shared/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../../../app/store';
import { fakeToken, listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import { CATEGORIES, libraryItem } from '../elibrary-test-data';
import CoursePage, { prefetch } from './course-page';

afterEach(() => vi.unstubAllGlobals());

/** A signed-in member on /course. */
const member = { user: { id: 7 }, route: '/course' };

function serveLibrary(
  items = [libraryItem(1), libraryItem(2, { title: 'Organic Chemistry Notes' })],
  total?: number,
  atLeast?: true,
) {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/v1/eLibrary/category/table') return { body: listBody(CATEGORIES) };
    if (url.pathname === '/api/v1/eLibrary/table') {
      // The server echoes the page and limit it used.
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { body: listBody(items, { total: total ?? items.length, page, limit, ...(atLeast ? { atLeast } : {}) }) };
    }
    return { status: 404, body: { success: false, message: 'Route not found' } };
  });
}

const tableCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.url.pathname === '/api/v1/eLibrary/table').map((c) => Object.fromEntries(c.url.searchParams));

describe('CoursePage', () => {
  it('opens on the E-Library tab; Courses shows Coming Soon at 35%', async () => {
    serveLibrary();
    const user = userEvent.setup();
    renderWithStore(<CoursePage />, member);
    expect(screen.getByRole('tab', { name: 'E-Library' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(screen.getByText(MSG.comingSoon)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Courses progress' })).toHaveAttribute('aria-valuenow', '35');
  });

  it('lists APPROVED resources 50 at a time, newest first, as tiles with title and date', async () => {
    const calls = serveLibrary();
    renderWithStore(<CoursePage />, member);
    const list = await screen.findByRole('list', { name: 'Library resources' });
    const tiles = within(list).getAllByRole('button');
    expect(tiles.map((t) => t.textContent)).toEqual(['Resource 115 Mar 2026', 'Organic Chemistry Notes15 Mar 2026']);
    expect(tableCalls(calls)[0]).toEqual({
      status: 'APPROVED',
      page: '1',
      limit: '50',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(screen.getByPlaceholderText(MSG.searchInLibrary)).toBeInTheDocument();
  });

  it('searches on Enter, sorts by Title with an asc/desc toggle and filters by category chip', async () => {
    const calls = serveLibrary();
    const user = userEvent.setup();
    renderWithStore(<CoursePage />, member);
    await screen.findByRole('list', { name: 'Library resources' });

    await user.type(screen.getByRole('searchbox', { name: MSG.searchInLibrary }), 'chem{Enter}');
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(screen.getByRole('button', { name: 'Title' })).toHaveAttribute('aria-pressed', 'true');
    // A new sort field starts at its natural order: Title A to Z (not the date's newest-first direction).
    await vi.waitFor(() => expect(tableCalls(calls).at(-1)).toMatchObject({ sortBy: 'title', sortOrder: 'asc' }));
    await user.click(screen.getByRole('button', { name: /Sort order: A to Z/ }));
    await user.click(screen.getByRole('button', { name: 'Lecture Notes' }));
    await vi.waitFor(() =>
      expect(tableCalls(calls).at(-1)).toEqual({
        status: 'APPROVED',
        page: '1',
        limit: '50',
        sortBy: 'title',
        sortOrder: 'desc',
        searchTerm: 'chem',
        categoryId: '2',
      }),
    );
    expect(screen.getByRole('button', { name: 'Lecture Notes' })).toHaveAttribute('aria-pressed', 'true');
    // Back to Date: newest first again.
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await vi.waitFor(() => expect(tableCalls(calls).at(-1)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' }));
  });

  it('pages with Prev/Next when there are more than 50', async () => {
    const calls = serveLibrary([libraryItem(1)], 120);
    const user = userEvent.setup();
    window.scrollTo = vi.fn();
    renderWithStore(<CoursePage />, member);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(tableCalls(calls).at(-1)).toMatchObject({ page: '2' });
  });

  it('says "1000+ resources" and pages on while a search matched more than it counted', async () => {
    const full = Array.from({ length: 50 }, (_, i) => libraryItem(i + 1));
    const calls = serveLibrary(full, 1000, true);
    const user = userEvent.setup();
    window.scrollTo = vi.fn();
    renderWithStore(<CoursePage />, member);
    expect(await screen.findByText('1000+ resources')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 20+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 20+')).toBeInTheDocument();
    expect(tableCalls(calls).at(-1)).toMatchObject({ page: '2' });
  });

  it('offers Show All Items when a search finds nothing', async () => {
    stubApi(({ url }) => {
      if (url.pathname.endsWith('/category/table')) return { body: listBody(CATEGORIES) };
      return { body: listBody(url.searchParams.get('searchTerm') ? [] : [libraryItem(1)]) };
    });
    const user = userEvent.setup();
    renderWithStore(<CoursePage />, member);
    await screen.findByRole('list', { name: 'Library resources' });
    await user.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText(MSG.noItemsMatching)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG.showAllItems }));
    expect(await screen.findByRole('button', { name: /Resource 1/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows the stored library at once while the network is still answering, then stores the fresh page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi(async ({ url }) => {
      if (url.pathname.endsWith('/category/table')) return { body: listBody(CATEGORIES) };
      await gate;
      return { body: listBody([libraryItem(9, { title: 'Fresh From Server' })]) };
    });
    const { store } = renderWithStore(<CoursePage />, {
      ...member,
      preloaded: {
        eLibrary: {
          libraryItems: [libraryItem(5, { title: 'Remembered Notes' })],
          categories: CATEGORIES,
          metadata: { total: 1 },
        },
      },
    });
    expect(screen.getByRole('button', { name: /Remembered Notes/ })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: /Fresh From Server/ })).toBeInTheDocument();
    expect(store.getState().eLibrary.libraryItems.map((i) => i.title)).toEqual(['Fresh From Server']);
    expect(store.getState().eLibrary.metadata.total).toBe(1);
  });

  it("shows the server's message when the list fails", async () => {
    stubApi(() => ({ status: 500, body: { success: false, message: MSG.unexpectedError } }));
    renderWithStore(<CoursePage />, member);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unexpectedError);
  });

  it('prefetch (a load of /course) asks for the first page and the chips once; the first render uses them', async () => {
    const calls = serveLibrary();
    const store = makeStore({ auth: { token: fakeToken(7) } } as Partial<RootState>);
    prefetch(store);
    await waitFor(() => expect(tableCalls(calls)).toHaveLength(1));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/course']}>
          <CoursePage />
        </MemoryRouter>
      </Provider>,
    );
    const list = await screen.findByRole('list', { name: 'Library resources' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(tableCalls(calls)).toEqual([
      { status: 'APPROVED', page: '1', limit: '50', sortBy: 'createdAt', sortOrder: 'desc' },
    ]);
    expect(calls.filter((c) => c.url.pathname === '/api/v1/eLibrary/category/table')).toHaveLength(1);
  });

  it('prefetch asks for nothing without a signed-in token', async () => {
    const calls = serveLibrary();
    prefetch(makeStore());
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
