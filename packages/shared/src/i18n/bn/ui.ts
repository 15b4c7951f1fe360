import type { Translation } from '../catalogue';
import type { ui as en } from '../en/ui';
import { bnDigits } from '../lang';

export const ui: Translation<typeof en.en> = {
  imagePreview: (label) => `${label}-এর প্রিভিউ`,
  changeImage: 'ছবি বদলান',
  chooseImage: 'ছবি বেছে নিন',
  cropImage: (label) => `${label} কাটুন`,
  zoom: 'জুম',
  cancel: 'বাতিল',
  useImage: 'ছবিটি নিন',
  close: 'বন্ধ করুন',
  loadingPage: 'পাতা লোড হচ্ছে',
  pages: 'পাতা',
  previous: 'আগের',
  prev: 'আগে',
  next: 'পরের',
  pageOf: (page, pages) => `${bnDigits(pages)} পাতার ${bnDigits(page)} নম্বর`,
  pageOfAtLeast: (page, pages) => `${bnDigits(pages)}+ পাতার ${bnDigits(page)} নম্বর`,
  clearSearch: 'খোঁজা মুছুন',
  search: 'খুঁজুন',
  noEntries: 'এখনো কোনো এন্ট্রি নেই।',
  removeEntry: (n) => `${bnDigits(n)} নম্বর এন্ট্রি সরান`,
  progressOf: (title) => `${title}-এর অগ্রগতি`,
  deleteAction: 'মুছুন',
  confirmDelete: 'নিশ্চিত করে মুছুন',
  filters: 'ফিল্টার',
};
