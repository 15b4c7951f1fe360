import type { Translation } from '../catalogue';
import type { push as en } from '../en/push';
import { bnDigits } from '../lang';

export const push: Translation<typeof en.en> = {
  notifications: 'নোটিফিকেশন',
  unread: ' (অপঠিত)',
  markReadOf: (title) => `পঠিত করুন: ${title}`,
  markRead: 'পঠিত',
  allCaughtUp: 'সব দেখা হয়ে গেছে',
  unreadCount: (n) => `${bnDigits(n)}টি অপঠিত`,
  markAllRead: 'সব পঠিত করুন',
  loadingNotifications: 'নোটিফিকেশন লোড হচ্ছে',
  tryAgain: 'আবার চেষ্টা করুন',
  noNotificationsYet: 'এখনো কোনো নোটিফিকেশন নেই',
  noNotificationsHint: 'আপনার বইয়ের অফার, আপনার অফারের উত্তর আর সোসাইটির খবর এখানে দেখাবে।',
  notificationPages: 'নোটিফিকেশনের পাতা',
  newer: 'নতুনগুলো',
  older: 'পুরোনোগুলো',
  pageOf: (page, pages) => `পাতা ${bnDigits(page)} / ${bnDigits(pages)}`,
  fallbackTitle: 'ক্যাম্পাস কমিউনিটি',
  fallbackBody: 'আপনার একটি নতুন নোটিফিকেশন আছে',
};
