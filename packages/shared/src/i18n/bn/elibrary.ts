import type { Translation } from '../catalogue';
import type { elibrary as en } from '../en/elibrary';
import { bnDigits } from '../lang';

export const elibrary: Translation<typeof en.en> = {
  tryAgain: 'আবার চেষ্টা করুন',
  loadingLibrary: 'লাইব্রেরি লোড হচ্ছে',
  resourcesCount: (n) => `${bnDigits(n)}টি রিসোর্স`,
  forSearch: (term) => ` (“${term}”)`,
  libraryResources: 'লাইব্রেরির রিসোর্স',
};
