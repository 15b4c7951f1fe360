import { z } from 'zod';

/**
 * Response schemas of the success envelope (architecture §5). A route declares `okSchema(data)` (or
 * `okListSchema(row)` for lists) as its response: fields the schema does not name never reach the wire.
 */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const ZListMeta = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  /** Set when `total` is a lower bound: a search counted its matches up to SEARCH_COUNT_CAP (decision 045). */
  atLeast: z.literal(true).optional(),
});

export function okListSchema<T extends z.ZodType>(row: T) {
  return okSchema(z.array(row)).extend({ meta: ZListMeta });
}
