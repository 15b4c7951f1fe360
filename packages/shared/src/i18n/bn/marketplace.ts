import type { Translation } from '../catalogue';
import type { marketplace as en } from '../en/marketplace';

export const marketplace: Translation<typeof en.en> = {};
