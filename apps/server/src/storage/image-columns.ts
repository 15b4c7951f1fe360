import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  busSchedules,
  events,
  ideas,
  libraryCategories,
  libraryItems,
  marketplaceCategories,
  marketplaceItems,
  marketplaceOffers,
  prayerSchedules,
  registrationWindows,
  tasks,
  teams,
  users,
} from '../db/schema/index';

/**
 * EVERY column that may hold a picture stored by this app (`/uploads/…` or a driver's URL), text or JSON.
 * The upload sweep (storage/upload-sweep.ts) deletes stored files that none of these columns names, so a
 * new area that stores pictures (task attachments, idea covers, …) MUST add its columns here, or its
 * files are swept after the grace period.
 */
export const IMAGE_COLUMNS: readonly AnyPgColumn[] = [
  users.profilePic,
  users.coverPic,
  teams.coverPic,
  events.coverPic,
  events.guests, // JSON: each guest's profilePic
  libraryCategories.coverPic,
  libraryItems.images, // JSON array of gallery pictures
  marketplaceCategories.coverPic,
  marketplaceItems.coverPic,
  marketplaceOffers.offerItemImage,
  marketplaceOffers.buyerProfilePic,
  registrationWindows.imageUrl,
  busSchedules.image,
  prayerSchedules.image,
  tasks.attachments, // JSON array of the task's attachment pictures
  ideas.coverPic,
];
