import { common } from '@campus/shared/i18n/en/common';
import { events } from '@campus/shared/i18n/en/events';
import { msg } from '@campus/shared/i18n/en/msg';
import type { EventItem, EventWithRsvp, TEventCard } from '@campus/shared/schemas/events';
import { Ban, CalendarDays, Clock, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { CoverImage } from '../../../components/ui/cover-image';
import { LinkifiedText } from '../../../components/ui/linkified-text';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDhaka } from '../../../lib/dates';
import { showsEventDetails } from '../../../lib/event-display';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';

// Its own chunk: Home's cards import this file for the type labels, and Home's first script stays small.
const RsvpBar = lazy(() => import('./rsvp-bar').then((m) => ({ default: m.RsvpBar })));

const dhakaDay = (iso: string) => formatDhaka(iso, 'yyyy-MM-dd');

/** product §2.9 "Event preview": title, cover, Last Update, subtitle, description, Written by, Event Details, canceled banner, Guests. */
export function EventPreview({
  event,
  restFailed,
  headingLevel = 1,
  withRsvp = false,
}: {
  /** The whole event, or Home's card (no description or guests yet) while the news page fetches the rest. */
  event: EventItem | TEventCard;
  /** Shown in place of the description when the card's rest could not be fetched. */
  restFailed?: string;
  headingLevel?: 1 | 2;
  /** The RSVP bar (issue 19): on the news page, not in admin previews. */
  withRsvp?: boolean;
}) {
  const t = useT(events);
  const tc = useT(common);
  const tm = useT(msg);
  const f = useFormat();
  const location = (event as Partial<EventWithRsvp>).location;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const endsOnAnotherDay = dhakaDay(event.startTime) !== dhakaDay(event.endTime);
  const hostName = event.host?.fullName ?? t('campusCommunity');
  const description = 'description' in event ? event.description : undefined;
  const guests = 'guests' in event ? event.guests : [];

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-3">
        <span className="w-fit rounded-full bg-brand-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-900">
          {tc('eventType', event.type)}
        </span>
        <Title className="text-2xl font-extrabold leading-tight text-slate-900 md:text-4xl">{event.title}</Title>
      </header>

      {/* The 4:3 box of product §9's event cover on every screen, and contain: a poster is never cut. */}
      <span className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-200 text-slate-500 shadow-sm">
        <CoverImage src={event.coverPic} alt={event.title} className="h-full w-full object-contain" />
      </span>

      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Clock aria-hidden size={16} />
        {tm('lastUpdate')}: <time dateTime={event.updatedAt}>{f.date(event.updatedAt)}</time>
      </p>

      {event.isCancel ? (
        <div
          role="note"
          className="flex items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 font-semibold text-rose-800"
        >
          <Ban aria-hidden size={20} className="shrink-0" />
          {tm('eventCanceled')}
        </div>
      ) : null}

      <p className="text-lg font-medium leading-relaxed text-slate-700 md:text-xl">{event.subtitle}</p>

      {description !== undefined ? (
        <LinkifiedText text={description} className="text-base leading-relaxed text-slate-800" />
      ) : restFailed ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {restFailed}
        </p>
      ) : (
        <LoadingRegion label={t('loadingStory')}>
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        </LoadingRegion>
      )}

      <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Avatar src={event.host?.profilePic} name={hostName} size={44} />
        <p className="text-sm text-slate-600">
          {tm('writtenBy')} <span className="block text-base font-semibold text-slate-900">{hostName}</span>
        </p>
      </div>

      {showsEventDetails(event.type) ? (
        <section
          aria-labelledby={`details-${event.id}`}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <Section id={`details-${event.id}`} className="mb-3 text-lg font-bold text-slate-900">
            {tm('eventDetails')}
          </Section>
          <dl className="grid gap-2 text-sm">
            <div className="flex items-start gap-2">
              <CalendarDays aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
              <dt className="w-20 shrink-0 font-semibold text-slate-700">{t('date')}</dt>
              <dd className="text-slate-900">
                <time dateTime={event.startTime}>{f.date(event.startTime, 'EEE, d MMM yyyy, h:mm a')}</time>
                {endsOnAnotherDay ? null : (
                  <>
                    {' – '}
                    <time dateTime={event.endTime}>{f.date(event.endTime, 'h:mm a')}</time>
                  </>
                )}
              </dd>
            </div>
            {endsOnAnotherDay ? (
              <div className="flex items-start gap-2">
                <CalendarDays aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
                <dt className="w-20 shrink-0 font-semibold text-slate-700">{t('endDate')}</dt>
                <dd className="text-slate-900">
                  <time dateTime={event.endTime}>{f.date(event.endTime, 'EEE, d MMM yyyy, h:mm a')}</time>
                </dd>
              </div>
            ) : null}
            {location ? (
              <div className="flex items-start gap-2">
                <MapPin aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
                <dt className="w-20 shrink-0 font-semibold text-slate-700">{t('place')}</dt>
                <dd className="text-slate-900">{location}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {withRsvp ? (
        <Suspense fallback={<Skeleton className="h-28 w-full rounded-2xl" />}>
          <RsvpBar eventId={event.id} rsvpEnabled={Boolean((event as Partial<EventWithRsvp>).rsvpEnabled)} />
        </Suspense>
      ) : null}

      {guests.length > 0 ? (
        <section aria-labelledby={`guests-${event.id}`}>
          <Section id={`guests-${event.id}`} className="mb-3 text-lg font-bold text-slate-900">
            {t('guests')}
          </Section>
          <ul className="grid gap-3 sm:grid-cols-2">
            {guests.map((guest, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: guests have no id and may share a name
                key={i}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
              >
                <Avatar src={guest.profilePic} name={guest.name} size={48} />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{guest.name}</p>
                  {guest.description ? <p className="text-sm text-slate-600">{guest.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
