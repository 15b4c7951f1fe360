import type { TMarketplaceItem, TMarketplaceOffer } from '@campus/shared/schemas/marketplace';

let nextId = 100;

export function makeOffer(overrides: Partial<TMarketplaceOffer> = {}): TMarketplaceOffer {
  return {
    id: nextId++,
    marketplaceId: 1,
    buyerId: 20,
    type: 'BUY',
    offerPrice: 400,
    offerItemTitle: null,
    offerItemDescription: 'TSC, after 3 pm',
    offerItemImage: null,
    buyerName: 'Imran Hossain',
    buyerProfilePic: null,
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeItem(overrides: Partial<TMarketplaceItem> = {}): TMarketplaceItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: 'Organic Chemistry by Morrison & Boyd',
    description: 'Seventh edition, a few pencil marks.',
    coverPic: '/uploads/demo/book.svg',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'Physical Chemistry by Atkins',
    status: 'AVAILABLE',
    sellerId: 10,
    seller: { id: 10, fullName: 'Farhana Rahman', profilePic: null },
    categoryId: 1,
    category: { id: 1, name: 'Textbooks', coverPic: '/uploads/demo/textbooks.svg' },
    offers: [],
    offerCount: 0,
    hasAcceptedOffer: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
