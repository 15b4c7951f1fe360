import { events } from '@campus/shared/i18n/en/events';
import type { TTicket } from '@campus/shared/schemas/rsvp';
import { Ticket } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** The QR as an image (the SVG text from the server never becomes markup), with the code to type beside it. */
export function TicketCard({ ticket, title }: { ticket: Pick<TTicket, 'qrSvg' | 'shortCode'>; title: string }) {
  const t = useT(events);
  return (
    <figure className="flex flex-col items-center gap-2 rounded-2xl bg-white p-4 ring-1 ring-emerald-200">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(ticket.qrSvg)}`}
        alt={t('ticketQrFor', title)}
        width={208}
        height={208}
        className="h-52 w-52"
      />
      <figcaption className="flex flex-col items-center gap-0.5 text-center">
        <span className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <Ticket aria-hidden size={14} /> {t('ticketCode')}
        </span>
        <span className="font-mono text-2xl font-bold tracking-[0.2em] text-slate-900" data-testid="ticket-code">
          {ticket.shortCode}
        </span>
      </figcaption>
    </figure>
  );
}
