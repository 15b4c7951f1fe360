import { MSG } from '@campus/shared/messages';
import { CalendarClock, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDhaka } from '../../lib/dates';
import { useAnnouncementsQuery } from './auth-api';

/** Registration status block: open or closed, deadline, last updated, image, link to register. */
export function RegistrationStatus() {
  const { data, isLoading, isError } = useAnnouncementsQuery();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-rose-700">Registration information could not be loaded.</p>;
  const current = data?.data[0];
  if (!current) return <p className="text-sm text-slate-600">Registration has not been announced yet.</p>;
  const open = current.isOpenNow;
  return (
    <section
      aria-labelledby="reg-status"
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <img
        src={current.imageUrl}
        alt="Registration poster"
        className="h-32 w-20 shrink-0 rounded-lg object-cover"
        style={{ aspectRatio: '5 / 8' }}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2
          id="reg-status"
          className={`flex items-center gap-1.5 text-base font-bold ${open ? 'text-emerald-700' : 'text-rose-700'}`}
        >
          {open ? <CheckCircle2 aria-hidden size={18} /> : <XCircle aria-hidden size={18} />}
          Registration is {open ? 'open' : 'closed'}
        </h2>
        {current.openFor ? <p className="text-sm text-slate-700">For {current.openFor.name}</p> : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarClock aria-hidden size={16} /> Deadline: {formatDhaka(current.deadline)}
        </p>
        <p className="text-xs text-slate-500">Last updated {formatDhaka(current.updatedAt)}</p>
        {open ? (
          <Link to={paths.signUp} className="mt-1 text-sm font-bold text-brand-800 underline underline-offset-2">
            Register now
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The sign-in page's line for newcomers: a link to register while a window is open; otherwise that registration
 * is closed, when the last window ended, and where the next one will be announced (no link to a closed page).
 */
export function RegisterPrompt() {
  const { data, isLoading } = useAnnouncementsQuery();
  if (isLoading) return <Skeleton className="mx-auto h-5 w-64" />;
  const current = data?.data[0];
  if (current?.isOpenNow) {
    return (
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signUp} className="font-semibold text-brand-800 underline underline-offset-2">
          Register for the society
        </Link>
      </p>
    );
  }
  return (
    <p className="text-center text-sm text-slate-600">
      <span className="font-semibold text-slate-800">{MSG.registrationClosedTitle}</span>
      {current ? ` (the last window closed ${formatDhaka(current.deadline)}). ` : '. '}
      {MSG.registrationNextWindow}
    </p>
  );
}
