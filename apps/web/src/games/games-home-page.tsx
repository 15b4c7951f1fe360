import { games } from '@campus/shared/i18n/en/games';
import { msg } from '@campus/shared/i18n/en/msg';
import { ArrowRight, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressBar } from '../components/ui/progress-bar';
import { useT } from '../lib/i18n';
import { GAME_LIST, type GameInfo, gamePath } from './games-catalog';

function GameTile({ game }: { game: GameInfo }) {
  const Icon = game.icon;
  const isComingSoon = game.progress !== undefined;
  const t = useT(games);
  const tm = useT(msg);
  const title = t(game.titleKey);
  return (
    <li>
      <Link
        to={gamePath(game.slug)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
      >
        <div className={`relative flex h-24 items-center justify-center bg-gradient-to-br md:h-32 ${game.tone}`}>
          <Icon aria-hidden className="text-white/95 drop-shadow" size={44} strokeWidth={2.2} />
          {isComingSoon ? (
            <span className="absolute top-2 right-2 rounded-full bg-accent-400 px-2 py-0.5 text-[11px] font-bold text-slate-900">
              {tm('comingSoon')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 md:p-4">
          <h2 className="text-base font-bold text-slate-900 md:text-lg">{title}</h2>
          <p className="flex-1 text-xs text-slate-600 md:text-sm">{t(game.blurbKey)}</p>
          {isComingSoon ? (
            <ProgressBar value={game.progress ?? 0} label={t('gameProgress', title)} />
          ) : (
            <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
              {t('play')}
              <ArrowRight aria-hidden size={16} className="transition-transform group-hover:translate-x-0.5" />
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}

export function GamesHomePage() {
  const t = useT(games);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-4 pb-8 md:px-8 md:pt-8">
      <header className="mb-5 flex items-center gap-3">
        <span className="rounded-2xl bg-brand-100 p-2.5 text-brand-800">
          <Gamepad2 aria-hidden size={28} />
        </span>
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{t('gamesTitle')}</h1>
          <p className="text-sm text-slate-600">{t('gamesIntro')}</p>
        </div>
      </header>
      <ul className="grid grid-cols-2 gap-3 md:gap-5 lg:grid-cols-3">
        {GAME_LIST.map((game) => (
          <GameTile key={game.slug} game={game} />
        ))}
      </ul>
    </div>
  );
}
