import type { TListMeta } from '@campus/shared/schemas/fields';

/** Success envelope of architecture §5. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

export function okList<T>(data: T[], meta: TListMeta, message = 'OK') {
  return { success: true as const, message, data, meta };
}
