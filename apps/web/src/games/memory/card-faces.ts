import {
  Anchor,
  Coffee,
  Crown,
  Fish,
  Gem,
  Heart,
  Leaf,
  type LucideIcon,
  Moon,
  Music,
  Rocket,
  Star,
  Sun,
} from 'lucide-react';

/** Icons rather than emoji: they look the same on every device, even without a colour emoji font. */
export const CARD_FACES: Readonly<Record<string, { icon: LucideIcon; tone: string }>> = {
  rocket: { icon: Rocket, tone: 'text-indigo-600' },
  heart: { icon: Heart, tone: 'text-rose-600' },
  star: { icon: Star, tone: 'text-amber-600' },
  sun: { icon: Sun, tone: 'text-orange-600' },
  moon: { icon: Moon, tone: 'text-slate-700' },
  anchor: { icon: Anchor, tone: 'text-sky-700' },
  music: { icon: Music, tone: 'text-fuchsia-600' },
  leaf: { icon: Leaf, tone: 'text-green-600' },
  crown: { icon: Crown, tone: 'text-yellow-700' },
  gem: { icon: Gem, tone: 'text-cyan-600' },
  coffee: { icon: Coffee, tone: 'text-amber-800' },
  fish: { icon: Fish, tone: 'text-blue-600' },
};
