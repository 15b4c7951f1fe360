import type { Translation } from '../catalogue';
import type { elibrary as en } from '../en/elibrary';

export const elibrary: Translation<typeof en.en> = {};
