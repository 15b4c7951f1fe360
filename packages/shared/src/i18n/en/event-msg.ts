import { EVENT_MSG } from '../../messages-events';
import { area } from '../catalogue';

/** Events texts (messages-events.ts) as a catalogue area. */
export const eventMsg = area('eventMsg', EVENT_MSG);
