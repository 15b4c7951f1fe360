import type { Translation } from '../catalogue';
import type { events as en } from '../en/events';

export const events: Translation<typeof en.en> = {};
