import { area } from '../catalogue';

/** The elibrary screens: the keys their components use. */
export const elibrary = area('elibrary', {});
