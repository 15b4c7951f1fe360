import type { Translation } from '../catalogue';
import type { auth as en } from '../en/auth';

export const auth: Translation<typeof en.en> = {
  signIn: 'সাইন ইন',
};
