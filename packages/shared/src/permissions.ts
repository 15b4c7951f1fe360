import type { Role } from './enums';

/**
 * The ONE role → capability table (architecture §7). The server guards and the
 * dashboard both read it, so a role sees exactly the sections it may use.
 */
export const CAPABILITIES = {
  manageUsers: ['ADMIN'],
  manageDirectory: ['ADMIN'],
  manageRegistration: ['ADMIN'],
  manageEvents: ['ADMIN'],
  manageLibrary: ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR'],
  manageMarketplace: ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR'],
  /** Deleting a marketplace or E-Library category (refused while items use it). */
  deleteCategories: ['ADMIN'],
  editBusSchedule: ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR', 'BUS'],
  editPrayerSchedule: ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR', 'PRAYER'],
  ownListings: ['CITIZEN', 'MEMBER'],
  // operations (#22)
  viewAudit: ['ADMIN'],
  // events RSVP (issue 19): check-in and attendee lists of any event (an event's host may too, checked in the service)
  checkInEvents: ['ADMIN', 'TOP_TEN', 'TEAM_HEAD', 'MENTOR'],
  // tasks: heads manage their own team's tasks (the service checks the team); every member sees their own
  manageTasks: ['ADMIN', 'TEAM_HEAD'],
  ownTasks: ['ADMIN', 'MENTOR', 'TOP_TEN', 'TEAM_HEAD', 'CITIZEN', 'MEMBER', 'BUS', 'PRAYER', 'DEVELOPER'],
  // leaderboard and business ideas
  adjustPoints: ['ADMIN'],
  reviewIdeas: ['ADMIN', 'TOP_TEN', 'MENTOR'],
  manageIdeaCategories: ['ADMIN'],
  /** Any idea, in any status (an author deletes their own only while SUBMITTED). */
  deleteAnyIdea: ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Who may call a route: anyone, any signed-in (non-disabled) user, or holders of a capability. */
export type Access = 'public' | 'signedIn' | Capability;

export function can(role: Role | '' | null | undefined, capability: Capability): boolean {
  if (!role) return false;
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

export function canAccess(role: Role | '' | null | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'signedIn') return true;
  return can(role, access);
}

/** Dashboard sections, in display order; each is shown when the role holds its capability. */
export const DASHBOARD_SECTIONS = [
  { id: 'users', label: 'User Management', capability: 'manageUsers' },
  { id: 'events', label: 'Event Management', capability: 'manageEvents' },
  { id: 'e-library', label: 'E-Library Management', capability: 'manageLibrary' },
  { id: 'marketplace', label: 'Marketplace Management', capability: 'manageMarketplace' },
  { id: 'bus-schedule', label: 'Bus Schedule', capability: 'editBusSchedule' },
  { id: 'prayer-schedule', label: 'Prayer Schedule', capability: 'editPrayerSchedule' },
  { id: 'listings', label: 'Marketplace', capability: 'ownListings' },
  { id: 'library-soon', label: 'E-Library', capability: 'ownListings' },
  // operations (#22)
  { id: 'activity', label: 'Activity', capability: 'viewAudit' },
  // tasks
  { id: 'tasks', label: 'Task Management', capability: 'manageTasks' },
  { id: 'my-tasks', label: 'My tasks', capability: 'ownTasks' },
  // business ideas
  { id: 'idea-review', label: 'Business Ideas', capability: 'reviewIdeas' },
] as const satisfies readonly { id: string; label: string; capability: Capability }[];

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

export function dashboardSectionsFor(role: Role | '' | null | undefined) {
  return DASHBOARD_SECTIONS.filter((section) => can(role, section.capability));
}
