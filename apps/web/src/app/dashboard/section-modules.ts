import type { DashboardSectionId } from '@campus/shared/permissions';
import type { UserSubsectionId } from './dashboard-sections';

/**
 * The dashboard's section registry, one entry per section of `DASHBOARD_SECTIONS` (packages/shared/permissions.ts,
 * which says who sees it and its label) and per User Management sub-section (`users/<sub>`): the module under
 * `features/` whose default export draws its body (`<area>/<folder>/<file>`, without `.tsx`), or `null` for a section
 * section-pages.tsx draws itself without a chunk. A section missing here fails the typecheck.
 *
 * section-pages.tsx loads these modules through its glob, which finds `features/<area>/admin/<name>-admin.tsx` (a
 * module elsewhere needs its path in that glob; `section-modules.test.ts` checks the two agree). The build's config
 * (apps/web/vite.config.ts) finds each one's chunk by its file name, so index.html's boot script can load the opened
 * section's code with the entry instead of after the dashboard's chunk has run (decision 043). Type imports only:
 * the config reads this file.
 */
export const SECTION_MODULES = {
  users: 'users/admin/users-admin',
  'users/registration-info': 'directory/admin/registration-admin',
  'users/institutions': 'directory/admin/directory-admin',
  'users/departments': 'directory/admin/directory-admin',
  'users/designations': 'directory/admin/directory-admin',
  'users/teams': 'directory/admin/directory-admin',
  events: 'events/admin/events-admin',
  'e-library': 'elibrary/admin/elibrary-admin',
  marketplace: 'marketplace/admin/marketplace-admin',
  'bus-schedule': 'schedules/admin/bus-schedule-admin',
  'prayer-schedule': 'schedules/admin/prayer-schedule-admin',
  listings: 'marketplace/listings/my-listings',
  'library-soon': null,
  activity: 'audit/admin/activity-admin',
  tasks: 'tasks/pages/task-management',
  'my-tasks': 'tasks/pages/my-tasks',
  'idea-review': 'ideas/components/idea-review',
} as const satisfies Record<DashboardSectionId | `users/${Exclude<UserSubsectionId, ''>}`, string | null>;

type Registry = typeof SECTION_MODULES;
/** The entries with a module of their own (a chunk). */
export type SectionModuleKey = { [K in keyof Registry]: Registry[K] extends string ? K : never }[keyof Registry];
/** The sections without one: section-pages.tsx draws each itself. */
export type StaticSectionId = Exclude<keyof Registry, SectionModuleKey>;
