/** Every limit and constant of product §9, in one place for server and web. */
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
/**
 * Largest page the big public lists (marketplace, library, events) answer: a larger `limit` (up to
 * LIST_LIMIT.max) is clamped to it, not refused, and `meta.limit` says what was used (decision 015).
 */
export const LIST_LIMIT_CAP = 100;
/**
 * A search's `meta.total` counts matches up to this many; beyond it the answer says `meta.atLeast: true` and the
 * pagers offer the next page while pages are full (decision 045). Counting every match of a common word in a big
 * table cost more than the page itself, and grew with the table.
 */
export const SEARCH_COUNT_CAP = 1000;

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

// Sessions offered in the admin and registration forms: computed up to the current year in sessions.ts.

export const CONTACT_NO_PATTERN = /^01[3-9]\d{8}$/;
export const CONTACT_NO_PREFIX = '01';

export const UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  /** Longest side of a stored picture (decision 050: twice an 800 px view; a third less work per photo than 2048). */
  maxSide: 1600,
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

// hardening (issue 16)
/** Every date the API takes lies in these years: beyond them a date is a typo, and Postgres or JS may overflow. */
export const DATE_RANGE = { minYear: 1970, maxYear: 2100 } as const;
// Leaderboard and business ideas
/** Points per verified action: the ONE table the server awards from and the page shows ("How to earn points"). */
export const POINTS = {
  LIBRARY_APPROVED: 10,
  OFFER_ACCEPTED: 5,
  TASK_DONE_EARLY: 3,
  EVENT_CHECK_IN: 5,
  IDEA_INCUBATING: 20,
} as const;
/** What each kind is called on the page and in a member's history. */
export const POINT_KIND_LABELS = {
  LIBRARY_APPROVED: 'Library resource approved',
  OFFER_ACCEPTED: 'Marketplace offer accepted (seller and buyer)',
  TASK_DONE_EARLY: 'Task done before its due date',
  EVENT_CHECK_IN: 'Checked in at an event',
  IDEA_INCUBATING: 'Business idea moved to Incubating',
  ADJUSTMENT: 'Adjustment by an admin',
} as const;
/** Weeks on the board start on Saturday 00:00 in Asia/Dhaka (the Bangladeshi calendar week); 0 = Sunday. */
export const LEADERBOARD_WEEK_START_DAY = 6;
export const LEADERBOARD_PAGE_SIZE = 20;
export const LEADERBOARD_ADJUST_MAX = 10_000;
/**
 * Trending = log10(votes + 1) + createdAt / this many seconds: an idea this much newer needs ten times fewer votes
 * to rank level. Age enters as a fixed offset, so the score never changes with the clock and can be indexed.
 */
export const IDEA_TRENDING_SECONDS_PER_TENFOLD = 45_000;
export const IDEA_PAGE_SIZE = 12;
/** Idea covers are cropped 8:4 like user and team covers. */
export const IDEA_COVER_ASPECT = 8 / 4;
