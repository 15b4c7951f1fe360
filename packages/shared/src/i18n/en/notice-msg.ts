import { NOTICE_MSG } from '../../messages-notices';
import { area } from '../catalogue';

/** Notification texts (messages-notices.ts) as a catalogue area. */
export const noticeMsg = area('noticeMsg', NOTICE_MSG);
