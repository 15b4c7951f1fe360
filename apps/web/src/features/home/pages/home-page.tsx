import { home as text } from '@campus/shared/i18n/en/home';
import {
  BusFront,
  CalendarRange,
  Code,
  Gamepad2,
  Headphones,
  MoonStar,
  RefreshCw,
  School,
  Sparkles,
  Trophy,
  Users,
  WifiOff,
} from 'lucide-react';
import { memo, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { NextEventTicket, WeekTopThree } from '../../../app/feature-slots';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/use-session';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { useT } from '../../../lib/i18n';
import { dhakaClock } from '../../../lib/schedule-times';
import { useFormat } from '../../../lib/use-format';
import { useNow } from '../../../lib/use-now';
import { NextBusesCard, NextPrayerCard } from '../components/at-a-glance';
import { BannerCarousel } from '../components/banner-carousel';
import { EventCard, PodcastRow } from '../components/event-cards';
import { HomeSkeleton } from '../components/home-skeleton';

import { PeopleStrip } from '../components/people-strip';
import { RegistrationCta } from '../components/registration-cta';
import { HomeSection, SectionEmpty } from '../components/section';
import { columnsWithoutOrphan, MD_COLS, XL_COLS } from '../grid-columns';
import { useHomeQuery } from '../home-api';
import { type HomeState, hasHomeContent } from '../home-slice';

const QUICK_LINKS = [
  { to: paths.busSchedule, key: 'bus', icon: BusFront },
  { to: paths.prayerSchedule, key: 'prayer', icon: MoonStar },
  { to: paths.games, key: 'games', icon: Gamepad2 },
  { to: paths.leaderboard, key: 'leaderboard', icon: Trophy },
] as const;

function greeting(now: Date) {
  const hour = Math.floor(dhakaClock(now).minutes / 60);
  if (hour < 5) return 'goodNight';
  if (hour < 12) return 'goodMorning';
  if (hour < 17) return 'goodAfternoon';
  return 'goodEvening';
}

function Header({ now }: { now: Date }) {
  const fullName = useAppSelector((state) => state.profile.profileData?.fullName);
  const firstName = fullName?.replace(/^(Dr|Md|Mohammad|Muhammad)\.?\s+/i, '').split(/\s+/)[0];
  const t = useT(text);
  const f = useFormat();
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={now.toISOString()}>{f.date(now, 'EEEE, d MMMM')}</time>
        </p>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          {t(greeting(now))}
          {firstName ? (
            <>
              , <span className="text-brand-700">{firstName}</span>
            </>
          ) : (
            '!'
          )}
        </h1>
      </div>
      <nav aria-label={t('quickLinks')}>
        <ul className="grid grid-cols-4 gap-2 md:flex">
          {QUICK_LINKS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex flex-col items-center gap-1 rounded-2xl bg-white px-1 py-2.5 text-[11px] font-bold leading-tight tracking-tight text-slate-700 shadow-sm ring-1 ring-slate-200 transition hover:text-brand-800 hover:ring-brand-600 md:flex-row md:px-4 md:text-sm"
              >
                <Icon aria-hidden size={20} className="text-brand-700" />
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** Everything below the header; memoized so a store update that does not change what is shown renders nothing. */
const HomeContent = memo(function HomeContent({
  home,
  now,
  isSignedIn,
  offline,
}: {
  home: HomeState;
  now: Date;
  isSignedIn: boolean;
  offline: boolean;
}) {
  const openWindow = home.registrationInfo.find((w) => w.isOpenNow);
  const t = useT(text);
  return (
    <>
      {offline ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-slate-800 px-4 py-2.5 text-sm font-medium text-white"
        >
          <WifiOff aria-hidden size={16} /> {t('offlineSaved')}
        </p>
      ) : null}

      {home.topBannerEvents.length > 0 ? (
        <BannerCarousel events={home.topBannerEvents} />
      ) : (
        <SectionEmpty>{t('noTopStories')}</SectionEmpty>
      )}

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <NextPrayerCard schedule={home.prayerSchedule} now={now} />
        <NextBusesCard schedule={home.busSchedule} now={now} />
      </div>

      {!isSignedIn && openWindow ? <RegistrationCta window={openWindow} /> : null}

      <AfterFirstPaint>
        {isSignedIn ? (
          <Suspense fallback={null}>
            <NextEventTicket />
          </Suspense>
        ) : null}
        <HomeSection id="campus" title={t('campus')} icon={<School aria-hidden size={20} />}>
          {home.campusEvents.length > 0 ? (
            <ul
              className={`-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:overflow-visible md:px-0 ${MD_COLS[columnsWithoutOrphan(home.campusEvents.length, [3, 2, 4])]} ${XL_COLS[columnsWithoutOrphan(home.campusEvents.length, [4, 3, 5])]}`}
            >
              {home.campusEvents.map((event) => (
                <li key={event.id} className="w-64 shrink-0 snap-start md:w-auto">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <SectionEmpty>{t('noCampusNews')}</SectionEmpty>
          )}
        </HomeSection>

        <HomeSection id="podcasts" title={t('podcasts')} icon={<Headphones aria-hidden size={20} />}>
          {home.podcasts.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {home.podcasts.map((event) => (
                <li key={event.id}>
                  <PodcastRow event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <SectionEmpty>{t('noPodcasts')}</SectionEmpty>
          )}
        </HomeSection>

        <HomeSection id="events" title={t('eventsAndArticles')} icon={<CalendarRange aria-hidden size={20} />}>
          {home.allEvents.length > 0 ? (
            <ul
              className={`grid grid-cols-2 gap-3 ${MD_COLS[columnsWithoutOrphan(home.allEvents.length, [3, 4, 2])]} ${XL_COLS[columnsWithoutOrphan(home.allEvents.length, [4, 3, 5])]}`}
            >
              {home.allEvents.map((event, i) => (
                // Two columns on a phone: with an odd count the first story leads at full width, so the last
                // row never holds a single card (desktop counts choose their columns, grid-columns.ts).
                <li key={event.id} className={i === 0 && home.allEvents.length % 2 ? 'col-span-2 md:col-span-1' : ''}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <SectionEmpty>{t('noEvents')}</SectionEmpty>
          )}
        </HomeSection>

        <HomeSection id="mentors" title={t('mentors')} icon={<Sparkles aria-hidden size={20} />}>
          <PeopleStrip label={t('mentors')} people={home.mentors} empty={t('mentorsEmpty')} />
        </HomeSection>
        <HomeSection id="top-bodies" title={t('topBodies')} icon={<Users aria-hidden size={20} />}>
          <PeopleStrip label={t('topBodies')} people={home.topBodies} empty={t('topBodiesEmpty')} />
        </HomeSection>
        <HomeSection id="developers" title={t('developers')} icon={<Code aria-hidden size={20} />}>
          <PeopleStrip label={t('developers')} people={home.developers} empty={t('developersEmpty')} />
        </HomeSection>
        <Suspense fallback={null}>
          <WeekTopThree />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
});

/** Home: what a student opens the app for. Persisted in `home` so a returning student sees it before the network answers. */
export default function HomePage() {
  const { isSignedIn } = useSession();
  const { data, isLoading, isError, error, refetch, isFetching } = useHomeQuery();
  const fresh = data?.data;
  // The copy saved on this device is read only while there is no fresh answer, so storing that answer
  // (home-api's onQueryStarted) does not render Home a second time.
  const stored = useAppSelector((s) => (fresh ? undefined : s.home));
  const now = useNow();
  const t = useT(text);

  const home: HomeState = fresh ?? (stored as HomeState);
  // Home is the app's largest render: when the answer arrives, React builds it in interruptible slices (the skeleton
  // or the stored copy stays until it is ready) instead of one long task. The first render needs no such help: it
  // runs in a transition already (main.tsx), and shows what is there at once, the stored copy or an answer that came
  // in before the code (the boot request), rather than a skeleton first and the same content one render later.
  const shown = useDeferredValue(home);
  const hasContent = hasHomeContent(shown);

  let body: React.ReactNode;
  if (!hasContent && (isLoading || (isFetching && !isError) || shown !== home)) {
    body = <HomeSkeleton />;
  } else if (!hasContent && isOfflineError(error)) {
    body = <OfflineState />;
  } else if (!hasContent && isError) {
    body = (
      <EmptyState
        icon={<WifiOff aria-hidden size={40} />}
        title={t('homeFailed')}
        hint={errorMessage(error)}
        action={
          <Button onClick={() => void refetch()} icon={<RefreshCw aria-hidden size={16} />}>
            {t('tryAgain')}
          </Button>
        }
      />
    );
  } else {
    body = <HomeContent home={shown} now={now} isSignedIn={isSignedIn} offline={isError} />;
  }

  return (
    <div className="flex flex-col gap-6 px-4 py-5 md:gap-8 md:px-8 md:py-8">
      <Header now={now} />
      {body}
    </div>
  );
}
