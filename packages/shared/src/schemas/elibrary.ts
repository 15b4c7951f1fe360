import { z } from 'zod';
import { LIST_LIMIT_CAP, STRING_MAX } from '../constants';
import { LIBRARY_STATUSES, SORT_ORDERS } from '../enums';
import { dayFilter, externalUrl, imageUrl, listQuery, requiredId, requiredText, VALIDATION_MSG } from './fields';

/** Most gallery images one E-Library item may carry. */
export const LIBRARY_MAX_IMAGES = 10;

const galleryImage = imageUrl('Image').refine((v) => !v.includes(','), {
  message: VALIDATION_MSG.imageLinksNoCommas,
});

/** The gallery as an array of image URLs. */
export const ZLibraryImages = z
  .array(galleryImage, { error: VALIDATION_MSG.imagesNotList })
  .max(LIBRARY_MAX_IMAGES, VALIDATION_MSG.tooManyImages(LIBRARY_MAX_IMAGES));

/** The gallery as the wire's comma-joined `description` (product §9). */
export const ZLibraryDescription = z
  .string({ error: VALIDATION_MSG.descriptionNotImageLinks })
  .max(STRING_MAX.long)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(ZLibraryImages);

/** Optional http(s) link; '' or null means "no link". javascript:, data: and friends are refused. */
const optionalExternalLink = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  externalUrl('External Link').nullable().optional(),
);

const itemFields = {
  title: requiredText('Title'),
  categoryId: requiredId('Category'),
  externalLink: optionalExternalLink,
  /** Either `images` (preferred) or the comma-joined `description`; `images` wins when both are sent. */
  images: ZLibraryImages.optional(),
  description: ZLibraryDescription.optional(),
};

/** Create: author comes from the token and status always starts PENDING, so neither is accepted. */
export const ZCreateLibraryItemRequest = z
  .object(itemFields)
  .transform(({ images, description, externalLink, ...rest }) => ({
    ...rest,
    externalLink: externalLink ?? null,
    images: images ?? description ?? [],
  }));
export type TCreateLibraryItemRequest = z.output<typeof ZCreateLibraryItemRequest>;

/** Update (managers): id, status and any item field; author, category and createdAt are dropped. */
export const ZUpdateLibraryItemRequest = z
  .object({
    id: requiredId('Id'),
    title: itemFields.title.optional(),
    categoryId: itemFields.categoryId.optional(),
    externalLink: optionalExternalLink,
    status: z
      .enum(LIBRARY_STATUSES, { error: VALIDATION_MSG.mustBeOneOf('Status', LIBRARY_STATUSES.join(', ')) })
      .optional(),
    images: itemFields.images,
    description: itemFields.description,
  })
  .transform(({ images, description, ...rest }) => ({ ...rest, images: images ?? description }));
export type TUpdateLibraryItemRequest = z.output<typeof ZUpdateLibraryItemRequest>;

export const LIBRARY_SORT_FIELDS = ['title', 'createdAt'] as const;
export type TLibrarySortField = (typeof LIBRARY_SORT_FIELDS)[number];

export const ZLibraryTableQuery = listQuery(LIBRARY_SORT_FIELDS, 'createdAt', { cap: LIST_LIMIT_CAP }).extend({
  status: z
    .enum(LIBRARY_STATUSES, { error: VALIDATION_MSG.mustBeOneOf('status', LIBRARY_STATUSES.join(', ')) })
    .optional(),
  categoryId: z.coerce.number().int().positive(VALIDATION_MSG.mustBePositiveInteger('categoryId')).optional(),
  createdAt: dayFilter('createdAt'),
});
export type TLibraryTableQuery = z.infer<typeof ZLibraryTableQuery>;

export const ZCreateLibraryCategoryRequest = z.object({
  name: requiredText('Name'),
  coverPic: imageUrl('Cover Picture'),
});
export type TCreateLibraryCategoryRequest = z.infer<typeof ZCreateLibraryCategoryRequest>;

export const ZUpdateLibraryCategoryRequest = ZCreateLibraryCategoryRequest.partial().extend({ id: requiredId('Id') });
export type TUpdateLibraryCategoryRequest = z.infer<typeof ZUpdateLibraryCategoryRequest>;

export const LIBRARY_CATEGORY_SORT_FIELDS = ['name', 'createdAt'] as const;
export const ZLibraryCategoryTableQuery = listQuery(LIBRARY_CATEGORY_SORT_FIELDS, 'name').extend({
  sortOrder: z.enum(SORT_ORDERS, { error: VALIDATION_MSG.mustBeAscOrDesc('sortOrder') }).default('asc'),
});
export type TLibraryCategoryTableQuery = z.infer<typeof ZLibraryCategoryTableQuery>;

/**
 * Wire shapes, shared so the web types what the server presents; the routes answer through them, so a field not
 * named here never reaches the wire (decision 025).
 */
export const ZLibraryAuthor = z.object({ id: z.number(), fullName: z.string(), profilePic: z.string().nullable() });
export type TLibraryAuthor = z.infer<typeof ZLibraryAuthor>;

export const ZLibraryCategory = z.object({
  id: z.number(),
  name: z.string(),
  coverPic: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLibraryCategory = z.infer<typeof ZLibraryCategory>;

export const ZLibraryItem = z.object({
  id: z.number(),
  title: z.string(),
  categoryId: z.number(),
  externalLink: z.string().nullable(),
  status: z.enum(LIBRARY_STATUSES),
  /** Gallery image URLs joined by commas (product §9). */
  description: z.string(),
  /** The same gallery as an array. */
  images: z.array(z.string()),
  authorId: z.number(),
  author: ZLibraryAuthor,
  category: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLibraryItem = z.infer<typeof ZLibraryItem>;

export const ZLibrarySummary = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(LIBRARY_STATUSES), z.number()),
  byCategory: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      total: z.number(),
      pending: z.number(),
      approved: z.number(),
      rejected: z.number(),
    }),
  ),
});
export type TLibrarySummary = z.infer<typeof ZLibrarySummary>;
