import { area } from '../catalogue';

/** The shared primitives in components/ui. */
export const ui = area('ui', {});
