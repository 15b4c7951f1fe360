import { MSG } from '@campus/shared/messages';
import type { TMarketplaceItem } from '@campus/shared/schemas/marketplace';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, renderWithStore, type StubRequest, stubApi } from '../../../test/test-utils';
import { makeItem, makeOffer } from '../marketplace-test-data';
import MyListings from './my-listings';

afterEach(() => vi.unstubAllGlobals());

const categories = [{ id: 1, name: 'Textbooks', coverPic: '/c1.svg', createdAt: '', updatedAt: '' }];
const ME = 10;

function serve(
  items: (query: URLSearchParams) => { data: TMarketplaceItem[]; total?: number },
  extra?: (c: StubRequest) => { status?: number; body: unknown } | undefined,
) {
  return stubApi((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.path === '/marketplace/category/table') return { body: listBody(categories) };
    if (call.path === '/marketplace/table') {
      const { data, total } = items(call.url.searchParams);
      return {
        body: listBody(data, {
          total: total ?? data.length,
          page: Number(call.url.searchParams.get('page')),
          limit: 10,
        }),
      };
    }
    return undefined;
  });
}

const lastTableQuery = (calls: StubRequest[]) =>
  calls.filter((c) => c.path === '/marketplace/table').at(-1)?.url.searchParams;
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

