/** Every English area, for the server and the completeness test. The web imports areas one by one (chunks). */
export { auth } from './auth';
export { common } from './common';
export { dashboard } from './dashboard';
export { elibrary } from './elibrary';
export { eventMsg } from './event-msg';
export { events } from './events';
export { games } from './games';
export { home } from './home';
export { ideaMsg } from './idea-msg';
export { marketplace } from './marketplace';
export { msg } from './msg';
export { pages } from './pages';
export { profile } from './profile';
export { push } from './push';
export { schedules } from './schedules';
export { time } from './time';
export { ui } from './ui';
