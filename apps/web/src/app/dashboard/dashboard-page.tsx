import { dashboard } from '@campus/shared/i18n/en/dashboard';
import { msg } from '@campus/shared/i18n/en/msg';
import { sectionLabels } from '@campus/shared/i18n/en/section-labels';
import { dashboardSectionsFor } from '@campus/shared/permissions';
import { LayoutDashboard, Trophy } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageFallback } from '../../components/ui/page-fallback';
import { PageShell } from '../../components/ui/page-shell';
import { tr, useT } from '../../lib/i18n';
import { paths } from '../paths';
import { decodeToken, useSession } from '../session/use-session';
import type { PageStore } from '../store';
import { dashboardPath, resolveDashboard } from './dashboard-sections';
import { SectionNav } from './section-nav';
import { DASHBOARD_SECTION_PAGES } from './section-pages';

/**
 * Run by the router when this chunk arrives on a load of /dashboard/*: starts the chunk of the section the page
 * opens on (after the redirect of a bare /dashboard) now, instead of after the page and its redirect have rendered.
 * The first render waits for it (main.tsx), so the section renders at once instead of behind a skeleton (decision 040).
 */
export function prefetch(store: PageStore, pathname: string): Promise<unknown> | undefined {
  const role = decodeToken(store.getState().auth.token).role;
  const splatOf = (path: string) => path.replace(/^\/dashboard\/?/, '');
  let where = resolveDashboard(role, splatOf(pathname));
  if (where.kind === 'redirect') where = resolveDashboard(role, splatOf(where.to));
  if (where.kind !== 'section') return undefined;
  return DASHBOARD_SECTION_PAGES[where.section].load?.(where.sub).catch(() => undefined);
}

function GuestRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tm = useT(msg);
  useEffect(() => {
    // sonner loads with the toaster, after the first screen: a signed-in load of the dashboard does not carry it.
    void import('sonner').then(({ toast }) => toast.info(tr(msg, 'pleaseSignIn'), { id: 'please-sign-in' }));
    navigate(paths.signIn, { replace: true, state: { from: pathname } });
  }, [navigate, pathname]);
  return (
    <div className="p-6">
      <EmptyState title={tm('pleaseSignIn')} />
    </div>
  );
}

function LeaderboardButton() {
  const t = useT(dashboard);
  return (
    <Link
      to={paths.leaderboard}
      className="inline-flex h-[35px] items-center gap-2 rounded-lg bg-accent-400 px-3 text-sm font-semibold text-slate-900 hover:bg-accent-500"
    >
      <Trophy aria-hidden size={16} />
      {t('leaderboard')}
    </Link>
  );
}

/** /dashboard/*: the sections of product §2 "Dashboard by role", read from the shared permissions table. */
export default function DashboardPage() {
  const t = useT(dashboard);
  const ts = useT(sectionLabels);
  const { user } = useSession();
  const splat = useParams()['*'] ?? '';
  const where = resolveDashboard(user?.role, splat);

  if (where.kind === 'guest') return <GuestRedirect />;
  if (where.kind === 'redirect') return <Navigate to={where.to} replace />;

  const sections = dashboardSectionsFor(user?.role);
  const current = where.kind === 'section' ? sections.find((s) => s.id === where.section) : undefined;
  const SectionBody = where.kind === 'section' ? DASHBOARD_SECTION_PAGES[where.section].Component : null;
  return (
    <PageShell title={t('dashboard')} actions={<LeaderboardButton />}>
      {where.kind === 'empty' ? (
        <EmptyState
          icon={<LayoutDashboard aria-hidden size={40} />}
          title={t('nothingToManage')}
          hint={t('nothingToManageHint')}
          action={
            <Link to={paths.home} className="font-semibold text-brand-800 underline">
              {t('goToHome')}
            </Link>
          }
        />
      ) : (
        <div className="-mx-4 -mt-4 flex flex-col gap-4 md:-mx-6 md:-mt-6">
          <SectionNav
            label={t('sections')}
            links={sections.map((s) => ({ to: dashboardPath(s.id), label: ts(s.id) }))}
          />
          <div className="px-4 md:px-6">
            {where.section !== 'users' && current ? <h2 className="sr-only">{ts(current.id)}</h2> : null}
            <Suspense fallback={<PageFallback />}>{SectionBody ? <SectionBody sub={where.sub} /> : null}</Suspense>
          </div>
        </div>
      )}
    </PageShell>
  );
}
