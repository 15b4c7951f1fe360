import type { Translation } from '../catalogue';
import type { profile as en } from '../en/profile';

export const profile: Translation<typeof en.en> = {
  language: 'ভাষা',
};
