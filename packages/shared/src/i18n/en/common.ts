import { area } from '../catalogue';

/** The app frame: its name, the navigation, the offline and error screens (architecture §4). */
export const common = area('common', {
  appName: 'Campus Community',
  language: 'Language',
  // Each language is named in itself, on both sides.
  english: 'English',
  bangla: 'বাংলা',
});
