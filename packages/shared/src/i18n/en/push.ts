import { area } from '../catalogue';

/** The notifications inbox (features/push): the keys its components use. */
export const push = area('push', {
  notifications: 'Notifications',
  unread: ' (unread)',
  markReadOf: (title: string) => `Mark read: ${title}`,
  markRead: 'Mark read',
  allCaughtUp: 'All caught up',
  unreadCount: (n: number) => `${n} unread`,
  markAllRead: 'Mark all read',
  loadingNotifications: 'Loading notifications',
  tryAgain: 'Try again',
  noNotificationsYet: 'No notifications yet',
  noNotificationsHint: 'Offers on your books, answers to your offers and society news will appear here.',
  notificationPages: 'Notification pages',
  newer: 'Newer',
  older: 'Older',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  // the service worker's notification when a push carries no readable message (sw.ts)
  fallbackTitle: 'Campus Community',
  fallbackBody: 'You have a new notification',
});
