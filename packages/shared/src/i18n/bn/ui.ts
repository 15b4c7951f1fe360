import type { Translation } from '../catalogue';
import type { ui as en } from '../en/ui';

export const ui: Translation<typeof en.en> = {};
