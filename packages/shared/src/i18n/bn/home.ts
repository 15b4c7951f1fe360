import type { Translation } from '../catalogue';
import type { home as en } from '../en/home';

export const home: Translation<typeof en.en> = {};
