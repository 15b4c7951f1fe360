import { fillField, MSG } from '../../messages';
import { area } from '../catalogue';

/** The product's messages (messages.ts) as a catalogue area: its English texts are MSG itself. */
export const msg = area('msg', { ...MSG, fillField });
