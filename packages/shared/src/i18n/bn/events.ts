import type { Translation } from '../catalogue';
import type { events as en } from '../en/events';
import { bnDigits } from '../lang';

export const events: Translation<typeof en.en> = {
  ticketQrFor: (title) => `${title}-এর টিকিটের QR কোড`,
  yourNextEvent: 'আপনার পরের ইভেন্ট',
  ticketCode: 'টিকিট কোড',
  back: 'ফিরে যান',
  loadingStory: 'খবর লোড হচ্ছে',
  storyNotFound: 'খবরটি পাওয়া যায়নি',
  mayHaveBeenRemoved: 'এটি হয়তো সরিয়ে ফেলা হয়েছে।',
  linkNotValid: 'লিংকটি সঠিক নয়।',
  backToHome: 'হোমে ফিরে যান',
  date: 'তারিখ',
  endDate: 'শেষের তারিখ',
  place: 'স্থান',
  guests: 'অতিথি',
  campusCommunity: 'ক্যাম্পাস কমিউনিটি',
  youreGoing: 'আপনি যাচ্ছেন',
  waitlistPosition: (position) =>
    `অপেক্ষার তালিকায় আপনি ${typeof position === 'number' ? bnDigits(position) : position} নম্বরে`,
  youreInterested: 'আপনি আগ্রহী',
  rsvp: 'আরএসভিপি',
  waitingCount: (n) => `· ${bnDigits(n)} জন অপেক্ষায়`,
  addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
  rsvpBy: (when) => `আরএসভিপি ${when}-এর মধ্যে`,
  signInToRsvp: 'আরএসভিপি করতে সাইন ইন করুন',
  joinWaitlist: 'অপেক্ষার তালিকায় যোগ দিন',
  going: 'যাচ্ছি',
  interested: 'আগ্রহী',
  cancelRsvp: 'আরএসভিপি বাতিল',
  checkInAndAttendees: 'চেক-ইন ও অংশগ্রহণকারী',
};
