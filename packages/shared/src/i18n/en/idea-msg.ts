import { IDEA_MSG } from '../../messages-ideas';
import { area } from '../catalogue';

/** Leaderboard and ideas texts (messages-ideas.ts) as a catalogue area. */
export const ideaMsg = area('ideaMsg', IDEA_MSG);
