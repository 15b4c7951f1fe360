import { MSG } from '@campus/shared/messages';
import { type DashboardSectionId, dashboardSectionsFor } from '@campus/shared/permissions';
import { BookOpen, LayoutDashboard, Trophy } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import type { PageStore } from '../../../app/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFallback } from '../../../components/ui/page-fallback';
import { PageShell } from '../../../components/ui/page-shell';
import { decodeToken, useSession } from '../../auth/use-session';
import { SectionNav } from '../components/section-nav';
import { dashboardPath, resolveDashboard, USER_SUBSECTIONS, type UserSubsectionId } from '../dashboard-sections';

/** Each section's chunk: lazy() renders it; `prefetch` starts the one a load of /dashboard opens on. */
const sectionPages = {
  users: () => import('../../users/admin/users-admin'),
  registration: () => import('../../directory/admin/registration-admin'),
  directory: () => import('../../directory/admin/directory-admin'),
  events: () => import('../../events/admin/events-admin'),
  elibrary: () => import('../../elibrary/admin/elibrary-admin'),
  marketplace: () => import('../../marketplace/admin/marketplace-admin'),
  listings: () => import('../../marketplace/listings/my-listings'),
  busSchedule: () => import('../../schedules/admin/bus-schedule-admin'),
  prayerSchedule: () => import('../../schedules/admin/prayer-schedule-admin'),
};
const UsersAdmin = lazy(sectionPages.users);
const RegistrationAdmin = lazy(sectionPages.registration);
const DirectoryAdmin = lazy(sectionPages.directory);
const EventsAdmin = lazy(sectionPages.events);
const ElibraryAdmin = lazy(sectionPages.elibrary);
const MarketplaceAdmin = lazy(sectionPages.marketplace);
const MyListings = lazy(sectionPages.listings);
const BusScheduleAdmin = lazy(sectionPages.busSchedule);
const PrayerScheduleAdmin = lazy(sectionPages.prayerSchedule);

function sectionPage(section: DashboardSectionId, sub: UserSubsectionId): (() => Promise<unknown>) | undefined {
  switch (section) {
    case 'users':
      return sub === ''
        ? sectionPages.users
        : sub === 'registration-info'
          ? sectionPages.registration
          : sectionPages.directory;
    case 'events':
      return sectionPages.events;
    case 'e-library':
      return sectionPages.elibrary;
    case 'marketplace':
      return sectionPages.marketplace;
    case 'bus-schedule':
      return sectionPages.busSchedule;
    case 'prayer-schedule':
      return sectionPages.prayerSchedule;
    case 'listings':
      return sectionPages.listings;
    case 'library-soon':
      return undefined;
  }
}

/**
 * Run by the router when this chunk arrives on a load of /dashboard/*: starts the chunk of the section the page
 * opens on (after the redirect of a bare /dashboard) now, instead of after the page and its redirect have rendered.
 */
export function prefetch(store: PageStore, pathname: string): void {
  const role = decodeToken(store.getState().auth.token).role;
  const splatOf = (path: string) => path.replace(/^\/dashboard\/?/, '');
  let where = resolveDashboard(role, splatOf(pathname));
  if (where.kind === 'redirect') where = resolveDashboard(role, splatOf(where.to));
  if (where.kind === 'section') sectionPage(where.section, where.sub)?.().catch(() => undefined);
}

function LibraryComingSoon() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <BookOpen aria-hidden size={40} className="text-brand-700" />
      <h3 className="text-xl font-bold text-slate-900">{MSG.eLibraryComingSoon}</h3>
      <p className="text-sm text-slate-600">{MSG.stayTuned}</p>
    </section>
  );
}

function UsersArea({ sub }: { sub: UserSubsectionId }) {
  const current = USER_SUBSECTIONS.find((s) => s.id === sub) ?? USER_SUBSECTIONS[0];
  const body: Record<UserSubsectionId, ReactNode> = {
    '': <UsersAdmin />,
    'registration-info': <RegistrationAdmin />,
    institutions: <DirectoryAdmin kind="institution" />,
    departments: <DirectoryAdmin kind="department" />,
    designations: <DirectoryAdmin kind="designation" />,
    teams: <DirectoryAdmin kind="team" />,
  };
  return (
    <div className="flex flex-col gap-4">
      <SectionNav
        label="User Management sections"
        variant="pills"
        links={USER_SUBSECTIONS.map((s) => ({ to: dashboardPath('users', s.id), label: s.label }))}
      />
      <h2 className="text-xl font-bold text-slate-900">{current.title}</h2>
      <Suspense fallback={<PageFallback />}>{body[current.id]}</Suspense>
    </div>
  );
}

function SectionBody({ section, sub }: { section: DashboardSectionId; sub: UserSubsectionId }) {
  switch (section) {
    case 'users':
      return <UsersArea sub={sub} />;
    case 'events':
      return <EventsAdmin />;
    case 'e-library':
      return <ElibraryAdmin />;
    case 'marketplace':
      return <MarketplaceAdmin />;
    case 'bus-schedule':
      return <BusScheduleAdmin />;
    case 'prayer-schedule':
      return <PrayerScheduleAdmin />;
    case 'listings':
      return <MyListings />;
    case 'library-soon':
      return <LibraryComingSoon />;
  }
}

function GuestRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    toast.info(MSG.pleaseSignIn, { id: 'please-sign-in' });
    navigate(paths.signIn, { replace: true, state: { from: pathname } });
  }, [navigate, pathname]);
  return (
    <div className="p-6">
      <EmptyState title={MSG.pleaseSignIn} />
    </div>
  );
}

function LeaderboardButton() {
  return (
    <Link
      to={paths.leaderboard}
      className="inline-flex h-[35px] items-center gap-2 rounded-lg bg-accent-400 px-3 text-sm font-semibold text-slate-900 hover:bg-accent-500"
    >
      <Trophy aria-hidden size={16} />
      Leaderboard
    </Link>
  );
}

/** /dashboard/*: the sections of SPEC §2 "Dashboard by role", read from the shared permissions table. */
export default function DashboardPage() {
  const { user } = useSession();
  const splat = useParams()['*'] ?? '';
  const where = resolveDashboard(user?.role, splat);

  if (where.kind === 'guest') return <GuestRedirect />;
  if (where.kind === 'redirect') return <Navigate to={where.to} replace />;

  const sections = dashboardSectionsFor(user?.role);
  const current = where.kind === 'section' ? sections.find((s) => s.id === where.section) : undefined;
  return (
    <PageShell title="Dashboard" actions={<LeaderboardButton />}>
      {where.kind === 'empty' ? (
        <EmptyState
          icon={<LayoutDashboard aria-hidden size={40} />}
          title="Nothing to manage here"
          hint="Your role has no dashboard tools. Home, the E-Library, the Marketplace and games work as usual."
          action={
            <Link to={paths.home} className="font-semibold text-brand-800 underline">
              Go to Home
            </Link>
          }
        />
      ) : (
        <div className="-mx-4 -mt-4 flex flex-col gap-4 md:-mx-6 md:-mt-6">
          <SectionNav
            label="Dashboard sections"
            links={sections.map((s) => ({ to: dashboardPath(s.id), label: s.label }))}
          />
          <div className="px-4 md:px-6">
            {where.section !== 'users' && current ? <h2 className="sr-only">{current.label}</h2> : null}
            <Suspense fallback={<PageFallback />}>
              <SectionBody section={where.section} sub={where.sub} />
            </Suspense>
          </div>
        </div>
      )}
    </PageShell>
  );
}
