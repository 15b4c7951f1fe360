import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import type { DashboardSectionId } from '@campus/shared/permissions';
import { BookOpen } from 'lucide-react';
import { type ComponentType, Suspense } from 'react';
import { PageFallback } from '../../components/ui/page-fallback';
import { useT } from '../../lib/i18n';
import { type LazyPage, lazyPage } from '../lazy-page';
import type { DirectoryKind } from '../lookups-api';
import { dashboardPath, USER_SUBSECTIONS, type UserSubsectionId } from './dashboard-sections';
import { SectionNav } from './section-nav';

/**
 * What each dashboard section shows, one entry per section of `DASHBOARD_SECTIONS` (packages/shared/permissions.ts,
 * which says who sees it and its label). `load` starts the section's chunk early (the dashboard's `prefetch`, which
 * the first render waits for); `Component` renders it, at once when that chunk has arrived (decision 040). A section
 * missing here fails the typecheck.
 */
export interface SectionPage {
  load?(sub: UserSubsectionId): Promise<unknown>;
  Component: ComponentType<{ sub: UserSubsectionId }>;
}

/** A section whose body is one component, rendered at once when its chunk has arrived (app/lazy-page.tsx). */
function lazySection(load: () => Promise<{ default: ComponentType }>): SectionPage {
  const body = lazyPage(load);
  return { load: body.load, Component: () => <body.Component /> };
}

/** One directory table (Institution, Department, Designation or Team): one chunk, shown for the given kind. */
const directoryTable = (kind: DirectoryKind) =>
  lazyPage(() =>
    import('../../features/directory/admin/directory-admin').then(({ default: DirectoryAdmin }) => ({
      default: () => <DirectoryAdmin kind={kind} />,
    })),
  );

/** The body of each User Management sub-section. */
const USERS_BODIES: Record<UserSubsectionId, LazyPage<{ default: ComponentType }>> = {
  '': lazyPage(() => import('../../features/users/admin/users-admin')),
  'registration-info': lazyPage(() => import('../../features/directory/admin/registration-admin')),
  institutions: directoryTable('institution'),
  departments: directoryTable('department'),
  designations: directoryTable('designation'),
  teams: directoryTable('team'),
};

/** User Management and its sub-sections (Registration Info, Institution, Department, Designation, Team). */
function UsersArea({ sub }: { sub: UserSubsectionId }) {
  const t = useT(dashboard);
  const current = USER_SUBSECTIONS.find((s) => s.id === sub) ?? USER_SUBSECTIONS[0];
  const Body = USERS_BODIES[current.id].Component;
  return (
    <div className="flex flex-col gap-4">
      <SectionNav
        label={t('userSections')}
        variant="pills"
        links={USER_SUBSECTIONS.map((s) => ({ to: dashboardPath('users', s.id), label: t(s.labelKey) }))}
      />
      <h2 className="text-xl font-bold text-slate-900">{t(current.titleKey)}</h2>
      <Suspense fallback={<PageFallback />}>
        <Body />
      </Suspense>
    </div>
  );
}

function LibraryComingSoon() {
  const tm = useT(msg);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <BookOpen aria-hidden size={40} className="text-brand-700" />
      <h3 className="text-xl font-bold text-slate-900">{tm('eLibraryComingSoon')}</h3>
      <p className="text-sm text-slate-600">{tm('stayTuned')}</p>
    </section>
  );
}

export const DASHBOARD_SECTION_PAGES: Record<DashboardSectionId, SectionPage> = {
  users: {
    load: (sub) => USERS_BODIES[sub].load(),
    Component: UsersArea,
  },
  events: lazySection(() => import('../../features/events/admin/events-admin')),
  'e-library': lazySection(() => import('../../features/elibrary/admin/elibrary-admin')),
  marketplace: lazySection(() => import('../../features/marketplace/admin/marketplace-admin')),
  'bus-schedule': lazySection(() => import('../../features/schedules/admin/bus-schedule-admin')),
  'prayer-schedule': lazySection(() => import('../../features/schedules/admin/prayer-schedule-admin')),
  listings: lazySection(() => import('../../features/marketplace/listings/my-listings')),
  'library-soon': { Component: LibraryComingSoon },
  activity: lazySection(() => import('../../features/audit/admin/activity-admin')),
  tasks: lazySection(() => import('../../features/tasks/pages/task-management')),
  'my-tasks': lazySection(() => import('../../features/tasks/pages/my-tasks')),
  'idea-review': lazySection(() =>
    import('../../features/ideas/components/idea-review').then((m) => ({ default: m.default })),
  ),
};
