import { PROGRESS } from '@campus/shared/constants';
import type { games } from '@campus/shared/i18n/en/games';
import { Brain, Cake, type LucideIcon, Shapes, Type, Worm, X } from 'lucide-react';
import { paths } from '../app/paths';

type GameText = keyof typeof games.en;

export interface GameInfo {
  slug: 'hangman' | 'memory' | 'snake' | 'tic-tac-toe' | 'age-calculator' | 'squid';
  /** Catalogue keys (games area) of the tile's title and line. */
  titleKey: GameText;
  blurbKey: GameText;
  icon: LucideIcon;
  /** Tailwind classes for the tile's artwork panel. */
  tone: string;
  /** Build progress for a game that is not playable yet. */
  progress?: number;
}

export const GAME_LIST: readonly GameInfo[] = [
  {
    slug: 'hangman',
    titleKey: 'hangmanTitle',
    blurbKey: 'hangmanBlurb',
    icon: Type,
    tone: 'from-brand-600 to-brand-800',
  },
  {
    slug: 'memory',
    titleKey: 'memoryTitle',
    blurbKey: 'memoryBlurb',
    icon: Brain,
    tone: 'from-violet-500 to-violet-700',
  },
  {
    slug: 'snake',
    titleKey: 'snakeTitle',
    blurbKey: 'snakeBlurb',
    icon: Worm,
    tone: 'from-emerald-500 to-emerald-700',
  },
  {
    slug: 'tic-tac-toe',
    titleKey: 'ticTacToeTitle',
    blurbKey: 'ticTacToeBlurb',
    icon: X,
    tone: 'from-sky-500 to-blue-700',
  },
  {
    slug: 'age-calculator',
    titleKey: 'ageTitle',
    blurbKey: 'ageBlurb',
    icon: Cake,
    tone: 'from-rose-500 to-pink-700',
  },
  {
    slug: 'squid',
    titleKey: 'squidTitle',
    blurbKey: 'squidBlurb',
    icon: Shapes,
    tone: 'from-slate-500 to-slate-700',
    progress: PROGRESS.squidGame,
  },
];

export function gamePath(slug: GameInfo['slug']): string {
  return `${paths.games}/${slug}`;
}

export function gameInfo(slug: GameInfo['slug']): GameInfo {
  return GAME_LIST.find((game) => game.slug === slug)!;
}
