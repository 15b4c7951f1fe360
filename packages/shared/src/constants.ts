/** Every limit and constant of SPEC §9, in one place for server and web. */
export const API_PREFIX = '/api/v1';

export const PAGE_SIZE = {
  memberListings: 10,
  marketplace: 100,
  library: 50,
  categoryLookup: 100,
  adminLookup: 1000,
  adminTable: 10,
} as const;

export const LIST_LIMIT = { min: 1, max: 1000, default: 10 } as const;

export const ADMIN_MARKETPLACE_SELLER_ID = 1;

export const CURRENCY_SYMBOL = '৳';

export const PROGRESS = { courses: 35, businessIdeas: 80, leaderboard: 20, squidGame: 45 } as const;

/** width / height for the image cropper. */
export const ASPECT = {
  eventCover: 4 / 3,
  profile: 4 / 4,
  userCover: 8 / 4,
  teamCover: 8 / 4,
  registration: 5 / 8,
  schedule: 5 / 11,
  libraryCategory: 8 / 3,
  marketplaceCategory: 8 / 3,
  listingCover: 4 / 3,
} as const;

export const PERSIST_KEYS = {
  auth: 'bc-auth',
  profile: 'bc-profile',
  root: 'bc-root',
  eLibrary: 'bc-elibrary',
} as const;
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;
export const API_CACHE_SECONDS = 3600;

export const LAYOUT = {
  sidebarWidth: 120,
  sidebarWidthMd: 250,
  iconDesktop: 38,
  iconMobile: 32,
  mobileLabelPx: 8,
  narrowBreakpoint: 768,
  skeletonRows: 6,
  buttonHeight: 35,
  modalTrigger: { width: 115, height: 80 },
  tabUnderlineSeconds: 0.15,
  layoutAnimationSeconds: 0.45,
  headingColourCycleSeconds: 4,
} as const;

export const GAMES = {
  hangmanWrongGuesses: 6,
  snakeTickMs: 50,
  snakePointsPerFood: 10,
  snakeCellPx: 10.2,
  memoryCards: 24,
  memoryFlipBackMs: 1000,
  ageHistory: 5,
} as const;

/** Sessions offered in admin forms (SPEC §5: the two lists differ as given). */
export const ADMIN_SESSIONS = ['2018-19', '2019-20', '2020-21', '2021-22', '2022-23', '2023-24'] as const;
/** Sessions offered on the member registration form. */
export const REGISTRATION_SESSIONS = [
  '2017-18',
  '2018-19',
  '2019-20',
  '2020-21',
  '2021-22',
  '2022-23',
  '2023-24',
] as const;

export const CONTACT_NO_PATTERN = /^01[3-9]\d{8}$/;
export const CONTACT_NO_PREFIX = '01';

export const UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxSide: 2048,
  maxInputPixels: 40_000_000,
  field: 'image',
} as const;

export const TIME_ZONE = 'Asia/Dhaka';
/** Asia/Dhaka is UTC+6 all year: Bangladesh has kept no daylight saving since 2009. */
export const DHAKA_UTC_OFFSET_MS = 6 * 3_600_000;
export const DEFAULT_INSTITUTE_NAME = 'Bangladesh Agricultural University';
export const DEFAULT_DEPARTMENT_NAME = 'UnKnown';

export const BUS_GROUPS = [
  { key: 'fromCampusToMymensingh', label: 'Campus To Mymensingh' },
  { key: 'fromMymensinghToCampus', label: 'Mymensingh To Campus' },
  { key: 'fromCampusToBhaluka', label: 'Campus To Bhaluka' },
  { key: 'fromBhalukaToCampus', label: 'Bhaluka To Campus' },
] as const;

export const STRING_MAX = { short: 200, long: 10_000, url: 2048 } as const;
