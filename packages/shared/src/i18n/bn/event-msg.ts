import type { Translation } from '../catalogue';
import type { eventMsg as en } from '../en/event-msg';
import { n } from './terms';
import { bnClock } from './time';

export const eventMsg: Translation<typeof en.en> = {
  rsvpGoing: 'আপনি যাচ্ছেন',
  rsvpWaitlisted: (position) => `ইভেন্টের আসন পূর্ণ: অপেক্ষমাণ তালিকায় আপনি ${n(position)} নম্বরে আছেন`,
  rsvpInterested: 'আগ্রহী হিসেবে চিহ্নিত',
  rsvpCanceled: 'আপনার আরএসভিপি বাতিল হয়েছে',
  rsvpNotOpen: 'এই ইভেন্টে আরএসভিপি নেওয়া হয় না',
  rsvpActiveOnly: 'শুধু সক্রিয় সদস্যরা আরএসভিপি করতে পারেন; আপনার অ্যাকাউন্ট এখনো অনুমোদনের অপেক্ষায়',
  rsvpDeadlinePassed: 'এই ইভেন্টের আরএসভিপি বন্ধ হয়ে গেছে',
  rsvpEventStarted: 'এই ইভেন্ট এরই মধ্যে শুরু হয়ে গেছে',
  rsvpEventCanceled: 'এই ইভেন্টটি বাতিল করা হয়েছে',
  rsvpDeadlineAfterStart: 'আরএসভিপির শেষ সময় শুরুর সময়ের পরে হতে পারে না',
  capacityInvalid: 'আসনসংখ্যা ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে',
  spotOpened: (title) => `একটি আসন খালি হয়েছে: আপনি ${title}-এ যাচ্ছেন`,
  ticketInvalid: 'এই টিকিটটি সঠিক নয়',
  ticketOtherEvent: 'অন্য ইভেন্টের টিকিট',
  notOnList: 'তালিকায় নেই',
  onWaitlistNotGoing: 'অপেক্ষমাণ তালিকায়, যাচ্ছেন না',
  interestedNotGoing: 'আগ্রহী, যাচ্ছেন না',
  checkedIn: 'চেক-ইন হয়েছে',
  admitted: 'প্রবেশ অনুমোদিত',
  alreadyCheckedIn: (time) => `${bnClock(time)}-এ আগেই চেক-ইন হয়েছে`,
  checkInCodeMissing: 'টিকিটের কোড লিখুন বা কিউআর কোড স্ক্যান করুন',
  calendarFeedReset: 'আপনার ক্যালেন্ডার লিংক নতুন করা হয়েছে; পুরোনো লিংক আর কাজ করবে না',
  calendarFeedNotFound: 'এই ক্যালেন্ডার লিংকটি আর কাজ করে না',
  eventReminder24h: (title) => `${title} ২৪ ঘণ্টার মধ্যে শুরু হবে`,
  eventReminder1h: (title) => `${title} এক ঘণ্টার মধ্যে শুরু হবে`,
  eventCanceledNotice: (title) => `ইভেন্ট বাতিল: ${title}`,
  eventUpdatedNotice: (title) => `ইভেন্ট হালনাগাদ: ${title}`,
};
