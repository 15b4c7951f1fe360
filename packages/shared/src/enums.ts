export const ROLES = [
  'ADMIN',
  'MENTOR',
  'TOP_TEN',
  'TEAM_HEAD',
  'CITIZEN',
  'MEMBER',
  'BUS',
  'PRAYER',
  'DEVELOPER',
] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'RESIGNED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Accounts in these states cannot sign in and their tokens are refused (architecture §7). */
export const DISABLED_USER_STATUSES: readonly UserStatus[] = ['REJECTED', 'RESIGNED'];

export const STUDY_AT = ['UNIVERSITY', 'COLLEGE'] as const;
export type StudyAt = (typeof STUDY_AT)[number];

export const INSTITUTION_TYPES = STUDY_AT;
export type InstitutionType = StudyAt;

export const EVENT_TYPES = ['ARTICLE', 'EVENT', 'PODCAST', 'CAMPUS'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const LISTING_TYPES = ['SALE', 'EXCHANGE', 'BOTH'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_STATUSES = ['AVAILABLE', 'SOLD', 'RESERVED', 'PENDING', 'REJECTED'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const OFFER_TYPES = ['BUY', 'EXCHANGE'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const LIBRARY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const NOTIFICATION_CATEGORIES = [
  'OFFER_RECEIVED',
  'OFFER_DECIDED',
  'LISTING_REVIEWED',
  'LIBRARY_REVIEWED',
  'TOP_BANNER_EVENT',
  'REGISTRATION_OPENED',
  // events RSVP (issue 19)
  'EVENT_REMINDER',
  'EVENT_RSVP',
  // tasks
  'TASKS',
  // business ideas
  'IDEAS',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

// ---- tasks (Task Management) ----
export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'BLOCKED', 'DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['LOW', 'NORMAL', 'HIGH'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Machine-readable error codes of the error envelope (architecture §5). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPLOAD_FAILED',
  'INTERNAL_ERROR',
  // operations (#22): /health/ready while the database is down or the process drains
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Cache tag types for API data (product §3). */
export const TAG_TYPES = [
  'USER',
  'EVENT',
  'BUS_SCHEDULE',
  'PRAYER_SCHEDULE',
  'DEPARTMENT',
  'REGINFO',
  'DESIGNATION',
  'INSTITUTION',
  'TEAM',
  'E_LIBRARY',
  'MARKETPLACE',
  // tasks
  'TASK',
  // leaderboard and business ideas
  'LEADERBOARD',
  'IDEAS',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

// events RSVP (issue 19)
export const RSVP_STATUSES = ['GOING', 'WAITLISTED', 'INTERESTED'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

// Leaderboard and business ideas
/** Where points come from (the amounts are POINTS in constants.ts). */
export const POINT_KINDS = [
  'LIBRARY_APPROVED',
  'OFFER_ACCEPTED',
  'TASK_DONE_EARLY',
  'EVENT_CHECK_IN',
  'IDEA_INCUBATING',
  'ADJUSTMENT',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_BY = ['member', 'team'] as const;
export type LeaderboardBy = (typeof LEADERBOARD_BY)[number];
export const IDEA_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'INCUBATING', 'DECLINED'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
export const IDEA_SORTS = ['trending', 'newest', 'top'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];
