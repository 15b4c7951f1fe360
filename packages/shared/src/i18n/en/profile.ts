import { area } from '../catalogue';

/** The profile page and its push settings (product §6). */
export const profile = area('profile', {
  loadingProfile: 'Loading profile',
  guest: 'Guest',
  profile: 'Profile',
  cover: 'Cover',
  contact: 'Contact',
  institute: 'Institute',
  department: 'Department',
  session: 'Session',
  team: 'Team',
  notifications: 'Notifications',
  signOut: 'Sign Out',
  signIn: 'Sign In',
  businessIdeas: 'Business Ideas',
  cancel: 'Cancel',
  // push settings (app/push/push-settings.tsx)
  pushTitle: 'Push notifications',
  pushOnHint: 'On for this device. You will hear about offers, decisions and registration within seconds.',
  pushOffHint:
    'Get a notification on this device when someone offers on your book, your offer is decided, or registration opens.',
  pushTurnOff: 'Turn off on this device',
  pushTurnOn: 'Turn on push notifications',
  notifyMeAbout: 'Notify me about',
  notifyHint: 'These apply to all your devices. The inbox always keeps everything.',
  // what the push settings call each notification category (NOTIFICATION_CATEGORIES, enums.ts)
  OFFER_RECEIVED: 'New offers on my listings',
  OFFER_DECIDED: 'My offers accepted or rejected',
  LISTING_REVIEWED: 'My listings approved or rejected',
  LIBRARY_REVIEWED: 'My library items approved or rejected',
  TOP_BANNER_EVENT: 'New top-banner events',
  REGISTRATION_OPENED: 'Registration opened',
  EVENT_REMINDER: 'Event reminders',
  EVENT_RSVP: 'My events: spots opened, changes and cancellations',
  TASKS: 'Tasks',
  IDEAS: 'Ideas',
});
