import type { Translation } from '../catalogue';
import type { common as en } from '../en/common';

const EVENT_TYPES: Readonly<Record<string, string>> = {
  EVENT: 'ইভেন্ট',
  ARTICLE: 'লেখা',
  PODCAST: 'পডকাস্ট',
  CAMPUS: 'ক্যাম্পাস',
};

export const common: Translation<typeof en.en> = {
  appName: 'ক্যাম্পাস কমিউনিটি',
  loadingApp: 'ক্যাম্পাস কমিউনিটি লোড হচ্ছে',
  language: 'ভাষা',
  english: 'English',
  bangla: 'বাংলা',
  mainNav: 'প্রধান মেনু',
  homeLink: 'ক্যাম্পাস কমিউনিটি হোম',
  skipToContent: 'মূল অংশে যান',
  pageNotFound: 'পাতাটি পাওয়া যায়নি',
  pageNotFoundHint: 'আপনি যে পাতাটি খুঁজছেন সেটি নেই।',
  goHome: 'হোমে যান',
  reload: 'আবার লোড করুন',
  fromCampusToMymensingh: 'ক্যাম্পাস থেকে ময়মনসিংহ',
  fromMymensinghToCampus: 'ময়মনসিংহ থেকে ক্যাম্পাস',
  fromCampusToBhaluka: 'ক্যাম্পাস থেকে ভালুকা',
  fromBhalukaToCampus: 'ভালুকা থেকে ক্যাম্পাস',
  eventType: (type) => EVENT_TYPES[type] ?? type,
  tryAgain: 'আবার চেষ্টা করুন',
  networkError: 'নেটওয়ার্কে সমস্যা: ইন্টারনেট সংযোগ দেখুন',
  timedOut: 'অনুরোধের সময় পেরিয়ে গেছে',
  unreadableAnswer: 'সার্ভারের উত্তর পড়া যায়নি',
};
