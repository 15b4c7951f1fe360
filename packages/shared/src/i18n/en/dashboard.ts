import { area } from '../catalogue';

/** The dashboard screens: the keys their components use. */
export const dashboard = area('dashboard', {});
