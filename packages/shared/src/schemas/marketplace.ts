import { z } from 'zod';
import { LIST_LIMIT_CAP, STRING_MAX } from '../constants';
import { LISTING_STATUSES, LISTING_TYPES, type ListingType, OFFER_STATUSES, OFFER_TYPES } from '../enums';
import { fillField, MSG } from '../messages';
import { imageUrl, listQuery, requiredEnum, requiredId, requiredText, VALIDATION_MSG } from './fields';

/** Prices are taka amounts stored as numeric(12, 2); anything larger is a typo, not a price. */
export const MAX_PRICE = 1_000_000_000;

/** Taka amounts are stored with 2 decimals: 0.001 would be stored as ৳0 and defeat "price > 0". */
export const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** Forms send '' for an empty number box; the API treats it, null and a missing value alike. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const price = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: MSG.invalidSalePrice })
    .finite(MSG.invalidSalePrice)
    .min(0, MSG.invalidSalePrice)
    .max(MAX_PRICE, MSG.invalidSalePrice)
    .refine(hasAtMostTwoDecimals, MSG.invalidSalePrice)
    .nullable(),
);

const exchangeFor = z.preprocess(
  emptyToNull,
  z
    .string({ error: MSG.exchangeForRequired })
    .trim()
    .max(STRING_MAX.long, VALIDATION_MSG.tooLong('Exchange For', STRING_MAX.long))
    .nullable(),
);

export interface ListingRuleInput {
  type?: ListingType | null;
  price?: number | null;
  exchangeFor?: string | null;
}

/**
 * The listing form's cross-field rules (product §5), used by the zod refinements below and by the
 * server on partial updates, where only the merged record can be checked.
 */
export function listingRuleViolations(input: ListingRuleInput): { path: 'price' | 'exchangeFor'; message: string }[] {
  if (!input.type) return [];
  const found: { path: 'price' | 'exchangeFor'; message: string }[] = [];
  if ((input.type === 'SALE' || input.type === 'BOTH') && !(typeof input.price === 'number' && input.price > 0)) {
    found.push({ path: 'price', message: MSG.invalidSalePrice });
  }
  if ((input.type === 'EXCHANGE' || input.type === 'BOTH') && !input.exchangeFor?.trim()) {
    found.push({ path: 'exchangeFor', message: MSG.exchangeForRequired });
  }
  return found;
}

/** The first broken cross-field rule, or null (the server's one message for a refused update). */
export function listingRuleViolation(
  input: ListingRuleInput,
): { path: 'price' | 'exchangeFor'; message: string } | null {
  return listingRuleViolations(input)[0] ?? null;
}

/** Every broken rule becomes an issue, so a form can show the price and the exchange errors together. */
function refineListing(value: ListingRuleInput, ctx: z.RefinementCtx) {
  for (const violation of listingRuleViolations(value))
    ctx.addIssue({ code: 'custom', path: [violation.path], message: violation.message });
}

const listingFields = {
  title: requiredText('Title'),
  description: requiredText('Description', STRING_MAX.long),
  coverPic: imageUrl('Cover Image'),
  type: requiredEnum(LISTING_TYPES, 'Type'),
  price,
  exchangeFor,
  categoryId: requiredId('Category'),
};

const ZListingFields = z.object(listingFields);

/** POST /marketplace/create. sellerId is honoured only for managers; everyone else sells as themself. */
export const ZCreateListingRequest = ZListingFields.extend({
  price: price.optional(),
  exchangeFor: exchangeFor.optional(),
  sellerId: z.preprocess(emptyToNull, requiredId('Seller').nullable()).optional(),
}).superRefine(refineListing);
export type TCreateListingRequest = z.infer<typeof ZCreateListingRequest>;

/** The member's own listing form, as the web validates it before sending (same rules). */
export const ZListingForm = ZListingFields.superRefine(refineListing);
export type TListingForm = z.infer<typeof ZListingForm>;

/** PATCH /marketplace/member-update/book/{marketplaceId}: any subset; the merged listing must still obey the rules. */
export const ZMemberUpdateListingRequest = ZListingFields.partial();
export type TMemberUpdateListingRequest = z.infer<typeof ZMemberUpdateListingRequest>;

export const ZMarketplaceIdParam = z.object({
  marketplaceId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('marketplaceId')),
});

