import { area } from '../catalogue';

/** Page titles (the browser tab) and navigation labels, by the page registry name (app/pages.ts). */
export const pages = area('pages', {
  'home-page': 'Home',
});
