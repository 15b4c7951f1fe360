import { games } from '@campus/shared/i18n/en/games';
import { ChevronLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** Frame shared by every game: a back link to the tiles, the title and a short how-to line. */
export function GamePage({
  title,
  hint,
  aside,
  children,
}: {
  title: string;
  hint?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(games);
  const suffix = t('appTitleSuffix');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${suffix}`;
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-4 pb-8 md:px-8 md:pt-8">
      <Link
        to={paths.games}
        className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-brand-800 hover:text-brand-900"
      >
        <ChevronLeft aria-hidden size={18} />
        {t('allGames')}
      </Link>
      <header className="mt-2 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}

/** A small labelled figure (score, best, guesses left). */
export function Stat({ label, value, tone = 'text-slate-900' }: { label: string; value: ReactNode; tone?: string }) {
  const f = useFormat();
  return (
    <div className="min-w-16 rounded-xl bg-white px-3 py-2 text-center shadow-sm ring-1 ring-slate-200">
      <div className="text-[11px] font-semibold tracking-wide text-slate-600 uppercase">{label}</div>
      <div className={`text-lg leading-tight font-extrabold tabular-nums ${tone}`}>
        {typeof value === 'number' ? f.number(value) : value}
      </div>
    </div>
  );
}
