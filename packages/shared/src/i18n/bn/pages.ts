import type { Translation } from '../catalogue';
import type { pages as en } from '../en/pages';

export const pages: Translation<typeof en.en> = {
  'home-page': 'হোম',
};
