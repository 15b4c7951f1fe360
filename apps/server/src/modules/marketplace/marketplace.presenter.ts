import type {
  TMarketplaceCategory,
  TMarketplaceFullRow,
  TMarketplaceItem,
  TMarketplaceListItem,
  TMarketplaceOffer,
} from '@campus/shared/schemas/marketplace';
import type { CategoryRow, ItemWithRefs, OfferRow, TileRow } from './marketplace.repository';

/** Who is looking: offers and contact numbers depend on it (architecture §7). */
export interface Viewer {
  id: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentOffer(
  offer: OfferRow & { buyerContact?: string | null },
  options: { showBuyerContact: boolean },
): TMarketplaceOffer {
  const presented: TMarketplaceOffer = {
    id: offer.id,
    marketplaceId: offer.marketplaceId,
    buyerId: offer.buyerId,
    type: offer.type,
    offerPrice: offer.offerPrice,
    offerItemTitle: offer.offerItemTitle,
    offerItemDescription: offer.offerItemDescription,
    offerItemImage: offer.offerItemImage,
    buyerName: offer.buyerName,
    buyerProfilePic: offer.buyerProfilePic,
    status: offer.status,
    createdAt: iso(offer.createdAt),
  };
  if (options.showBuyerContact) presented.buyerContact = offer.buyerContact ?? null;
  return presented;
}

/**
 * A public tile (decision 034): what the marketplace grid shows, the same for every viewer (decision 025), with no
 * offers and no contact number. Description, exchange wish and offer facts come with the item's own answer.
 */
export function presentTile(row: TileRow): TMarketplaceListItem {
  const { item, seller, category } = row;
  return {
    id: item.id,
    title: item.title,
    coverPic: item.coverPic,
    type: item.type,
    price: item.price,
    status: item.status,
    sellerId: item.sellerId,
    seller: { id: seller.id, fullName: seller.fullName, profilePic: seller.profilePic },
    categoryId: item.categoryId,
    category: category ? { id: category.id, name: category.name, coverPic: category.coverPic } : null,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
  };
}

/** The tile plus what a member's own listings and the managers' table show: description, wish, offer counts. */
export function presentListItem(row: ItemWithRefs): TMarketplaceFullRow {
  return {
    ...presentTile(row),
    description: row.item.description,
    exchangeFor: row.item.exchangeFor,
    offerCount: Number(row.offerCount),
    hasAcceptedOffer: row.acceptedBuyerId !== null,
  };
}

/**
 * An item as this viewer may see it: the seller gets every offer (and the accepted buyer's number),
 * anyone else only their own offer, and the accepted buyer gets the seller's number. Nobody else
 * ever receives a contact number or an email.
 */
export function presentItem(
  row: ItemWithRefs,
  offers: (OfferRow & { buyerContact?: string | null })[],
  viewer: Viewer | null,
): TMarketplaceItem {
  const { item, seller } = row;
  const isSeller = viewer?.id === item.sellerId;
  const visible = viewer
    ? offers.filter((o) => o.marketplaceId === item.id && (isSeller || o.buyerId === viewer.id))
    : [];
  const presented: TMarketplaceItem = {
    ...presentListItem(row),
    offers: visible.map((o) => presentOffer(o, { showBuyerContact: isSeller && o.status === 'ACCEPTED' })),
  };
  if (viewer && !isSeller && row.acceptedBuyerId === viewer.id) presented.sellerContact = seller.contactNo;
  return presented;
}

export function presentCategory(row: CategoryRow): TMarketplaceCategory {
  return {
    id: row.id,
    name: row.name,
    coverPic: row.coverPic,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