/** PATCH /marketplace/update (managers): any field, any status. seller, category, offers and timestamps are dropped. */
export const ZAdminUpdateListingRequest = ZListingFields.partial().extend({
  id: requiredId('Id'),
  status: requiredEnum(LISTING_STATUSES, 'Status').optional(),
  sellerId: requiredId('Seller').optional(),
});
export type TAdminUpdateListingRequest = z.infer<typeof ZAdminUpdateListingRequest>;

export const LISTING_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'price', 'status', 'type'] as const;
export const ZListingTableQuery = listQuery(LISTING_SORT_FIELDS, 'createdAt', { cap: LIST_LIMIT_CAP }).extend({
  sellerId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('sellerId')).optional(),
  status: z
    .enum(LISTING_STATUSES, { error: VALIDATION_MSG.mustBeOneOf('status', LISTING_STATUSES.join(', ')) })
    .optional(),
  categoryId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('categoryId')).optional(),
  type: z.enum(LISTING_TYPES, { error: VALIDATION_MSG.mustBeOneOf('type', LISTING_TYPES.join(', ')) }).optional(),
  /** Extra filter for the member app's tabs: BUY → SALE or BOTH items, EXCHANGE → EXCHANGE or BOTH. */
  accepts: z.enum(OFFER_TYPES, { error: VALIDATION_MSG.mustBeOneOf('accepts', OFFER_TYPES.join(', ')) }).optional(),
});
export type TListingTableQuery = z.infer<typeof ZListingTableQuery>;

export const ZSellerEmailParam = z.object({
  email: z.string().trim().toLowerCase().min(3).max(320),
});

export const ZFromEmailQuery = z.object({
  page: z.coerce.number().int().min(1, VALIDATION_MSG.mustBeOneOrMore('page')).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const offerPrice = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: fillField('Offer Price') })
    .finite(MSG.offerPriceAboveZero)
    .max(MAX_PRICE, MSG.offerPriceAboveZero)
    .refine(hasAtMostTwoDecimals, MSG.offerPriceAboveZero)
    .nullable(),
);
const optionalOfferText = (label: string, max: number = STRING_MAX.short) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: fillField(label) })
      .trim()
      .max(max, VALIDATION_MSG.tooLong(label, max))
      .nullable(),
  );

export const OFFER_LABELS = {
  offerPrice: 'Offer Price',
  location: 'Location',
  offerItemTitle: 'Item Title',
  offerItemDescription: 'Item Description',
  offerItemImage: 'Item Image',
} as const;

/**
 * POST /marketplace/offer/create. BUY needs a price and a meeting location (kept in offerItemDescription);
 * EXCHANGE needs the offered item's title, description and picture (product §5). buyerId is taken from the token.
 */
export const ZCreateOfferRequest = z
  .object({
    marketplaceId: requiredId('Item'),
    buyerId: z.unknown().optional(),
    type: requiredEnum(OFFER_TYPES, 'Offer Type'),
    offerPrice: offerPrice.optional(),
    offerItemTitle: optionalOfferText(OFFER_LABELS.offerItemTitle).optional(),
    offerItemDescription: optionalOfferText(OFFER_LABELS.offerItemDescription, STRING_MAX.long).optional(),
    offerItemImage: z.preprocess(emptyToNull, imageUrl(OFFER_LABELS.offerItemImage).nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (path: string, label: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: fillField(label) });
    if (v.type === 'BUY') {
      if (typeof v.offerPrice !== 'number') missing('offerPrice', OFFER_LABELS.offerPrice);
      else if (!(v.offerPrice > 0))
        ctx.addIssue({ code: 'custom', path: ['offerPrice'], message: MSG.offerPriceAboveZero });
      if (!v.offerItemDescription) missing('offerItemDescription', OFFER_LABELS.location);
    }
    if (v.type === 'EXCHANGE') {
      if (!v.offerItemTitle) missing('offerItemTitle', OFFER_LABELS.offerItemTitle);
      if (!v.offerItemDescription) missing('offerItemDescription', OFFER_LABELS.offerItemDescription);
      if (!v.offerItemImage) missing('offerItemImage', OFFER_LABELS.offerItemImage);
    }
  });
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/** PATCH /marketplace/offer/accept. sellerId is accepted for wire compatibility but the caller must be the seller. */
export const ZAcceptOfferRequest = z.object({
  marketplaceId: requiredId('Item'),
  offerId: requiredId('Offer'),
  sellerId: z.unknown().optional(),
});
export type TAcceptOfferRequest = z.infer<typeof ZAcceptOfferRequest>;

