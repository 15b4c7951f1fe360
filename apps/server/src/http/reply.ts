import { SEARCH_COUNT_CAP } from '@campus/shared/constants';
import type { TListMeta } from '@campus/shared/schemas/fields';

/** Success envelope of architecture §5. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

export function okList<T>(data: T[], meta: TListMeta, message = 'OK') {
  return { success: true as const, message, data, meta };
}

/**
 * `total` and `atLeast` of a list's meta. A search counts its matches up to SEARCH_COUNT_CAP + 1 (decision 045):
 * more than the cap is answered as the cap with `atLeast: true`. Other lists count every row.
 */
export function listTotal(counted: number, searched: boolean): Pick<TListMeta, 'total' | 'atLeast'> {
  return searched && counted > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, atLeast: true } : { total: counted };
}
