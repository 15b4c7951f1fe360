import { events } from '@campus/shared/i18n/en/events';
import type { TMyTicket } from '@campus/shared/schemas/rsvp';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/use-session';
import { useT } from '../../../lib/i18n';
import { readMemberCache } from '../../../lib/member-cache';
import { useFormat } from '../../../lib/use-format';
import { useMyTicketsQuery } from '../rsvp-api';

/** Home (issue 19): the signed-in member's next event they are going to, with its ticket (also offline). */
export function NextEventTicket() {
  const t = useT(events);
  const f = useFormat();
  const { user } = useSession();
  const { data } = useMyTicketsQuery(null, { skip: !user });
  const tickets = data?.data ?? (user ? readMemberCache<TMyTicket[]>(user.id, 'tickets') : null);
  const next = tickets?.find((ticket) => !ticket.event.isCancel);
  if (!next) return null;
  return (
    <section
      aria-labelledby="next-event"
      className="flex items-center gap-4 rounded-2xl bg-emerald-50 p-4 shadow-sm ring-1 ring-emerald-200"
    >
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(next.qrSvg)}`}
        alt={t('ticketQrFor', next.event.title)}
        width={96}
        height={96}
        className="h-24 w-24 shrink-0 rounded-lg bg-white"
      />
      <div className="min-w-0">
        <h2
          id="next-event"
          className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-emerald-800"
        >
          <Ticket aria-hidden size={14} /> {t('yourNextEvent')}
        </h2>
        <Link
          to={paths.news(next.event.id)}
          className="block truncate text-lg font-bold text-slate-900 hover:underline"
        >
          {next.event.title}
        </Link>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <CalendarDays aria-hidden size={14} /> {f.date(next.event.startTime, 'EEE, d MMM · h:mm a')}
        </p>
        {next.event.location ? (
          <p className="flex items-center gap-1 truncate text-sm text-slate-700">
            <MapPin aria-hidden size={14} /> {next.event.location}
          </p>
        ) : null}
        <p className="mt-1 font-mono text-sm font-bold tracking-[0.2em] text-slate-900">{next.shortCode}</p>
      </div>
    </section>
  );
}
