import { bnDigits } from '../lang';

/**
 * Bangla for the English nouns and field labels the server puts inside its messages ("Event not found",
 * "Please fill out the Email field."). A word not listed stays in English; add the labels your area's forms use.
 */
const TERMS: Record<string, string> = {
  event: 'ইভেন্ট',
  user: 'সদস্য',
  member: 'সদস্য',
  item: 'পণ্য',
  category: 'বিভাগ',
  'registration window': 'নিবন্ধনের সময়সীমা',
  ticket: 'টিকিট',
  team: 'টিম',
  rsvp: 'আরএসভিপি',
  'push subscription': 'পুশ সাবস্ক্রিপশন',
  notification: 'নোটিফিকেশন',
  task: 'কাজ',
  comment: 'মন্তব্য',
  institution: 'প্রতিষ্ঠান',
  designation: 'পদবি',
  department: 'বিভাগ',
  email: 'ইমেইল',
  'full name': 'পুরো নাম',
  'contact number': 'যোগাযোগ নম্বর',
  'contact no': 'যোগাযোগ নম্বর',
  'profile picture': 'প্রোফাইল ছবি',
  'cover picture': 'কভার ছবি',
  'offer price': 'প্রস্তাবিত দাম',
  session: 'সেশন',
  birthdate: 'জন্মতারিখ',
  'study at': 'পড়াশোনার প্রতিষ্ঠানের ধরন',
  institute: 'প্রতিষ্ঠান',
  link: 'লিংক',
  title: 'শিরোনাম',
  description: 'বিবরণ',
  price: 'দাম',
  news: 'খবর',
  banner: 'ব্যানার',
  idea: 'আইডিয়া',
  record: 'রেকর্ড',
  'bus schedule': 'বাসের সময়সূচি',
  'prayer schedule': 'নামাজের সময়সূচি',
  status: 'অবস্থা',
  priority: 'অগ্রাধিকার',
  'due date': 'শেষ সময়',
  'checklist item': 'চেকলিস্টের আইটেম',
  assignee: 'দায়িত্বপ্রাপ্ত সদস্য',
  attachment: 'সংযুক্তি',
  location: 'স্থান',
  'exchange for': 'বিনিময়ে যা চান',
  'new update': 'নতুন আপডেট',
  reason: 'কারণ',
  points: 'পয়েন্ট',
  'photo url': 'ছবির লিংক',
};

/** The Bangla for an English noun or label the server sent, or the word itself. */
export function term(word: string): string {
  return TERMS[word.trim().toLowerCase()] ?? word;
}

/** A count in Bengali digits. */
export const n = (value: number | string) => bnDigits(value);
