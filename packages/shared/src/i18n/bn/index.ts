import type { Translation } from '../catalogue';
import type * as EN from '../en/index';
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
import { leaderboard } from './leaderboard';
import { marketplace } from './marketplace';
import { msg } from './msg';
import { noticeMsg } from './notice-msg';
import { pages } from './pages';
import { profile } from './profile';
import { push } from './push';
import { rsvp } from './rsvp';
import { schedules } from './schedules';
import { taskMsg } from './task-msg';
import { tasks } from './tasks';
import { time } from './time';
import { ui } from './ui';
import { users } from './users';
import { validationMsg } from './validation-msg';

type EnAreas = (typeof EN)[keyof typeof EN];
/** The whole Bangla catalogue, by area id: an English area without its Bangla file is a type error. */
export type BnCatalogue = { readonly [A in EnAreas as A['id']]: Translation<A['en']> };

/** Loaded by the web with a dynamic import only when Bangla is chosen (decision 030). */
export const BN: BnCatalogue = {
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
  noticeMsg,
  pages,
  profile,
  push,
  rsvp,
  schedules,
  taskMsg,
  tasks,
  time,
  ui,
  users,
  validationMsg,
};
