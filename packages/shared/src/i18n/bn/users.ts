import type { Translation } from '../catalogue';
import type { users as en } from '../en/users';

const ROLES: Record<string, string> = {
  ADMIN: 'অ্যাডমিন',
  MENTOR: 'মেন্টর',
  TOP_TEN: 'টপ টেন',
  TEAM_HEAD: 'টিম প্রধান',
  CITIZEN: 'সিটিজেন',
  MEMBER: 'সদস্য',
  BUS: 'বাস',
  PRAYER: 'নামাজ',
  DEVELOPER: 'ডেভেলপার',
};
const STATUSES: Record<string, string> = {
  ACTIVE: 'সক্রিয়',
  PENDING: 'অপেক্ষমাণ',
  REJECTED: 'বাতিল',
  RESIGNED: 'অব্যাহতি',
};
const STUDY_AT: Record<string, string> = { UNIVERSITY: 'বিশ্ববিদ্যালয়', COLLEGE: 'কলেজ' };

export const users: Translation<typeof en.en> = {
  title: 'সদস্য ব্যবস্থাপনা',
  photo: 'ছবি',
  name: 'নাম',
  contact: 'যোগাযোগ',
  role: 'ভূমিকা',
  status: 'অবস্থা',
  session: 'সেশন',
  department: 'বিভাগ',
  searchPlaceholder: 'নাম, ইমেইল বা নম্বর খুঁজুন',
  updateUser: (name) => `${name}: হালনাগাদ`,
  addUserTitle: 'সদস্য যোগ করুন',
  addUserLabel: 'সদস্য যোগ করুন',
  updateUserButton: 'হালনাগাদ করুন',
  fullName: 'পুরো নাম',
  email: 'ইমেইল',
  contactNumber: 'যোগাযোগ নম্বর',
  contactPlaceholder: '০১XXXXXXXXX',
  linkPlaceholder: 'https://',
  studyAt: 'পড়াশোনা',
  institute: 'প্রতিষ্ঠান',
  designation: 'পদবি',
  team: 'টিম',
  link: 'লিংক',
  profilePicture: 'প্রোফাইল ছবি',
  coverPicture: 'কভার ছবি',
  university: 'বিশ্ববিদ্যালয়',
  college: 'কলেজ',
  roleLabel: (role) => ROLES[role] ?? role,
  statusLabel: (status) => STATUSES[status] ?? status,
  studyAtLabel: (studyAt) => STUDY_AT[studyAt] ?? studyAt,
};
