import { audit } from './audit';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { directory } from './directory';
import { elibrary } from './elibrary';
import { emulator } from './emulator';
import { eventMsg } from './event-msg';
import { events } from './events';
import { games } from './games';
import { home } from './home';
import { ideaMsg } from './idea-msg';
import { ideas } from './ideas';
import type { BnCatalogue } from './index';
import { leaderboard } from './leaderboard';
import { marketplace } from './marketplace';
import { msg } from './msg';
import { pages } from './pages';
import { profile } from './profile';
import { push } from './push';
import { rsvp } from './rsvp';
import { schedules } from './schedules';
import { sectionLabels } from './section-labels';
import { taskMsg } from './task-msg';
import { tasks } from './tasks';
import { time } from './time';
import { ui } from './ui';
import { users } from './users';
import { validationMsg } from './validation-msg';

/**
 * Every area a screen shows: all but `noticeMsg`, which only the server's notifications use (the web loads it after
 * the first screen, with the localizer). What a Bangla visit waits for before its first screen (decision 030). An
 * English area without its Bangla file is a type error here.
 */
export const BN_SCREENS: Omit<BnCatalogue, 'noticeMsg'> = {
  audit,
  auth,
  common,
  dashboard,
  directory,
  elibrary,
  emulator,
  eventMsg,
  events,
  games,
  home,
  ideaMsg,
  ideas,
  leaderboard,
  marketplace,
  msg,
  pages,
  profile,
  push,
  rsvp,
  schedules,
  sectionLabels,
  taskMsg,
  tasks,
  time,
  ui,
  users,
  validationMsg,
};
