import { PROGRESS } from '@campus/shared/constants';
import { Brain, Cake, type LucideIcon, Shapes, Type, Worm, X } from 'lucide-react';
import { paths } from '../app/paths';

export interface GameInfo {
  slug: 'hangman' | 'memory' | 'snake' | 'tic-tac-toe' | 'age-calculator' | 'squid';
  title: string;
  blurb: string;
  icon: LucideIcon;
  /** Tailwind classes for the tile's artwork panel. */
  tone: string;
  /** Build progress for a game that is not playable yet. */
  progress?: number;
}

export const GAME_LIST: readonly GameInfo[] = [
  {
    slug: 'hangman',
    title: 'Hangman',
    blurb: 'Crack business riddles one letter at a time.',
    icon: Type,
    tone: 'from-brand-600 to-brand-800',
  },
  {
    slug: 'memory',
    title: 'Memory pair game',
    blurb: 'Two players, 12 pairs. Who remembers more?',
    icon: Brain,
    tone: 'from-violet-500 to-violet-700',
  },
  {
    slug: 'snake',
    title: 'Snake',
    blurb: 'Eat, grow and stay inside the walls.',
    icon: Worm,
    tone: 'from-emerald-500 to-emerald-700',
  },
  {
    slug: 'tic-tac-toe',
    title: 'Tic tac toe',
    blurb: 'The classic duel of X and O.',
    icon: X,
    tone: 'from-sky-500 to-blue-700',
  },
  {
    slug: 'age-calculator',
    title: 'Age calculator',
    blurb: 'Your exact age in years, months and days.',
    icon: Cake,
    tone: 'from-rose-500 to-pink-700',
  },
  {
    slug: 'squid',
    title: 'Squid game',
    blurb: 'Red light, green light… get ready.',
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
