import { MSG } from '@campus/shared/messages';
import type { TMarketplaceItem } from '@campus/shared/schemas/marketplace';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithStore, stubApi } from '../../../test/test-utils';
import { makeItem, makeOffer } from '../marketplace-test-data';
import ItemPage from '../pages/item-page';
import { ItemDetails } from './item-details';

afterEach(() => vi.unstubAllGlobals());

/** The item page backed by a fake API that serves `item` and records every call. */
function openItem(item: TMarketplaceItem, userId: number, extra?: Parameters<typeof stubApi>[0]) {
  const calls = stubApi((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.method === 'GET' && call.path === `/marketplace/${item.id}`) return { body: envelope(item) };
    return undefined;
  });
  renderWithStore(<ItemPage />, {
    user: { id: userId },
    path: '/marketplace/:id',
    route: `/marketplace/${item.id}`,
    toaster: true,
  });
  return calls;
}

describe('item detail', () => {
  it('shows a tile from the list at once, with the description as a skeleton until the item answers (decision 034)', async () => {
    const {
      description: _d,
      exchangeFor: _e,
      offerCount: _c,
      hasAcceptedOffer: _h,
      offers: _o,
      ...tile
    } = makeItem({
      id: 9,
    });
    renderWithStore(<ItemDetails item={tile} />, { user: { id: 20 } });
    expect(screen.getByRole('heading', { name: 'Organic Chemistry by Morrison & Boyd', level: 2 })).toBeVisible();
    expect(screen.getByText('Farhana Rahman')).toBeVisible();
    expect(screen.getByTestId('description-loading')).toBeInTheDocument();
    expect(screen.getByText('Loading offers…')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Make a price offer' })).toBeNull();
  });

  it('shows seller, price, description and both offer forms to a member who has not offered on a BOTH item', async () => {
    openItem(makeItem({ id: 1 }), 20);
    expect(
      await screen.findByRole('heading', { name: 'Organic Chemistry by Morrison & Boyd', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('৳450')).toBeVisible();
    expect(screen.getByText('Farhana Rahman')).toBeVisible();
    expect(screen.getByText('Seventh edition, a few pencil marks.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Make a price offer' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Offer an exchange' })).toBeVisible();
  });

  it("shows 'Price negotiable' when a sale item has no price, and only the fitting form", async () => {
    openItem(makeItem({ id: 2, type: 'SALE', price: null, exchangeFor: null }), 20);
    expect(await screen.findByText(MSG.priceNegotiable)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Make a price offer' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Offer an exchange' })).toBeNull();
  });

  it('validates the price offer with the shared rules, then sends it and confirms', async () => {
    const user = userEvent.setup();
    const calls = openItem(makeItem({ id: 3 }), 20, (call) =>
      call.method === 'POST' && call.path === '/marketplace/offer/create'
        ? { status: 201, body: envelope(makeOffer({ marketplaceId: 3 }), MSG.priceOfferSubmitted) }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Make a price offer' });
    await user.click(within(form).getByRole('button', { name: 'Send price offer' }));
    expect(within(form).getByText('Please fill out the Offer Price field.')).toBeVisible();
    expect(within(form).getByText('Please fill out the Location field.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/Offer Price/), '420');
    await user.type(within(form).getByLabelText(/Location/), 'Library gate, 10 am');
    await user.click(within(form).getByRole('button', { name: 'Send price offer' }));
    expect(await screen.findByText(MSG.priceOfferSubmitted)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      marketplaceId: 3,
      type: 'BUY',
      offerPrice: 420,
      offerItemDescription: 'Library gate, 10 am',
    });
  });

  it("shows the server's message when an offer fails", async () => {
    const user = userEvent.setup();
    openItem(makeItem({ id: 4 }), 20, (call) =>
      call.method === 'POST'
        ? { status: 409, body: { success: false, code: 'CONFLICT', message: MSG.alreadyOffered } }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Make a price offer' });
    await user.type(within(form).getByLabelText(/Offer Price/), '300');
    await user.type(within(form).getByLabelText(/Location/), 'TSC');
    await user.click(within(form).getByRole('button', { name: 'Send price offer' }));
    expect(await screen.findByText(MSG.alreadyOffered)).toBeVisible();
  });

  it("tells a buyer who already offered 'You have submitted an offer' and hides the forms", async () => {
    openItem(makeItem({ id: 5, offers: [makeOffer({ marketplaceId: 5, buyerId: 20 })], offerCount: 3 }), 20);
    expect(await screen.findByText(MSG.alreadyOffered)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('gives the seller an Accept button per offer and accepts with the seller id', async () => {
    const user = userEvent.setup();
    const offerB = makeOffer({ marketplaceId: 6, buyerId: 20, buyerName: 'Imran Hossain' });
    const offerC = makeOffer({
      marketplaceId: 6,
      buyerId: 21,
      buyerName: 'Sadia Islam',
      type: 'EXCHANGE',
      offerPrice: null,
      offerItemTitle: 'Physical Chemistry by Atkins',
      offerItemImage: '/uploads/atkins.webp',
    });
    const calls = openItem(makeItem({ id: 6, offers: [offerB, offerC], offerCount: 2 }), 10, (call) =>
      call.method === 'PATCH' && call.path === '/marketplace/offer/accept'
        ? { body: envelope(makeItem({ id: 6, status: 'RESERVED', hasAcceptedOffer: true }), MSG.offerAcceptedToast) }
        : undefined,
    );
    const acceptC = await screen.findByRole('button', { name: 'Accept offer from Sadia Islam' });
    expect(screen.getByRole('button', { name: 'Accept offer from Imran Hossain' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Physical Chemistry by Atkins' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(acceptC);
    expect(await screen.findByText(MSG.offerAcceptedToast)).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      marketplaceId: 6,
      offerId: offerC.id,
      sellerId: 10,
    });
  });

  it("shows the seller 'No offers received yet' when nobody offered", async () => {
    openItem(makeItem({ id: 7 }), 10);
    expect(await screen.findByText(MSG.noOffersReceived)).toBeVisible();
  });

  it("shows the seller's failure message with the offer kind when accepting fails without a server message", async () => {
    const user = userEvent.setup();
    openItem(makeItem({ id: 8, offers: [makeOffer({ marketplaceId: 8 })] }), 10, (call) =>
      call.method === 'PATCH' ? { status: 500, body: {} } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: /Accept offer from/ }));
    expect(await screen.findByText(MSG.failedToAcceptPriceOffer)).toBeVisible();
  });

  it("says 'Failed to accept offer' with the network's reason when the accept gets no answer", async () => {
    const user = userEvent.setup();
    openItem(makeItem({ id: 9, offers: [makeOffer({ marketplaceId: 9 })] }), 10, (call) =>
      call.method === 'PATCH' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: /Accept offer from/ }));
    expect(await screen.findByText(MSG.failedToAcceptOffer)).toBeVisible();
    expect(screen.getByText('Network error: check your connection')).toBeVisible();
    expect(screen.queryByText(MSG.failedToAcceptPriceOffer)).toBeNull();
  });

  describe('after an offer is accepted', () => {
    const accepted = (buyerId: number) =>
      makeItem({
        id: 9,
        status: 'RESERVED',
        hasAcceptedOffer: true,
        offers: [makeOffer({ marketplaceId: 9, buyerId, status: 'ACCEPTED' })],
        sellerContact: '01712121212',
      });

    it('shows the accepted buyer the banner, the good news and the seller’s number', async () => {
      openItem(accepted(20), 20);
      expect(await screen.findByText(MSG.offerAccepted)).toBeVisible();
      expect(screen.getByText(MSG.yourOfferAccepted)).toBeVisible();
      expect(screen.getByRole('link', { name: /01712121212/ })).toHaveAttribute('href', 'tel:01712121212');
      expect(screen.queryByText(MSG.noLongerAvailable)).toBeNull();
    });

    it("tells everyone else 'This item is no longer available'", async () => {
      openItem(
        makeItem({
          id: 9,
          status: 'RESERVED',
          hasAcceptedOffer: true,
          offers: [makeOffer({ marketplaceId: 9, buyerId: 21, status: 'REJECTED' })],
        }),
        21,
      );
      expect(await screen.findByText(MSG.offerAccepted)).toBeVisible();
      expect(screen.getByText(MSG.noLongerAvailable)).toBeVisible();
      expect(screen.queryByText(MSG.yourOfferAccepted)).toBeNull();
      expect(screen.queryByRole('form')).toBeNull();
    });

    it('takes the Accept buttons away from the seller and shows the buyer’s number', async () => {
      openItem(
        makeItem({
          id: 9,
          status: 'RESERVED',
          hasAcceptedOffer: true,
          offers: [
            makeOffer({ marketplaceId: 9, buyerId: 20, status: 'ACCEPTED', buyerContact: '01913131313' }),
            makeOffer({ marketplaceId: 9, buyerId: 21, status: 'REJECTED', buyerName: 'Sadia Islam' }),
          ],
        }),
        10,
      );
      expect(await screen.findByText(MSG.offerAccepted)).toBeVisible();
      expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
      expect(screen.getByRole('link', { name: /01913131313/ })).toBeVisible();
    });
  });

  it("shows 'Item not found or no longer available' for an unknown item", async () => {
    stubApi(() => ({ status: 404, body: { success: false, message: MSG.itemNotFound } }));
    renderWithStore(<ItemPage />, {
      user: { id: 20 },
      path: '/marketplace/:id',
      route: '/marketplace/999',
      toaster: true,
    });
    expect(await screen.findByText(MSG.itemNotFound)).toBeVisible();
  });
});
