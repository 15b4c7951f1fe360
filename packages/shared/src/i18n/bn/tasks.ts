import type { Translation } from '../catalogue';
import type { tasks as en } from '../en/tasks';

export const tasks: Translation<typeof en.en> = {
  task: 'কাজ',
  updateTask: 'কাজ হালনাগাদ',
  addTask: 'কাজ যোগ করুন',
};
