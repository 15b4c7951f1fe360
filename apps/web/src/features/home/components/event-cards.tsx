import { common } from '@campus/shared/i18n/en/common';
import { home as text } from '@campus/shared/i18n/en/home';
import { rsvpSummary } from '@campus/shared/rsvp-format';
import type { TEventCard } from '@campus/shared/schemas/events';
import { Ban, CalendarDays, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { CoverImage } from '../../../components/ui/cover-image';
import { showsEventDetails } from '../../../lib/event-display';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';

/** Links to the news page, handing the card over so its heading shows at once (product §2.9, decision 056). */
export function NewsLink({
  event,
  className,
  children,
}: {
  event: TEventCard;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link to={paths.news(event.id)} state={{ item: event }} className={className}>
      {children}
    </Link>
  );
}

/** When it happens for events and podcasts; when it was posted for articles and campus news. */
export function eventWhen(
  event: TEventCard,
  date: ReturnType<typeof useFormat>['date'],
): { label: string; iso: string } {
  return showsEventDetails(event.type)
    ? { label: date(event.startTime, 'EEE, d MMM · h:mm a'), iso: event.startTime }
    : { label: date(event.createdAt, 'd MMM yyyy'), iso: event.createdAt };
}

export function CanceledChip() {
  const t = useT(text);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-800">
      <Ban aria-hidden size={12} /> {t('canceled')}
    </span>
  );
}

/** "23 going · 7 spots left" on events that take RSVPs (issue 19). */
function RsvpLine({ event }: { event: TEventCard }) {
  const f = useFormat();
  const text = event.isCancel ? null : rsvpSummary(event, undefined, f.lang);
  return text ? <span className="text-xs font-semibold text-emerald-800">{text}</span> : null;
}

/** A tall card with the 4:3 cover, for rails and grids. */
export function EventCard({ event }: { event: TEventCard }) {
  const tc = useT(common);
  const f = useFormat();
  const when = eventWhen(event, f.date);
  return (
    <NewsLink
      event={event}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-600"
    >
      <span className="relative block aspect-[4/3] overflow-hidden bg-slate-100">
        <CoverImage
          {...responsiveImage(event.coverPic, '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 256px')}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand-900 shadow-sm">
          {tc('eventType', event.type)}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-3">
        <span className="line-clamp-2 font-bold leading-snug text-slate-900">{event.title}</span>
        <span className="line-clamp-2 text-sm text-slate-600">{event.subtitle}</span>
        <RsvpLine event={event} />
        <span className="mt-auto flex items-center gap-1.5 pt-1 text-xs font-medium text-slate-600">
          <CalendarDays aria-hidden size={14} className="text-brand-700" />
          <time dateTime={when.iso}>{when.label}</time>
          {event.isCancel ? <CanceledChip /> : null}
        </span>
      </span>
    </NewsLink>
  );
}

/** A compact row for podcasts: cover, title, subtitle and host. */
export function PodcastRow({ event }: { event: TEventCard }) {
  return (
    <NewsLink
      event={event}
      className="group flex items-center gap-3 rounded-2xl bg-white p-2.5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600"
    >
      <span className="relative block h-20 w-24 shrink-0 overflow-hidden rounded-xl bg-slate-100">
        <CoverImage
          {...responsiveImage(event.coverPic, '96px')}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        {/* In a corner: centred, the badge sat on the title printed on most podcast covers. */}
        <span className="absolute bottom-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow transition group-hover:scale-110">
          <Mic aria-hidden size={15} />
        </span>
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="line-clamp-2 font-bold leading-snug text-slate-900">{event.title}</span>
        <span className="line-clamp-1 text-sm text-slate-600">{event.subtitle}</span>
        {event.host ? <span className="text-xs font-medium text-brand-800">{event.host.fullName}</span> : null}
      </span>
    </NewsLink>
  );
}
