import { area } from '../catalogue';

const EVENT_TYPES: Readonly<Record<string, string>> = {
  EVENT: 'Event',
  ARTICLE: 'Article',
  PODCAST: 'Podcast',
  CAMPUS: 'Campus',
};

/** The app frame: its name, the navigation, the offline and error screens (architecture §4). */
export const common = area('common', {
  appName: 'Campus Community',
  // index.html's splash, in Bangla through the boot script (apps/web/vite.config.ts)
  loadingApp: 'Loading Campus Community',
  language: 'Language',
  // Each language is named in itself, on both sides.
  english: 'English',
  bangla: 'বাংলা',
  mainNav: 'Main',
  homeLink: 'Campus Community home',
  skipToContent: 'Skip to content',
  pageNotFound: 'Page not found',
  pageNotFoundHint: 'The page you are looking for does not exist.',
  goHome: 'Go to Home',
  reload: 'Reload',
  // bus routes (constants.ts BUS_GROUPS), by key
  fromCampusToMymensingh: 'Campus To Mymensingh',
  fromMymensinghToCampus: 'Mymensingh To Campus',
  fromCampusToBhaluka: 'Campus To Bhaluka',
  fromBhalukaToCampus: 'Bhaluka To Campus',
  // an event's type (enums.ts EVENT_TYPES) on cards, the banner, the news page and the admin table
  eventType: (type: string) => EVENT_TYPES[type] ?? type,
  tryAgain: 'Please try again',
  networkError: 'Network error: check your connection',
  timedOut: 'The request timed out',
  unreadableAnswer: 'The server sent an unreadable answer',
});
