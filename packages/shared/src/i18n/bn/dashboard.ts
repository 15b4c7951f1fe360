import type { Translation } from '../catalogue';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Translation<typeof en.en> = {};
