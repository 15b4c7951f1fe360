import { area } from '../catalogue';

/** The schedules screens: the keys their components use. */
export const schedules = area('schedules', {});
