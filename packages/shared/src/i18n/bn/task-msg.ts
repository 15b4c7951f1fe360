import type { Translation } from '../catalogue';
import type { taskMsg as en } from '../en/task-msg';
import { tasks } from './tasks';
import { n } from './terms';

export const taskMsg: Translation<typeof en.en> = {
  taskAdded: tasks.taskAdded,
  taskUpdated: tasks.taskUpdated,
  taskDeleted: tasks.taskDeleted,
  taskCommentAdded: 'মন্তব্য যোগ হয়েছে',
  taskCommentDeleted: tasks.taskCommentDeleted,
  taskOwnTeamOnly: 'আপনি শুধু নিজের টিমের কাজ পরিচালনা করতে পারেন',
  taskAssigneeNotInTeam: 'দায়িত্বপ্রাপ্তদের অবশ্যই কাজটির টিমের সদস্য হতে হবে',
  taskStatusAssigneesOnly: 'শুধু এই কাজের দায়িত্বপ্রাপ্ত সদস্যরা এর অবস্থা বা চেকলিস্ট বদলাতে পারেন',
  taskHeadOnlyFields: 'শুধু টিম প্রধান এই ঘরটি বদলাতে পারেন',
  taskChecklistTicksOnly: 'দায়িত্বপ্রাপ্তরা চেকলিস্টে টিক দিতে পারেন, কিন্তু আইটেম যোগ, বাদ বা নাম বদল করতে পারেন না',
  taskCommentOwnOnly: 'আপনি শুধু নিজের মন্তব্য মুছতে পারেন',
  checklistItemDone: 'চেকলিস্টের আইটেম সম্পন্ন (true) বা অসম্পন্ন (false) হতে হবে',
  checklistItemNeedsText: 'চেকলিস্টের প্রতিটি আইটেমে কিছু লিখতে হবে',
  checklistNotList: 'চেকলিস্ট আইটেমের একটি তালিকা হতে হবে',
  checklistTooLong: (max) => `চেকলিস্টে সর্বোচ্চ ${n(max)}টি আইটেম রাখুন`,
  assigneesNotList: 'দায়িত্বপ্রাপ্তদের সদস্য আইডির একটি তালিকা দিন',
  tooManyAssignees: (max) => `সর্বোচ্চ ${n(max)} জন সদস্যকে দায়িত্ব দিন`,
  attachmentsNotList: 'সংযুক্তি আপলোড করা ছবির একটি তালিকা হতে হবে',
  tooManyAttachments: (max) => `সর্বোচ্চ ${n(max)}টি ছবি সংযুক্ত করুন`,
  dueOverdueOrWeek: 'due অবশ্যই overdue অথবা week হতে হবে',
};
