import { audit } from './audit';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { directory } from './directory';
import { elibrary } from './elibrary';
import { emulator } from './emulator';
import { events } from './events';
import { games } from './games';
import { home } from './home';
import { ideas } from './ideas';
import type { BnCatalogue, BnMessageArea } from './index';
import { leaderboard } from './leaderboard';
import { marketplace } from './marketplace';
import { msg } from './msg';
import { pages } from './pages';
import { profile } from './profile';
import { push } from './push';
import { rsvp } from './rsvp';
import { schedules } from './schedules';
import { tasks } from './tasks';
import { time } from './time';
import { ui } from './ui';
import { users } from './users';

/**
 * Every area but the five only messages use (`BN_MESSAGES`): what a Bangla visit waits for before its first screen
 * (decision 030). An English area without its Bangla file is a type error here.
 */
export const BN_SCREENS: Omit<BnCatalogue, BnMessageArea> = {
  audit,
  auth,
  common,
  dashboard,
  directory,
  elibrary,
  emulator,
  events,
  games,
  home,
  ideas,
  leaderboard,
  marketplace,
  msg,
  pages,
  profile,
  push,
  rsvp,
  schedules,
  tasks,
  time,
  ui,
  users,
};
