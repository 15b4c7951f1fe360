import type { Translation } from '../catalogue';
import type { common as en } from '../en/common';

export const common: Translation<typeof en.en> = {
  appName: 'ক্যাম্পাস কমিউনিটি',
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
};
