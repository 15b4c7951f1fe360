import type { Translation } from '../catalogue';
import type { noticeMsg as en } from '../en/notice-msg';
import { n } from './terms';

/** IDEA_STATUS_WORD's words; a word not listed stays as it came. */
const IDEA_STATUS: Record<string, string> = {
  submitted: 'জমা হয়েছে',
  'under review': 'পর্যালোচনায় আছে',
  incubating: 'ইনকিউবেশনে আছে',
  declined: 'গৃহীত হয়নি',
};
const ideaStatus = (word: string) => IDEA_STATUS[word] ?? word;

/** TASK_STATUS_LABELS' words. */
const TASK_STATUS: Record<string, string> = {
  'To do': 'করণীয়',
  'In progress': 'চলমান',
  Blocked: 'আটকে আছে',
  Done: 'সম্পন্ন',
};

const MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS: Record<string, string> = {
  Sun: 'রবিবার',
  Mon: 'সোমবার',
  Tue: 'মঙ্গলবার',
  Wed: 'বুধবার',
  Thu: 'বৃহস্পতিবার',
  Fri: 'শুক্রবার',
  Sat: 'শনিবার',
};

/** 'Tue Nov 24 2026' (Date.toDateString) → 'মঙ্গলবার, ২৪ নভেম্বর ২০২৬'; anything else keeps its words. */
function dateString(text: string): string {
  const m = /^(\w{3}) (\w{3}) (\d{1,2}) (\d{4})$/.exec(text);
  const month = m ? EN_MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0 || !DAYS[m[1]]) return n(text);
  return `${DAYS[m[1]]}, ${n(Number(m[3]))} ${MONTHS[month]} ${n(m[4])}`;
}

export const noticeMsg: Translation<typeof en.en> = {
  listingLiveTitle: 'আপনার বিজ্ঞাপন এখন সবাই দেখতে পাচ্ছেন',
  listingLiveBody: (title) => `"${title}" অনুমোদিত হয়েছে, এখন মার্কেটপ্লেসে দেখা যাচ্ছে।`,
  listingRejectedTitle: 'আপনার বিজ্ঞাপন অনুমোদন পায়নি',
  listingRejectedBody: (title) => `"${title}" অনুমোদন পায়নি। কারণ জানতে সোসাইটির অ্যাডমিনদের সাথে যোগাযোগ করুন।`,
  priceOfferTitle: 'নতুন দামের প্রস্তাব',
  priceOfferBody: (buyer, price, title) => `${buyer} "${title}"-এর জন্য ৳${n(String(price))} দাম প্রস্তাব করেছেন।`,
  exchangeOfferTitle: 'নতুন বিনিময়ের প্রস্তাব',
  exchangeOfferBody: (buyer, offered, title) => `${buyer} "${title}"-এর বিনিময়ে "${offered}" দিতে চেয়েছেন।`,
  offerAcceptedBody: (seller, title) =>
    `${seller} "${title}"-এ আপনার প্রস্তাব গ্রহণ করেছেন। হাতবদলের জন্য বিক্রেতার সাথে যোগাযোগ করুন।`,
  offerNotAcceptedTitle: 'আপনার প্রস্তাব গৃহীত হয়নি',
  offerNotAcceptedBody: (title) => `"${title}" অন্য একজন ক্রেতার জন্য সংরক্ষিত হয়েছে।`,
  libraryApprovedTitle: 'আপনার রিসোর্স ই-লাইব্রেরিতে যোগ হয়েছে',
  libraryApprovedBody: (title) => `"${title}" অনুমোদিত হয়েছে, এখন সবাই দেখতে পাচ্ছেন।`,
  libraryRejectedTitle: 'আপনার রিসোর্স অনুমোদন পায়নি',
  libraryRejectedBody: (title) => `"${title}" পর্যালোচনা করা হয়েছে, তবে ই-লাইব্রেরির জন্য অনুমোদন পায়নি।`,
  taskAssignedTitle: (title) => `নতুন কাজ: ${title}`,
  taskAssignedBody: (actor, title) => `${actor} আপনাকে "${title}" কাজটি দিয়েছেন।`,
  taskToDoTitle: (title) => `করণীয়: ${title}`,
  taskInProgressTitle: (title) => `চলমান: ${title}`,
  taskBlockedTitle: (title) => `আটকে আছে: ${title}`,
  taskDoneTitle: (title) => `সম্পন্ন: ${title}`,
  taskMovedBody: (actor, title, status) => `${actor} "${title}" কাজটি "${TASK_STATUS[status] ?? status}" অবস্থায় নিয়েছেন।`,
  taskCommentTitle: (title) => `নতুন মন্তব্য: ${title}`,
  taskDueSoonTitle: (title) => `শেষ সময় ঘনিয়ে এসেছে: ${title}`,
  taskDueSoonBody: (title) => `"${title}" কাজটির শেষ সময় ২৪ ঘণ্টার মধ্যে।`,
  taskOverdueTitle: (title) => `সময় পেরিয়ে গেছে: ${title}`,
  taskOverdueBody: (title) => `"${title}" কাজটির শেষ সময় পেরিয়ে গেছে, এখনো শেষ হয়নি।`,
  ideaStatusTitle: (status) => `আপনার আইডিয়া ${ideaStatus(status)}`,
  ideaStatusBody: (title, status) => `"${title}" ${ideaStatus(status)}।`,
  ideaFeedbackBody: (title, feedback) => `"${title}" নিয়ে মতামত: ${feedback}`,
  registrationOpenTitle: 'নিবন্ধন চলছে',
  registrationOpenBody: (deadline) => `${dateString(deadline)} পর্যন্ত নিবন্ধন চলবে। বন্ধুদের জানিয়ে দিন!`,
};
