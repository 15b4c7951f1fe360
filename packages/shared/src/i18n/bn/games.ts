import type { Translation } from '../catalogue';
import type { games as en } from '../en/games';

export const games: Translation<typeof en.en> = {};