describe('Your Listings', () => {
  it('shows my listings 10 per page as cards with status, type, category, time, price, chips and wish', async () => {
    const calls = serve(() => ({
      data: [
        makeItem({ id: 1, sellerId: ME, status: 'AVAILABLE', offerCount: 2, createdAt: yesterday() }),
        makeItem({ id: 2, sellerId: ME, title: 'Casio fx-991EX', status: 'PENDING', type: 'SALE', exchangeFor: null }),
      ],
      total: 12,
    }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    expect(screen.getByRole('heading', { name: MSG.yourListings })).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Organic Chemistry by Morrison & Boyd' })).closest('li');
    if (!card) throw new Error('card missing');
    const c = within(card);
    expect(c.getByText('Available')).toBeVisible();
    expect(c.getByText('S/E')).toBeVisible();
    expect(c.getByText('Textbooks')).toBeVisible();
    expect(c.getByText(/^Yesterday at /)).toBeVisible();
    expect(c.getByText('৳450')).toBeVisible();
    expect(c.getByText('Sale')).toBeVisible();
    expect(c.getByText('Exchange')).toBeVisible();
    expect(c.getByText('Looking to Exchange For:')).toBeVisible();
    expect(c.getByRole('button', { name: /Edit/ })).toBeVisible();
    expect(c.getByRole('button', { name: /View Offers/ })).toHaveTextContent('View Offers (2)');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(Object.fromEntries(lastTableQuery(calls) ?? [])).toMatchObject({
      sellerId: String(ME),
      limit: '10',
      page: '1',
    });
  });

  it('filters by status and category and searches by title', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [makeItem({ id: 1, sellerId: ME })] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await screen.findByText('Organic Chemistry by Morrison & Boyd');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Available', 'Pending', 'Sold', 'Rejected']);
    await user.selectOptions(status, 'Sold');
    await waitFor(() => expect(lastTableQuery(calls)?.get('status')).toBe('SOLD'));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('All Categories');
    await user.selectOptions(category, 'Textbooks');
    await waitFor(() => expect(lastTableQuery(calls)?.get('categoryId')).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'casio{Enter}');
    await waitFor(() => expect(lastTableQuery(calls)?.get('searchTerm')).toBe('casio'));
  });

  it('shows the empty state with the right hint', async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    expect(await screen.findByText(MSG.noListings)).toBeVisible();
    expect(screen.getByText(MSG.noListingsCreateHint)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    expect(await screen.findByText(MSG.noListingsFilterHint)).toBeVisible();
  });

  it.each([
    ['PENDING', MSG.pendingListingNotEditable],
    ['SOLD', MSG.onlyAvailableEditable],
  ] as const)('warns instead of editing a %s listing', async (status, message) => {
    const user = userEvent.setup();
    serve(() => ({ data: [makeItem({ id: 1, sellerId: ME, status })] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an AVAILABLE listing and confirms', async () => {
    const user = userEvent.setup();
    const calls = serve(
      () => ({ data: [makeItem({ id: 1, sellerId: ME })] }),
      (call) =>
        call.method === 'PATCH'
          ? { body: { success: true, message: MSG.bookUpdated, data: makeItem({ id: 1 }) } }
          : undefined,
    );
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Morrison & Boyd, 7th ed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.bookUpdated)).toBeVisible();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/marketplace/member-update/book/1');
    expect(patch?.body).toMatchObject({ title: 'Morrison & Boyd, 7th ed.', type: 'BOTH', price: 450, categoryId: 1 });
  });

  it('opens the listing form from Post and checks the sale price rule before sending', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a listing' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Casio fx-991EX');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), 'Sale');
    await user.click(within(dialog).getByRole('button', { name: 'Post listing' }));
    expect(within(dialog).getByText(MSG.invalidSalePrice)).toBeVisible();
    expect(within(dialog).getByText('Please fill out the Description field.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the price and the exchange errors of a Sale or Exchange listing together, focused on the first', async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a listing' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), 'Sale or Exchange');
    await user.click(within(dialog).getByRole('button', { name: 'Post listing' }));
    // One submit: every field's error, not one at a time.
    expect(within(dialog).getByText(MSG.invalidSalePrice)).toBeVisible();
    expect(within(dialog).getByText(MSG.exchangeForRequired)).toBeVisible();
    expect(within(dialog).getByText('Please fill out the Title field.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus();
  });

  it("clears a field's error as soon as the field becomes valid, and only then", async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a listing' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Type/ }), 'Sale');
    await user.click(within(dialog).getByRole('button', { name: 'Post listing' }));
    const price = within(dialog).getByRole('spinbutton', { name: /Price/ });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.type(price, '0');
    expect(within(dialog).getByText(MSG.invalidSalePrice)).toBeVisible();
    await user.clear(price);
    await user.type(price, '450');
    expect(within(dialog).queryByText(MSG.invalidSalePrice)).not.toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid');
    // The other errors stay until their own fields are fixed.
    expect(within(dialog).getByText('Please fill out the Title field.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Casio fx-991EX');
    expect(within(dialog).queryByText('Please fill out the Title field.')).not.toBeInTheDocument();
  });

  it('says a pending listing blocks a new one before the member fills anything in, with Post disabled', async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ data: [makeItem({ id: 7, sellerId: ME, status: 'PENDING' })] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a listing' });
    expect(await within(dialog).findByText(MSG.pendingListingExists)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Post listing' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/marketplace/table' && c.url.searchParams.get('status') === 'PENDING')).toBe(
      true,
    );
  });

  it("lists a listing's offers as Purchase and Exchange offers with Accept buttons", async () => {
    const user = userEvent.setup();
    const item = makeItem({
      id: 1,
      sellerId: ME,
      offerCount: 2,
      offers: [
        makeOffer({ marketplaceId: 1, buyerName: 'Imran Hossain' }),
        makeOffer({
          marketplaceId: 1,
          buyerId: 21,
          buyerName: 'Sadia Islam',
          type: 'EXCHANGE',
          offerPrice: null,
          offerItemTitle: 'Physical Chemistry by Atkins',
        }),
      ],
    });
    serve(() => ({ data: [item] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /View Offers/ }));
    const dialog = await screen.findByRole('dialog', { name: `Offers for ${item.title}` });
    expect(within(dialog).getByRole('heading', { name: 'Purchase Offers (1)' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Exchange Offers (1)' })).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: /Accept offer from/ })).toHaveLength(2);
  });

  it("says 'No offers yet' when a listing has none", async () => {
    const user = userEvent.setup();
    serve(() => ({ data: [makeItem({ id: 1, sellerId: ME })] }));
    renderWithStore(<MyListings />, { user: { id: ME }, toaster: true });
    await user.click(await screen.findByRole('button', { name: /View Offers/ }));
    expect(await screen.findByText(MSG.noOffersYet)).toBeVisible();
  });
});
