import { area } from '../catalogue';

/** The events screens: the keys their components use. */
export const events = area('events', {});
