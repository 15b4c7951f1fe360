import type { Role } from '@campus/shared/enums';
import type { dashboard } from '@campus/shared/i18n/en/dashboard';
import { type DashboardSectionId, dashboardSectionsFor } from '@campus/shared/permissions';

/**
 * User Management's sub-sections (product §2): each has its own URL under /dashboard/users; the link's and the
 * heading's texts are keys of the dashboard catalogue area.
 */
export const USER_SUBSECTIONS = [
  { id: '', labelKey: 'subUsers', titleKey: 'subUsersTitle' },
  { id: 'registration-info', labelKey: 'subRegistration', titleKey: 'subRegistrationTitle' },
  { id: 'institutions', labelKey: 'subInstitutions', titleKey: 'subInstitutionsTitle' },
  { id: 'departments', labelKey: 'subDepartments', titleKey: 'subDepartmentsTitle' },
  { id: 'designations', labelKey: 'subDesignations', titleKey: 'subDesignationsTitle' },
  { id: 'teams', labelKey: 'subTeams', titleKey: 'subTeamsTitle' },
] as const satisfies readonly {
  id: string;
  labelKey: keyof typeof dashboard.en;
  titleKey: keyof typeof dashboard.en;
}[];

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
