import type { Role } from '@campus/shared/enums';
import { type DashboardSectionId, dashboardSectionsFor } from '@campus/shared/permissions';

/** User Management's sub-sections (product §2): each has its own URL under /dashboard/users. */
export const USER_SUBSECTIONS = [
  { id: '', label: 'Users', title: 'User Management' },
  { id: 'registration-info', label: 'Registration Info', title: 'Registration Management' },
  { id: 'institutions', label: 'Institution', title: 'All Institutions' },
  { id: 'departments', label: 'Department', title: 'All Departments' },
  { id: 'designations', label: 'Designation', title: 'All Designations' },
  { id: 'teams', label: 'Team', title: 'All Teams' },
] as const;
export type UserSubsectionId = (typeof USER_SUBSECTIONS)[number]['id'];

export const dashboardPath = (section: DashboardSectionId, sub = '') => `/dashboard/${section}${sub ? `/${sub}` : ''}`;

export type DashboardLocation =
  | { kind: 'guest' }
  | { kind: 'empty' }
  | { kind: 'redirect'; to: string }
  | { kind: 'section'; section: DashboardSectionId; sub: UserSubsectionId };

/**
 * Where /dashboard/<splat> lands for a role: its own section, or the role's first section when the link names
 * a section the role does not have (a shared link still opens a dashboard), or nothing for a role without any.
 */
export function resolveDashboard(role: Role | '' | null | undefined, splat: string): DashboardLocation {
  if (!role) return { kind: 'guest' };
  const sections = dashboardSectionsFor(role);
  if (!sections.length) return { kind: 'empty' };
  const [sectionId = '', subId = '', ...rest] = splat.split('/').filter(Boolean);
  const section = sections.find((s) => s.id === sectionId);
  if (!section) return { kind: 'redirect', to: dashboardPath(sections[0].id) };
  if (section.id === 'users') {
    const sub = USER_SUBSECTIONS.find((s) => s.id === subId);
    if (!sub || rest.length) return { kind: 'redirect', to: dashboardPath('users') };
    return { kind: 'section', section: section.id, sub: sub.id };
  }
  if (subId) return { kind: 'redirect', to: dashboardPath(section.id) };
  return { kind: 'section', section: section.id, sub: '' };
}
