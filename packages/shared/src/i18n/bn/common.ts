import type { Translation } from '../catalogue';
import type { common as en } from '../en/common';

export const common: Translation<typeof en.en> = {
  appName: 'ক্যাম্পাস কমিউনিটি',
  language: 'ভাষা',
  english: 'English',
  bangla: 'বাংলা',
};
