import type { Translation } from '../catalogue';
import type { schedules as en } from '../en/schedules';

export const schedules: Translation<typeof en.en> = {};
