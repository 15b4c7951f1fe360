import type { Translation } from '../catalogue';
import type { rsvp as en } from '../en/rsvp';
import { bnDigits } from '../lang';

const going = (n: number) => `${bnDigits(n)} জন যাচ্ছেন`;

export const rsvp: Translation<typeof en.en> = {
  rsvpGoing: (n) => going(n),
  rsvpSpotsLeft: (n, spots) => `${going(n)} · ${bnDigits(spots)}টি আসন বাকি`,
  rsvpWaitlist: (n) => `${going(n)} · অপেক্ষমাণ তালিকা`,
  rsvpFull: (n) => `${going(n)} · আসন পূর্ণ`,
};
