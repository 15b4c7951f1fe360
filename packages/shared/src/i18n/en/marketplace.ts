import { area } from '../catalogue';

/** The marketplace screens: the keys their components use. */
export const marketplace = area('marketplace', {});
