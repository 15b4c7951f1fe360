import { eventMsg } from './event-msg';
import { ideaMsg } from './idea-msg';
import type { BnCatalogue, BnMessageArea } from './index';
import { noticeMsg } from './notice-msg';
import { taskMsg } from './task-msg';
import { validationMsg } from './validation-msg';

/**
 * The message areas of the event, idea, notice, task and validation messages: the web loads them (with the localizer)
 * after the first screen (decision 030).
 */
export const BN_MESSAGES: Pick<BnCatalogue, BnMessageArea> = {
  eventMsg,
  ideaMsg,
  noticeMsg,
  taskMsg,
  validationMsg,
};
