import type { Translation } from '../catalogue';
import type { emulator as en } from '../en/emulator';

export const emulator: Translation<typeof en.en> = {
  pageTitle: 'সাইন ইন – আইডেন্টিটি এমুলেটর',
  chooseAccount: 'একটি অ্যাকাউন্ট বেছে নিন',
  intro: 'আইডেন্টিটি এমুলেটর – গুগল সাইন-ইনের স্থানীয় বিকল্প।',
  usedBefore: 'আগে ব্যবহার করা অ্যাকাউন্ট',
  email: 'ইমেইল',
  displayName: 'প্রদর্শিত নাম',
  signIn: 'সাইন ইন',
  signInFailed: 'সাইন ইন করা যায়নি',
  signedIn: 'সাইন ইন হয়েছে। এখন এই উইন্ডোটি বন্ধ করতে পারেন।',
  networkError: 'নেটওয়ার্কে সমস্যা, আবার চেষ্টা করুন',
};
