import { area } from '../catalogue';

/** The profile page and its push settings (product §6). */
export const profile = area('profile', {
  language: 'Language',
});
