import { DEFAULT_DEPARTMENT_NAME, DEFAULT_INSTITUTE_NAME } from '@campus/shared/constants';
import { common } from '@campus/shared/i18n/en/common';
import { msg } from '@campus/shared/i18n/en/msg';
import { profile as profileText } from '@campus/shared/i18n/en/profile';
import { Bell, Building2, GraduationCap, LogIn, LogOut, Phone, Users } from 'lucide-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { LeaderboardVisibility, MyIdeas, MyTickets } from '../../../app/feature-slots';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { PushSettings } from '../../../app/push/push-settings';
import { useSession } from '../../../app/session/use-session';
import type { SignInState } from '../../../app/session/use-sign-out';
import { useSignOut } from '../../../app/session/use-sign-out';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover-image';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useProfileQuery, useUpdateProfileMutation } from '../profile-api';
import { SignOutEverywhere } from '../sign-out-everywhere';

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-2.5">
      <dt className="flex w-36 shrink-0 items-center gap-3 text-sm text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const { isSignedIn, user } = useSession();
  const navigate = useNavigate();
  const stored = useAppSelector((s) => s.profile.profileData);
  const { data, isLoading } = useProfileQuery(null, { skip: !isSignedIn });
  const { signOut, isLoading: signingOut } = useSignOut();
  const [updateProfile] = useUpdateProfileMutation();
  const tc = useT(common);
  const t = useT(profileText);
  const tm = useT(msg);
  const f = useFormat();

  const fresh = data?.data;
  useEffect(() => {
    // Signed out: the last answer may still be on screen for a render.
    if (!fresh || !isSignedIn) return;
    // product §2.10: if the role has changed since the token was issued, the user is logged out.
    if (user && fresh.role !== user.role) {
      const state: SignInState = { reason: 'role-changed' };
      void signOut({ quiet: true }).then(() => navigate(paths.signIn, { replace: true, state }));
    }
  }, [fresh, isSignedIn, user, signOut, navigate]);

  const profile = isSignedIn ? (fresh ?? stored) : null;

  if (isSignedIn && isLoading && !profile) {
    return (
      <div role="status" aria-label={t('loadingProfile')} className="space-y-4 p-4 md:p-8">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  const name = profile?.fullName ?? t('guest');
  return (
    <div className="mx-auto max-w-3xl pb-8">
      <section aria-label={t('profile')} className="relative">
        <div className="h-44 w-full overflow-hidden bg-gradient-to-br from-brand-700 to-brand-900 md:mt-6 md:h-56 md:rounded-2xl">
          {profile?.coverPic ? (
            <CoverImage src={profile.coverPic} alt={t('cover')} className="h-full w-full object-cover" />
          ) : null}
        </div>
        <div className="-mt-14 flex flex-col items-center px-4 text-center">
          <Avatar src={profile?.profilePic} name={name} size={112} className="ring-4" />
          <h1 className="mt-3 text-2xl font-extrabold text-slate-900">{profile?.fullName ?? tm('guestUser')}</h1>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold tracking-wide text-brand-900">
              {profile?.role ?? tm('guestUser')}
            </span>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900">
              {profile?.status ?? tm('unregistered')}
            </span>
          </div>
        </div>
      </section>

      <div className="mt-6 flex min-w-0 flex-col gap-4 px-4">
        <dl className="divide-y divide-slate-100 rounded-2xl bg-white px-4 py-1 shadow-sm ring-1 ring-slate-200">
          <Row
            icon={<Phone aria-hidden size={18} />}
            label={t('contact')}
            value={profile?.contactNo ? f.digits(profile.contactNo) : '—'}
          />
          <Row
            icon={<Building2 aria-hidden size={18} />}
            label={t('institute')}
            value={profile?.instituteName?.name ?? DEFAULT_INSTITUTE_NAME}
          />
          <Row
            icon={<GraduationCap aria-hidden size={18} />}
            label={t('department')}
            value={profile?.deptName?.name ?? DEFAULT_DEPARTMENT_NAME}
          />
          <Row
            icon={<GraduationCap aria-hidden size={18} />}
            label={t('session')}
            value={profile?.session ? f.digits(profile.session) : '—'}
          />
          <Row
            icon={<Users aria-hidden size={18} />}
            label={t('team')}
            value={
              profile?.teamId ? `#${f.digits(profile.teamId)}${profile.team ? ` · ${profile.team.name}` : ''}` : '—'
            }
          />
        </dl>

        <div className="flex flex-col gap-3 md:flex-row">
          {isSignedIn ? (
            <>
              <Link
                to={paths.notifications}
                className="inline-flex h-[35px] items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
              >
                <Bell aria-hidden size={16} /> {t('notifications')}
              </Link>
              <Button
                variant="danger"
                isLoading={signingOut}
                onClick={() => void signOut()}
                icon={<LogOut aria-hidden size={16} />}
              >
                {t('signOut')}
              </Button>
              <SignOutEverywhere />
            </>
          ) : (
            <Button onClick={() => navigate(paths.signIn)} icon={<LogIn aria-hidden size={16} />}>
              {t('signIn')}
            </Button>
          )}
        </div>

        {isSignedIn && user ? (
          <Suspense fallback={null}>
            <MyTickets userId={user.id} />
          </Suspense>
        ) : null}

        <section aria-labelledby="language" className="flex items-center justify-between gap-3">
          <h2 id="language" className="text-lg font-bold text-slate-900">
            {tc('language')}
          </h2>
          <LanguageSwitch onChange={isSignedIn ? (language) => void updateProfile({ language }) : undefined} />
        </section>

        {isSignedIn ? (
          <div>
            <PushSettings />
          </div>
        ) : null}

        {isSignedIn ? (
          <Suspense fallback={null}>
            <LeaderboardVisibility />
          </Suspense>
        ) : null}

        <section aria-labelledby="ideas">
          <h2 id="ideas" className="mb-3 text-lg font-bold text-slate-900">
            {t('businessIdeas')}
          </h2>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <MyIdeas userId={user?.id ?? null} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
