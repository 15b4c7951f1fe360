import { area } from '../catalogue';

/** The games screens: the keys their components use. */
export const games = area('games', {});
