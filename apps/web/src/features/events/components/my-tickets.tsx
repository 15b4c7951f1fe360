import { events } from '@campus/shared/i18n/en/events';
import type { TMyTicket } from '@campus/shared/schemas/rsvp';
import { CalendarDays, CalendarSync, MapPin, RotateCcw, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover-image';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { readMemberCache, writeMemberCache } from '../../../lib/member-cache';
import { useFormat } from '../../../lib/use-format';
import { useCalendarFeedQuery, useMyTicketsQuery, useResetCalendarFeedMutation } from '../rsvp-api';
import { TicketCard } from './ticket-card';

const CACHE_NAME = 'tickets';

/**
 * "My tickets" on the profile: upcoming events the member is going to, each with its QR. The answer is kept in a
 * per-member copy so the tickets open at the door without a network; sign-out deletes it.
 */
export function MyTickets({ userId }: { userId: number }) {
  const tt = useT(events);
  const f = useFormat();
  const { data, isLoading, error } = useMyTicketsQuery(null);
  const [saved] = useState(() => readMemberCache<TMyTicket[]>(userId, CACHE_NAME));
  useEffect(() => {
    if (data?.data) writeMemberCache(userId, CACHE_NAME, data.data);
  }, [data, userId]);
  const tickets = data?.data ?? saved;
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section aria-labelledby="my-tickets" className="flex flex-col gap-3">
      <h2 id="my-tickets" className="text-lg font-bold text-slate-900">
        {tt('myTickets')}
      </h2>
      {tickets === null && isLoading ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : tickets === null && error ? (
        <EmptyState title={tt('ticketsNotLoaded')} hint={errorMessage(error)} />
      ) : !tickets || tickets.length === 0 ? (
        <EmptyState
          icon={<Ticket aria-hidden size={32} />}
          title={tt('noUpcomingTickets')}
          hint={tt('noTicketsHint')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {tickets.map((t) => (
            <li key={t.event.id} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <CoverImage
                  src={t.event.coverPic}
                  alt=""
                  className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.news(t.event.id)}
                    className="block truncate font-semibold text-slate-900 hover:underline"
                  >
                    {t.event.title}
                  </Link>
                  <p className="flex items-center gap-1 text-xs text-slate-600">
                    <CalendarDays aria-hidden size={12} />
                    {f.date(t.event.startTime, 'EEE, d MMM · h:mm a')}
                    {t.event.isCancel ? tt('canceledSuffix') : ''}
                  </p>
                  {t.event.location ? (
                    <p className="flex items-center gap-1 truncate text-xs text-slate-600">
                      <MapPin aria-hidden size={12} /> {t.event.location}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  className="h-8 px-3"
                  aria-expanded={open === t.event.id}
                  onClick={() => setOpen(open === t.event.id ? null : t.event.id)}
                >
                  {open === t.event.id ? tt('hide') : tt('showTicket')}
                </Button>
              </div>
              {open === t.event.id ? (
                <div className="mt-3">
                  <TicketCard ticket={t} title={t.event.title} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <CalendarFeed />
    </section>
  );
}

/** The member's subscribable calendar of the events they are going to, at a secret link they can reset. */
function CalendarFeed() {
  const t = useT(events);
  const [wanted, setWanted] = useState(false);
  const feed = useCalendarFeedQuery(null, { skip: !wanted });
  const [reset, resetState] = useResetCalendarFeedMutation();
  const urls = feed.data?.data;

  const onReset = async () => {
    try {
      const res = await reset(null).unwrap();
      toast.success(res.message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarSync aria-hidden size={18} className="text-brand-700" /> {t('myEventsInCalendar')}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('calendarHint')}</p>
      {!urls ? (
        <Button className="mt-3" variant="secondary" isLoading={feed.isFetching} onClick={() => setWanted(true)}>
          {t('showCalendarLink')}
        </Button>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          <input
            readOnly
            aria-label={t('calendarLink')}
            value={urls.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <div className="flex flex-wrap gap-2">
            <a
              href={urls.webcalUrl}
              className="inline-flex h-[35px] items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('subscribe')}
            </a>
            <Button
              variant="ghost"
              isLoading={resetState.isLoading}
              onClick={() => void onReset()}
              icon={<RotateCcw aria-hidden size={16} />}
            >
              {t('resetLink')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
