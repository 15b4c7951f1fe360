import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import { DASHBOARD_SECTIONS, type DashboardSectionId } from '@campus/shared/permissions';
import { BookOpen } from 'lucide-react';
import { type ComponentType, Suspense } from 'react';
import { PageFallback } from '../../components/ui/page-fallback';
import { useT } from '../../lib/i18n';
import { type LazyPage, lazyPage } from '../lazy-page';
import type { DirectoryKind } from '../lookups-api';
import { dashboardPath, USER_SUBSECTIONS, type UserSubsectionId } from './dashboard-sections';
import { SECTION_MODULES, type SectionModuleKey, type StaticSectionId } from './section-modules';
import { SectionNav } from './section-nav';

/**
 * What each dashboard section shows, one entry per section of `DASHBOARD_SECTIONS` (packages/shared/permissions.ts,
 * which says who sees it and its label), built from the registry of their modules (section-modules.ts). `load` starts
 * the section's chunk early (the dashboard's `prefetch`, which the first render waits for); `Component` renders it,
 * at once when that chunk has arrived (decision 040).
 */
export interface SectionPage {
  load?(sub: UserSubsectionId): Promise<unknown>;
  Component: ComponentType<{ sub: UserSubsectionId }>;
}

type SectionModule = { default: ComponentType };

/**
 * The loader of each section module, by its path under `features/` as section-modules.ts names it. Each is its own
 * chunk, named by its file: a file matched here that no section names would be a chunk of its own too, so
 * `section-modules.test.ts` checks that the two agree. A section module outside `<area>/admin/*-admin.tsx` is added here.
 */
export const SECTION_LOADERS = Object.fromEntries(
  Object.entries(
    import.meta.glob<SectionModule>([
      '../../features/*/admin/*-admin.tsx',
      '../../features/marketplace/listings/my-listings.tsx',
      '../../features/tasks/pages/{task-management,my-tasks}.tsx',
      '../../features/ideas/components/idea-review.tsx',
    ]),
  ).map(([file, load]) => [file.replace(/^\.\.\/\.\.\/features\/|\.tsx$/g, ''), load]),
);

/** The loader of a registry entry's module. */
function loaderOf(key: SectionModuleKey): () => Promise<SectionModule> {
  const load = SECTION_LOADERS[SECTION_MODULES[key]];
  if (!load)
    throw new Error(
      `No dashboard section module features/${SECTION_MODULES[key]}.tsx (for ${key}): add its path to SECTION_LOADERS' glob`,
    );
  return load;
}

/** A section whose body is one component, rendered at once when its chunk has arrived (app/lazy-page.tsx). */
function lazySection(load: () => Promise<SectionModule>): SectionPage {
  const body = lazyPage(load);
  return { load: body.load, Component: () => <body.Component /> };
}

/** One directory table (Institution, Department, Designation or Team): one chunk, shown for the given kind. */
function directoryTable(key: SectionModuleKey, kind: DirectoryKind) {
  // The directory module's default takes the table's kind.
  const load = loaderOf(key) as () => Promise<{ default: ComponentType<{ kind: DirectoryKind }> }>;
  return lazyPage(() =>
    load().then(({ default: DirectoryAdmin }) => ({ default: () => <DirectoryAdmin kind={kind} /> })),
  );
}

/** The body of each User Management sub-section. */
const USERS_BODIES: Record<UserSubsectionId, LazyPage<{ default: ComponentType }>> = {
  '': lazyPage(loaderOf('users')),
  'registration-info': lazyPage(loaderOf('users/registration-info')),
  institutions: directoryTable('users/institutions', 'institution'),
  departments: directoryTable('users/departments', 'department'),
  designations: directoryTable('users/designations', 'designation'),
  teams: directoryTable('users/teams', 'team'),
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

/** The sections drawn here, not by their module alone: User Management (its sub-sections) and those without one. */
const OWN_PAGES: Record<'users' | StaticSectionId, SectionPage> = {
  users: {
    load: (sub) => USERS_BODIES[sub].load(),
    Component: UsersArea,
  },
  'library-soon': { Component: LibraryComingSoon },
};

const isOwnPage = (id: DashboardSectionId): id is keyof typeof OWN_PAGES => Object.hasOwn(OWN_PAGES, id);

export const DASHBOARD_SECTION_PAGES = Object.fromEntries(
  DASHBOARD_SECTIONS.map(({ id }) => [id, isOwnPage(id) ? OWN_PAGES[id] : lazySection(loaderOf(id))]),
) as Record<DashboardSectionId, SectionPage>;
