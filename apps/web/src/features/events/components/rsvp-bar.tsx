import { eventMsg } from '@campus/shared/i18n/en/event-msg';
import { events } from '@campus/shared/i18n/en/events';
import { can } from '@campus/shared/permissions';
import { isRsvpOpen, rsvpSummary } from '@campus/shared/rsvp-format';
import type { EventWithRsvp } from '@campus/shared/schemas/events';
import { CalendarPlus, Check, ScanLine, Star, Users, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/use-session';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { type Translate, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useEventQuery } from '../events-api';
import { useCancelRsvpMutation, useRsvpMutation, useTicketQuery } from '../rsvp-api';
import { TicketCard } from './ticket-card';

function statusLine(t: Translate<typeof events.en>, event: EventWithRsvp): string | null {
  const mine = event.myRsvp;
  if (!mine) return null;
  if (mine.status === 'GOING') return t('youreGoing');
  if (mine.status === 'WAITLISTED') return t('waitlistPosition', mine.position ?? '?');
  return t('youreInterested');
}

/**
 * The RSVP bar of the event preview (issue 19): counts, Going / Interested / Cancel, the ticket when going,
 * "Add to calendar", and the check-in screen for the event's organizers. Reads the event again so the caller's
 * own RSVP is fresh even when the page was opened with the card's copy.
 */
export function RsvpBar({ eventId, rsvpEnabled }: { eventId: number; rsvpEnabled: boolean }) {
  const t = useT(events);
  const te = useT(eventMsg);
  const f = useFormat();
  const { isSignedIn, user } = useSession();
  // Articles and other posts without RSVPs cost no request.
  const { data, isLoading } = useEventQuery(eventId, { skip: !rsvpEnabled });
  const event = data?.data as EventWithRsvp | undefined;
  const [rsvp, rsvpState] = useRsvpMutation();
  const [cancel, cancelState] = useCancelRsvpMutation();
  const isGoing = event?.myRsvp?.status === 'GOING';
  const ticket = useTicketQuery(eventId, { skip: !isSignedIn || !isGoing });

  if (isLoading && !event) return <Skeleton className="h-28 w-full rounded-2xl" />;
  if (!event?.rsvpEnabled) return null;

  const open = isRsvpOpen(event);
  const summary = rsvpSummary(event, undefined, f.lang);
  const mine = event.myRsvp?.status;
  const isOrganizer = Boolean(user && (event.hostId === user.id || can(user.role, 'checkInEvents')));
  const busy = rsvpState.isLoading || cancelState.isLoading;

  const choose = async (status: 'GOING' | 'INTERESTED') => {
    try {
      const res = await rsvp({ eventId, status }).unwrap();
      toast.success(res.message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const drop = async () => {
    try {
      const res = await cancel(eventId).unwrap();
      toast.success(res.message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section
      aria-label={t('rsvp')}
      className="flex flex-col gap-3 rounded-2xl bg-emerald-50/60 p-4 shadow-sm ring-1 ring-emerald-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Users aria-hidden size={18} className="text-emerald-700" />
          <span data-testid="rsvp-summary">{summary}</span>
          {event.waitlistCount > 0 ? (
            <span className="text-sm font-normal text-slate-600">{t('waitingCount', event.waitlistCount)}</span>
          ) : null}
        </p>
        <a
          href={`/api/v1/event/${event.id}/calendar.ics`}
          download
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <CalendarPlus aria-hidden size={16} /> {t('addToCalendar')}
        </a>
      </div>
      {event.rsvpDeadline && open ? (
        <p className="text-sm text-slate-600">{t('rsvpBy', f.date(event.rsvpDeadline, 'EEE, d MMM, h:mm a'))}</p>
      ) : null}

      {!isSignedIn ? (
        <Link to={paths.signIn} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('signInToRsvp')}
        </Link>
      ) : (
        <>
          {statusLine(t, event) ? (
            <p role="status" className="font-semibold text-emerald-900">
              {statusLine(t, event)}
            </p>
          ) : null}
          {open ? (
            <div className="flex flex-wrap gap-2">
              {mine !== 'GOING' && mine !== 'WAITLISTED' ? (
                <Button disabled={busy} onClick={() => void choose('GOING')} icon={<Check aria-hidden size={16} />}>
                  {event.spotsLeft === 0 ? t('joinWaitlist') : t('going')}
                </Button>
              ) : null}
              {mine !== 'INTERESTED' ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void choose('INTERESTED')}
                  icon={<Star aria-hidden size={16} />}
                >
                  {t('interested')}
                </Button>
              ) : null}
              {mine ? (
                <Button variant="danger" disabled={busy} onClick={() => void drop()} icon={<X aria-hidden size={16} />}>
                  {t('cancelRsvp')}
                </Button>
              ) : null}
            </div>
          ) : (
            <p className="text-sm font-semibold text-slate-700">
              {event.isCancel
                ? te('rsvpEventCanceled')
                : Date.now() >= new Date(event.startTime).getTime()
                  ? te('rsvpEventStarted')
                  : te('rsvpDeadlinePassed')}
            </p>
          )}
          {isGoing && ticket.data ? <TicketCard ticket={ticket.data.data} title={event.title} /> : null}
        </>
      )}

      {isOrganizer ? (
        <Link
          to={paths.eventCheckIn(event.id)}
          className="inline-flex w-fit items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
        >
          <ScanLine aria-hidden size={16} /> {t('checkInAndAttendees')}
        </Link>
      ) : null}
    </section>
  );
}
