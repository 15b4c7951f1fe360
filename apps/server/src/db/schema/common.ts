import {
  EVENT_TYPES,
  INSTITUTION_TYPES,
  LIBRARY_STATUSES,
  LISTING_STATUSES,
  LISTING_TYPES,
  OFFER_STATUSES,
  OFFER_TYPES,
  ROLES,
  USER_STATUSES,
} from '@campus/shared/enums';
import { pgEnum, timestamp } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const institutionTypeEnum = pgEnum('institution_type', INSTITUTION_TYPES);
export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES);
export const listingStatusEnum = pgEnum('listing_status', LISTING_STATUSES);
export const offerTypeEnum = pgEnum('offer_type', OFFER_TYPES);
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);
export const libraryStatusEnum = pgEnum('library_status', LIBRARY_STATUSES);

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
