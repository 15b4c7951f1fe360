import { area } from '../catalogue';

/** Home (product §2). */
export const home = area('home', {});
