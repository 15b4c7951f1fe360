import { area } from '../catalogue';

/** 0 → 'now', 25 → 'in 25 min', 65 → 'in 1 h 5 min' (as lib/schedule-times' formatWait). */
function wait(minutes: number): string {
  if (minutes <= 0) return 'now';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `in ${m} min`;
  return m === 0 ? `in ${h} h` : `in ${h} h ${m} min`;
}

/** The schedules screens: the keys their components use. */
export const schedules = area('schedules', {
  busSchedule: 'Bus Schedule',
  busSubtitle: 'University buses · times are Dhaka time',
  prayerSchedule: 'Prayer Schedule',
  prayerSubtitle: 'Congregation times at the mosque · Dhaka time',
  announcement: 'Announcement',
  lastUpdated: 'Last updated',
  tapToOpen: 'Tap to open full size',
  detailImageAlt: (title: string) => `${title} detail`,
  loadingThe: (what: string) => `Loading the ${what}`,
  couldNotLoad: (what: string) => `The ${what} could not be loaded`,
  tryAgain: 'Try again',
  time: 'Time',
  bus: 'Bus',
  busCaption: (route: string) => `${route}: bus name and departure time`,
  noBusesForRoute: 'No buses listed for this route.',
  noMoreDepartures: 'No more departures today',
  firstTomorrowAt: (time: string) => ` · first tomorrow at ${time}`,
  fullStop: '.',
  next: 'Next',
  notRunning: 'Not running',
  nextPrayer: 'Next prayer',
  wait,
  tomorrow: 'tomorrow, ',
  prayerTimes: 'Prayer times',
  prayerCaption: 'Prayer name and congregation time',
  prayer: 'Prayer',
  noPrayerTimes: 'Prayer times have not been posted yet.',
  busBannerHint: 'Shown as a banner above the timetable.',
  prayerBannerHint: 'Shown as a banner above the times.',
  addDeparture: 'Add departure',
  busName: 'Bus Name',
  running: 'Running',
  prayerTimesField: 'Prayer Times',
  addPrayer: 'Add prayer',
  detailImage: 'Detail Image',
  saveTitle: (title: string) => `Save ${title}`,
});
