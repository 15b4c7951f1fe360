import type { Role, UserStatus } from '@campus/shared/enums';

export interface DemoPerson {
  fullName: string;
  email: string;
  role: Role;
  status: UserStatus;
}

/** One signable account per role (the README lists them), then believable members. */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  { fullName: 'Tahmina Akter', email: 'admin@campus.test', role: 'ADMIN', status: 'ACTIVE' },
  { fullName: 'Dr. Kamrul Hasan', email: 'mentor@campus.test', role: 'MENTOR', status: 'ACTIVE' },
  { fullName: 'Nusrat Jahan Mim', email: 'topten@campus.test', role: 'TOP_TEN', status: 'ACTIVE' },
  { fullName: 'Sabbir Ahmed', email: 'teamhead@campus.test', role: 'TEAM_HEAD', status: 'ACTIVE' },
  { fullName: 'Rafiqul Islam', email: 'citizen@campus.test', role: 'CITIZEN', status: 'ACTIVE' },
  { fullName: 'Farhana Rahman', email: 'member@campus.test', role: 'MEMBER', status: 'ACTIVE' },
  { fullName: 'Abdul Karim', email: 'bus@campus.test', role: 'BUS', status: 'ACTIVE' },
  { fullName: 'Maulana Yusuf Ali', email: 'prayer@campus.test', role: 'PRAYER', status: 'ACTIVE' },
  { fullName: 'Tanvir Hossain', email: 'developer@campus.test', role: 'DEVELOPER', status: 'ACTIVE' },
];

/** Given names and family names the demo members (and the large seed's users) are made of. */
export const FIRST_NAMES = [
  'Ayesha',
  'Mahmud',
  'Sadia',
  'Arif',
  'Jannatul',
  'Imran',
  'Rokeya',
  'Shakil',
  'Tasnim',
  'Habib',
  'Nabila',
  'Mehedi',
  'Sumaiya',
  'Rakib',
  'Fatema',
  'Zahid',
  'Lamia',
  'Shafiq',
  'Anika',
  'Touhid',
  'Ishrat',
  'Mizanur',
  'Sharmin',
  'Asif',
];
export const LAST_NAMES = [
  'Chowdhury',
  'Hossain',
  'Rahman',
  'Islam',
  'Akter',
  'Khan',
  'Ahmed',
  'Sarker',
  'Talukder',
  'Bhuiyan',
  'Uddin',
  'Begum',
  'Mia',
  'Siddique',
  'Haque',
  'Alam',
];

export function demoMembers(count: number): DemoPerson[] {
  const roles: Role[] = [
    'MEMBER',
    'MEMBER',
    'CITIZEN',
    'MEMBER',
    'MENTOR',
    'TOP_TEN',
    'MEMBER',
    'TEAM_HEAD',
    'DEVELOPER',
    'MEMBER',
  ];
  const statuses: UserStatus[] = [
    'ACTIVE',
    'ACTIVE',
    'ACTIVE',
    'PENDING',
    'ACTIVE',
    'ACTIVE',
    'REJECTED',
    'ACTIVE',
    'RESIGNED',
    'ACTIVE',
  ];
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    return {
      fullName: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@student.campus.test`.toLowerCase(),
      role: roles[i % roles.length],
      status: statuses[(i * 3) % statuses.length],
    };
  });
}

export function demoContactNo(i: number): string {
  const prefixes = ['017', '018', '019', '015', '016', '013', '014'];
  return `${prefixes[i % prefixes.length]}${String(10_000_000 + ((i * 7_919_113) % 89_999_999)).slice(0, 8)}`;
}
