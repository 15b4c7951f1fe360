import type { Translation } from '../catalogue';
import type { schedules as en } from '../en/schedules';
import { bnDigits } from '../lang';

export const schedules: Translation<typeof en.en> = {
  busSchedule: 'বাসের সময়সূচি',
  busSubtitle: 'বিশ্ববিদ্যালয়ের বাস · সময় ঢাকার',
  prayerSchedule: 'নামাজের সময়সূচি',
  prayerSubtitle: 'মসজিদে জামাতের সময় · ঢাকার সময়',
  announcement: 'ঘোষণা',
  lastUpdated: 'সর্বশেষ হালনাগাদ',
  tapToOpen: 'পুরো আকারে দেখতে ট্যাপ করুন',
  detailImageAlt: (title) => `${title}র বিস্তারিত`,
  loadingThe: (what) => `${what} লোড হচ্ছে`,
  couldNotLoad: (what) => `${what} লোড করা যায়নি`,
  tryAgain: 'আবার চেষ্টা করুন',
  time: 'সময়',
  bus: 'বাস',
  busCaption: (route) => `${route}: বাসের নাম ও ছাড়ার সময়`,
  noBusesForRoute: 'এই রুটে কোনো বাস নেই।',
  noMoreDepartures: 'আজ আর কোনো বাস নেই',
  firstTomorrowAt: (time) => ` · কাল প্রথম বাস ${time}`,
  fullStop: '।',
  next: 'পরের',
  notRunning: 'চলছে না',
  nextPrayer: 'পরের নামাজ',
  wait: (minutes) => {
    if (minutes <= 0) return 'এখনই';
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h === 0) return `${bnDigits(m)} মিনিট পর`;
    return m === 0 ? `${bnDigits(h)} ঘণ্টা পর` : `${bnDigits(h)} ঘণ্টা ${bnDigits(m)} মিনিট পর`;
  },
  tomorrow: 'কাল, ',
  prayerTimes: 'নামাজের সময়',
  prayerCaption: 'নামাজের নাম ও জামাতের সময়',
  prayer: 'নামাজ',
  noPrayerTimes: 'নামাজের সময় এখনো দেওয়া হয়নি।',
  busBannerHint: 'সময়সূচির ওপরে ব্যানার হিসেবে দেখাবে।',
  prayerBannerHint: 'সময়ের ওপরে ব্যানার হিসেবে দেখাবে।',
  addDeparture: 'বাস যোগ করুন',
  busName: 'বাসের নাম',
  running: 'চলছে',
  prayerTimesField: 'নামাজের সময়',
  addPrayer: 'নামাজ যোগ করুন',
  detailImage: 'বিস্তারিত ছবি',
  saveTitle: (title) => `${title} সংরক্ষণ করুন`,
};
