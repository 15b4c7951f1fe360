import { MSG } from '@campus/shared/messages';
import type { TMarketplaceItem } from '@campus/shared/schemas/marketplace';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../../../app/store';
import { fakeToken, listBody, renderWithStore, type StubRequest, stubApi } from '../../../test/test-utils';
import { makeItem, makeOffer } from '../marketplace-test-data';
import MarketplacePage, { prefetch } from './marketplace-page';

afterEach(() => vi.unstubAllGlobals());

const categories = [
  { id: 1, name: 'Textbooks', coverPic: '/c1.svg', createdAt: '', updatedAt: '' },
  { id: 2, name: 'Lab Equipment', coverPic: '/c2.svg', createdAt: '', updatedAt: '' },
];

function serve(items: (query: URLSearchParams) => { data: TMarketplaceItem[]; total?: number }) {
  return stubApi((call: StubRequest) => {
    if (call.path === '/marketplace/category/table') return { body: listBody(categories) };
    if (call.path === '/marketplace/table') {
      const { data, total } = items(call.url.searchParams);
      return { body: listBody(data, { total: total ?? data.length }) };
    }
    if (call.path.startsWith('/marketplace/')) {
      const id = Number(call.path.split('/').pop());
      const found = items(call.url.searchParams).data.find((i) => i.id === id);
      return found ? { body: { success: true, message: 'OK', data: found } } : undefined;
    }
    return undefined;
  });
}

const lastTableQuery = (calls: StubRequest[]) =>
  calls.filter((c) => c.path === '/marketplace/table').at(-1)?.url.searchParams;

