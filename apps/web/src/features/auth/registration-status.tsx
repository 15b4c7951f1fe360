import { auth } from '@campus/shared/i18n/en/auth';
import { msg } from '@campus/shared/i18n/en/msg';
import { CalendarClock, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useAnnouncementsQuery } from './auth-api';

/** Registration status block: open or closed, deadline, last updated, image, link to register. */
export function RegistrationStatus() {
  const { data, isLoading, isError } = useAnnouncementsQuery();
  const t = useT(auth);
  const f = useFormat();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-rose-700">{t('registrationUnavailable')}</p>;
  const current = data?.data[0];
  if (!current) return <p className="text-sm text-slate-600">{t('registrationNotAnnounced')}</p>;
  const open = current.isOpenNow;
  return (
    <section
      aria-labelledby="reg-status"
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <img
        src={current.imageUrl}
        alt={t('registrationPoster')}
        className="h-32 w-20 shrink-0 rounded-lg object-cover"
        style={{ aspectRatio: '5 / 8' }}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2
          id="reg-status"
          className={`flex items-center gap-1.5 text-base font-bold ${open ? 'text-emerald-700' : 'text-rose-700'}`}
        >
          {open ? <CheckCircle2 aria-hidden size={18} /> : <XCircle aria-hidden size={18} />}
          {open ? t('registrationOpen') : t('registrationClosed')}
        </h2>
        {current.openFor ? (
          <p className="text-sm text-slate-700">{t('registrationFor', current.openFor.name)}</p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarClock aria-hidden size={16} /> {t('deadline', f.date(current.deadline))}
        </p>
        <p className="text-xs text-slate-500">{t('lastUpdated', f.date(current.updatedAt))}</p>
        {open ? (
          <Link to={paths.signUp} className="mt-1 text-sm font-bold text-brand-800 underline underline-offset-2">
            {t('registerNow')}
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
  const t = useT(auth);
  const tm = useT(msg);
  const f = useFormat();
  if (isLoading) return <Skeleton className="mx-auto h-5 w-64" />;
  const current = data?.data[0];
  if (current?.isOpenNow) {
    return (
      <p className="text-center text-sm text-slate-600">
        {t('newHere')}{' '}
        <Link to={paths.signUp} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('registerForSociety')}
        </Link>
      </p>
    );
  }
  return (
    <p className="text-center text-sm text-slate-600">
      <span className="font-semibold text-slate-800">{tm('registrationClosedTitle')}</span>
      {current ? t('lastWindowClosed', f.date(current.deadline)) : f.lang === 'bn' ? '। ' : '. '}
      {tm('registrationNextWindow')}
    </p>
  );
}
