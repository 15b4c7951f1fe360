import type { Translation } from '../catalogue';
import type { audit as en } from '../en/audit';

export const audit: Translation<typeof en.en> = {
  title: 'কার্যক্রম',
  when: 'কখন',
  who: 'কে',
  action: 'কাজ',
  target: 'লক্ষ্য',
  changes: 'পরিবর্তন',
  actorFilter: 'কে করেছেন (আইডি)',
  targetKind: 'লক্ষ্যের ধরন',
  fromDay: 'শুরুর দিন',
  toDay: 'শেষের দিন',
  noFieldChanged: 'কোনো ঘর বদলায়নি।',
  field: 'ঘর',
  before: 'আগে',
  after: 'পরে',
  searchPlaceholder: 'ব্যক্তি, লক্ষ্য বা কাজ খুঁজুন',
  empty: 'এই ফিল্টারে কোনো অ্যাডমিন কার্যক্রম নেই',
  byOn: (actor, role, when) => `${actor} (${role}), ${when}`,
  fromIp: (ip) => `, আইপি ${ip}`,
};
