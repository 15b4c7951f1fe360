import type { Translation } from '../catalogue';
import type { sectionLabels as en } from '../en/section-labels';

export const sectionLabels: Translation<typeof en.en> = {
  users: 'সদস্য ব্যবস্থাপনা',
  events: 'ইভেন্ট ব্যবস্থাপনা',
  'e-library': 'ই-লাইব্রেরি ব্যবস্থাপনা',
  marketplace: 'মার্কেটপ্লেস ব্যবস্থাপনা',
  'bus-schedule': 'বাসের সময়সূচি',
  'prayer-schedule': 'নামাজের সময়সূচি',
  listings: 'মার্কেটপ্লেস',
  'library-soon': 'ই-লাইব্রেরি',
  activity: 'কার্যক্রম',
  tasks: 'কাজ ব্যবস্থাপনা',
  'my-tasks': 'আমার কাজ',
  'idea-review': 'ব্যবসায়িক আইডিয়া',
};
