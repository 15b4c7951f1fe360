import type { Translation } from '../catalogue';
import type { pages as en } from '../en/pages';

export const pages: Translation<typeof en.en> = {
  'home-page': 'হোম',
  'dashboard-page': 'ড্যাশবোর্ড',
  'course-page': 'ই-লাইব্রেরি',
  'marketplace-page': 'মার্কেটপ্লেস',
  'item-page': 'মার্কেটপ্লেসের পণ্য',
  'profile-page': 'প্রোফাইল',
  'bus-schedule-page': 'বাসের সময়সূচি',
  'prayer-schedule-page': 'নামাজের সময়সূচি',
  'games-routes': 'গেমস',
  'sign-in-page': 'সাইন ইন',
  'sign-up-page': 'নিবন্ধন',
  'news-page': 'খবর',
  'leaderboard-page': 'লিডারবোর্ড',
  'inbox-page': 'নোটিফিকেশন',
  'check-in-page': 'ইভেন্টে চেক-ইন',
  'ideas-page': 'ব্যবসায়িক আইডিয়া',
  'idea-page': 'ব্যবসায়িক আইডিয়া',
};
