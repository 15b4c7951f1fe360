import type { DashboardSectionId } from '@campus/shared/permissions';

/**
 * The module file of each dashboard section's body, and of User Management's sub-sections under `users/<sub>`
 * (section-pages.tsx imports them; `section-modules.test.ts` checks the two agree). The build's config
 * (apps/web/vite.config.ts) finds each one's chunk by this name, so index.html's boot script can load the opened
 * section's code with the entry instead of after the dashboard's chunk has run (decision 043). Type imports only:
 * the config reads this file.
 */
export const SECTION_MODULES = {
  users: 'users-admin',
  'users/registration-info': 'registration-admin',
  'users/institutions': 'directory-admin',
  'users/departments': 'directory-admin',
  'users/designations': 'directory-admin',
  'users/teams': 'directory-admin',
  events: 'events-admin',
  'e-library': 'elibrary-admin',
  marketplace: 'marketplace-admin',
  'bus-schedule': 'bus-schedule-admin',
  'prayer-schedule': 'prayer-schedule-admin',
  listings: 'my-listings',
  activity: 'activity-admin',
  tasks: 'task-management',
  'my-tasks': 'my-tasks',
  'idea-review': 'idea-review',
} as const satisfies Partial<Record<DashboardSectionId | `users/${string}`, string>>;