export const ZCreateMarketplaceCategoryRequest = z.object({
  name: requiredText('Name'),
  coverPic: imageUrl('Cover Picture'),
});
export const ZUpdateMarketplaceCategoryRequest = ZCreateMarketplaceCategoryRequest.partial().extend({
  id: requiredId('Id'),
});
export type TCreateMarketplaceCategoryRequest = z.infer<typeof ZCreateMarketplaceCategoryRequest>;
export type TUpdateMarketplaceCategoryRequest = z.infer<typeof ZUpdateMarketplaceCategoryRequest>;

export const ZCategoryTableQuery = z.object({
  page: z.coerce.number().int().min(1, VALIDATION_MSG.mustBeOneOrMore('page')).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

// Response shapes (what the presenter sends and the web reads). Declared as zod schemas: the routes answer
// through them, so a field not named here never reaches the wire (decision 025).

export const ZMarketplaceCategory = z.object({
  id: z.number(),
  name: z.string(),
  coverPic: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMarketplaceCategory = z.infer<typeof ZMarketplaceCategory>;

export const ZMarketplaceOffer = z.object({
  id: z.number(),
  marketplaceId: z.number(),
  buyerId: z.number(),
  type: z.enum(OFFER_TYPES),
  offerPrice: z.number().nullable(),
  offerItemTitle: z.string().nullable(),
  offerItemDescription: z.string().nullable(),
  offerItemImage: z.string().nullable(),
  buyerName: z.string(),
  buyerProfilePic: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  /** Only for the seller, only on the accepted offer. */
  buyerContact: z.string().nullable().optional(),
});
export type TMarketplaceOffer = z.infer<typeof ZMarketplaceOffer>;

export const ZMarketplaceSeller = z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() });
export type TMarketplaceSeller = z.infer<typeof ZMarketplaceSeller>;

/**
 * A row of the marketplace lists (`/marketplace/table`, `/marketplace/public/fromEmail`): the same for every
 * viewer, so one cached answer serves all of them (decision 025). No offers and no contact number: the item's
 * own answer (`GET /marketplace/{id}`) carries what this viewer may see of them.
 */
export const ZMarketplaceListItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  coverPic: z.string(),
  type: z.enum(LISTING_TYPES),
  price: z.number().nullable(),
  exchangeFor: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  sellerId: z.number(),
  seller: ZMarketplaceSeller,
  categoryId: z.number(),
  category: z.object({ id: z.number(), name: z.string(), coverPic: z.string() }).nullable(),
  offerCount: z.number(),
  hasAcceptedOffer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A full row: what an item's own answer, a member's own listings and the managers' table carry. */
export type TMarketplaceFullRow = z.infer<typeof ZMarketplaceListItem>;

/** An item as one viewer may see it (product §3): the seller sees every offer; anyone else only their own. */
export const ZMarketplaceItem = ZMarketplaceListItem.extend({
  offers: z.array(ZMarketplaceOffer),
  /** Only for the buyer whose offer was accepted. */
  sellerContact: z.string().nullable().optional(),
});
export type TMarketplaceItem = z.infer<typeof ZMarketplaceItem>;

/**
 * The table answer's rows: lean rows for everyone; a member's own listings (`sellerId` = their id) also carry
 * their offers (product §2 "View Offers"). One object schema with an optional field, not a union, so the
 * serializer writes it directly.
 */
export const ZMarketplaceTableRow = ZMarketplaceListItem.partial({
  // A public tile (members and guests) leaves these to the item's own answer (decision 034); a member's own
  // listings and the managers' table carry them.
  description: true,
  exchangeFor: true,
  offerCount: true,
  hasAcceptedOffer: true,
}).extend({ offers: z.array(ZMarketplaceOffer).optional() });

/** What the web holds from a list: a row, or the item's own answer once it is open. */
export type TMarketplaceListItem = z.infer<typeof ZMarketplaceTableRow> & { sellerContact?: string | null };

export const ZMarketplaceSummary = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(LISTING_STATUSES), z.number()),
  byCategory: z.array(z.object({ categoryId: z.number(), name: z.string(), total: z.number() })),
});
export type TMarketplaceSummary = z.infer<typeof ZMarketplaceSummary>;