describe('/marketplace', () => {
  it('opens on the Exchange tab, lists AVAILABLE exchangeable items 100 at a time, grouped by category', async () => {
    const calls = serve(() => ({
      data: [
        makeItem({ id: 1, title: 'Soil Science by Foth', type: 'EXCHANGE', price: null }),
        makeItem({ id: 2, title: 'Dissection kit', category: null, categoryId: 9, price: 450 }),
        makeItem({
          id: 3,
          title: 'Lab coat, size M',
          category: { id: 2, name: 'Lab Equipment', coverPic: '' },
          type: 'BOTH',
        }),
      ],
    }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    expect(screen.getByRole('tab', { name: 'Exchange' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Buy!' })).toHaveAttribute('aria-selected', 'false');

    const textbooks = await screen.findByRole('region', { name: 'Textbooks' });
    expect(within(textbooks).getByText('Soil Science by Foth')).toBeVisible();
    expect(within(textbooks).getByText(MSG.contact)).toBeVisible();
    expect(within(textbooks).getByText('E')).toBeVisible();
    const uncategorized = screen.getByRole('region', { name: MSG.uncategorized });
    expect(within(uncategorized).getByText('৳450')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Lab Equipment' })).getByText('S/E')).toBeVisible();
    // Groups in name order, 'Uncategorized' last.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Lab Equipment',
      'Textbooks',
      MSG.uncategorized,
    ]);
    const query = lastTableQuery(calls);
    expect(Object.fromEntries(query ?? [])).toMatchObject({ status: 'AVAILABLE', accepts: 'EXCHANGE', limit: '100' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('switches to Buy! items', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [makeItem({ id: 1, type: 'SALE' })] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    await user.click(screen.getByRole('tab', { name: 'Buy!' }));
    await waitFor(() => expect(lastTableQuery(calls)?.get('accepts')).toBe('BUY'));
    expect(await screen.findByText('S')).toBeVisible();
  });

  it("searches on Enter, says 'No items found matching your criteria', and 'Show All Items' clears", async () => {
    const user = userEvent.setup();
    const calls = serve((q) => ({ data: q.get('searchTerm') ? [] : [makeItem({ id: 1 })] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    await screen.findByText('Organic Chemistry by Morrison & Boyd');
    await user.type(screen.getByRole('searchbox', { name: 'Search items by title' }), 'quantum{Enter}');
    expect(await screen.findByText(MSG.noItemsMatching)).toBeVisible();
    expect(lastTableQuery(calls)?.get('searchTerm')).toBe('quantum');
    await user.click(screen.getByRole('button', { name: MSG.showAllItems }));
    expect(await screen.findByText('Organic Chemistry by Morrison & Boyd')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search items by title' })).toHaveValue('');
  });

  it('searches with the button and clears with the clear button', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [makeItem({ id: 1 })] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    await user.type(screen.getByRole('searchbox', { name: 'Search items by title' }), 'casio');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastTableQuery(calls)?.get('searchTerm')).toBe('casio'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search items by title' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(await screen.findByText('Organic Chemistry by Morrison & Boyd')).toBeVisible();
  });

  it("filters by category chip, with 'No items found in this category'", async () => {
    const user = userEvent.setup();
    const calls = serve((q) => ({ data: q.get('categoryId') ? [] : [makeItem({ id: 1 })] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    expect(await screen.findByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Lab Equipment' }));
    expect(await screen.findByText(MSG.noItemsInCategory)).toBeVisible();
    expect(lastTableQuery(calls)?.get('categoryId')).toBe('2');
    expect(screen.getByRole('button', { name: 'Lab Equipment', pressed: true })).toBeVisible();
  });

  it('hides the filters with the filter toggle', async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    expect(await screen.findByText(MSG.noItemsFound)).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
  });

  it('shows Prev/Next only when there are more than 100 items', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [makeItem({ id: 1 })], total: 150 }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastTableQuery(calls)?.get('page')).toBe('2'));
  });

  it('opens the item modal with the offer forms when a tile is clicked', async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [makeItem({ id: 1 })] }));
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /Organic Chemistry/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('form', { name: 'Make a price offer' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("fills a list tile (which carries no offers) with the item's own answer: no offer form for a member who offered", async () => {
    const user = userEvent.setup();
    const detail = makeItem({ id: 7, offers: [makeOffer({ marketplaceId: 7, buyerId: 20 })], offerCount: 1 });
    const { offers: _offers, ...row } = detail; // decision 025: list rows are the same for every viewer
    let answerDetail: () => void = () => {};
    const detailAsked = new Promise<void>((resolve) => {
      answerDetail = resolve;
    });
    stubApi(async (call: StubRequest) => {
      if (call.path === '/marketplace/category/table') return { body: listBody(categories) };
      if (call.path === '/marketplace/table') return { body: listBody([row]) };
      if (call.path === '/marketplace/7') {
        await detailAsked;
        return { body: { success: true, message: 'OK', data: detail } };
      }
      return undefined;
    });
    renderWithStore(<MarketplacePage />, { user: { id: 20 }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /Organic Chemistry/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loading offers…')).toBeVisible();
    expect(within(dialog).queryByRole('form', { name: 'Make a price offer' })).toBeNull();
    answerDetail();
    expect(await within(dialog).findByText(MSG.alreadyOffered)).toBeVisible();
    expect(within(dialog).queryByRole('form', { name: 'Make a price offer' })).toBeNull();
  });

  it('prefetch (a load of /marketplace) asks for the Exchange tab and the chips once; the first render uses them', async () => {
    const calls = serve(() => ({ data: [makeItem({ id: 1, title: 'Soil Science by Foth', type: 'EXCHANGE' })] }));
    const store = makeStore({ auth: { token: fakeToken(20) } } as Partial<RootState>);
    prefetch(store);
    await waitFor(() => expect(calls.filter((c) => c.path === '/marketplace/table')).toHaveLength(1));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/marketplace']}>
          <MarketplacePage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Soil Science by Foth')).toBeVisible();
    const tables = calls.filter((c) => c.path === '/marketplace/table');
    expect(tables.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { status: 'AVAILABLE', accepts: 'EXCHANGE', page: '1', limit: '100' },
    ]);
    expect(calls.filter((c) => c.path === '/marketplace/category/table')).toHaveLength(1);
  });

  it('prefetch asks for nothing without a signed-in token', async () => {
    const calls = serve(() => ({ data: [] }));
    prefetch(makeStore());
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
