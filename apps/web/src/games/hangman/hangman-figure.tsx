import { GAMES } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { useT } from '../../lib/i18n';

const PARTS = [
  <circle key="head" cx="86" cy="42" r="11" />,
  <line key="body" x1="86" y1="53" x2="86" y2="90" />,
  <line key="left-arm" x1="86" y1="62" x2="72" y2="78" />,
  <line key="right-arm" x1="86" y1="62" x2="100" y2="78" />,
  <line key="left-leg" x1="86" y1="90" x2="74" y2="112" />,
  <line key="right-leg" x1="86" y1="90" x2="98" y2="112" />,
];

/** The gallows, one body part per wrong guess. */
export function HangmanFigure({ wrongGuesses }: { wrongGuesses: number }) {
  const t = useT(games);
  return (
    <svg
      viewBox="0 0 130 140"
      role="img"
      aria-label={t('wrongGuesses', wrongGuesses, GAMES.hangmanWrongGuesses)}
      className="h-32 w-auto md:h-52"
      fill="none"
      strokeLinecap="round"
      strokeWidth={4}
    >
      <g className="stroke-slate-400">
        <line x1="12" y1="132" x2="70" y2="132" />
        <line x1="30" y1="132" x2="30" y2="10" />
        <line x1="30" y1="10" x2="86" y2="10" />
        <line x1="30" y1="32" x2="50" y2="10" />
        <line x1="86" y1="10" x2="86" y2="31" />
      </g>
      <g className={wrongGuesses >= GAMES.hangmanWrongGuesses ? 'stroke-rose-600' : 'stroke-slate-800'}>
        {PARTS.slice(0, wrongGuesses)}
      </g>
    </svg>
  );
}
