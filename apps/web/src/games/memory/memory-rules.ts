import { GAMES } from '@campus/shared/constants';

export type RandomFn = () => number;

export interface MemoryCard {
  id: number;
  symbol: string;
  isMatched: boolean;
}

export interface MemoryPlayer {
  name: string;
  score: number;
}

/** 'mismatch' holds two unmatched cards face up until the 1 s flip-back. */
export type MemoryStatus = 'playing' | 'mismatch' | 'finished';

export interface MemoryState {
  cards: readonly MemoryCard[];
  /** Indexes of face-up cards that are not matched yet (0, 1 or 2). */
  faceUp: readonly number[];
  players: readonly [MemoryPlayer, MemoryPlayer];
  currentPlayer: 0 | 1;
  status: MemoryStatus;
}

/** Card faces (by id) and the names screen readers announce for them. */
export const CARD_NAMES: Readonly<Record<string, string>> = {
  rocket: 'Rocket',
  heart: 'Heart',
  star: 'Star',
  sun: 'Sun',
  moon: 'Moon',
  anchor: 'Anchor',
  music: 'Music note',
  leaf: 'Leaf',
  crown: 'Crown',
  gem: 'Gem',
  coffee: 'Coffee cup',
  fish: 'Fish',
};

export const CARD_SYMBOLS: readonly string[] = Object.keys(CARD_NAMES);

const SILLY_ADJECTIVES = [
  'Wobbly',
  'Giggly',
  'Sneaky',
  'Fluffy',
  'Bouncy',
  'Sleepy',
  'Grumpy',
  'Jolly',
  'Dizzy',
  'Cheeky',
  'Noodly',
  'Sparkly',
] as const;
const SILLY_NOUNS = [
  'Penguin',
  'Pickle',
  'Walrus',
  'Noodle',
  'Potato',
  'Llama',
  'Muffin',
  'Goblin',
  'Pancake',
  'Hamster',
  'Jellybean',
  'Dumpling',
] as const;

function pick<T>(items: readonly T[], random: RandomFn): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

export function shuffle<T>(items: readonly T[], random: RandomFn): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Two different silly names such as 'Giggly Pickle'. */
export function sillyNames(random: RandomFn): [string, string] {
  const first = `${pick(SILLY_ADJECTIVES, random)} ${pick(SILLY_NOUNS, random)}`;
  let second = first;
  for (let tries = 0; second === first && tries < 20; tries++) {
    second = `${pick(SILLY_ADJECTIVES, random)} ${pick(SILLY_NOUNS, random)}`;
  }
  // A random source that keeps repeating itself still yields two distinct players.
  if (second === first) second = `${SILLY_ADJECTIVES[1]} ${SILLY_NOUNS[1]}`;
  if (second === first) second = `${SILLY_ADJECTIVES[2]} ${SILLY_NOUNS[2]}`;
  return [first, second];
}

export function createMemoryGame(random: RandomFn, names: [string, string] = sillyNames(random)): MemoryState {
  const pairs = CARD_SYMBOLS.slice(0, GAMES.memoryCards / 2);
  const cards = shuffle([...pairs, ...pairs], random).map((symbol, id) => ({ id, symbol, isMatched: false }));
  return {
    cards,
    faceUp: [],
    players: [
      { name: names[0], score: 0 },
      { name: names[1], score: 0 },
    ],
    currentPlayer: 0,
    status: 'playing',
  };
}

export function isFaceUp(state: MemoryState, index: number): boolean {
  return state.cards[index].isMatched || state.faceUp.includes(index);
}

/** Turns a card over; a pair scores and keeps the turn, a mismatch waits for flipBack. */
export function flipCard(state: MemoryState, index: number): MemoryState {
  if (state.status !== 'playing' || !state.cards[index] || isFaceUp(state, index)) return state;
  const faceUp = [...state.faceUp, index];
  if (faceUp.length < 2) return { ...state, faceUp };
  const [a, b] = faceUp;
  if (state.cards[a].symbol !== state.cards[b].symbol) return { ...state, faceUp, status: 'mismatch' };
  const cards = state.cards.map((card, i) => (i === a || i === b ? { ...card, isMatched: true } : card));
  const players = state.players.map((player, i) =>
    i === state.currentPlayer ? { ...player, score: player.score + 1 } : player,
  ) as [MemoryPlayer, MemoryPlayer];
  const isDone = cards.every((card) => card.isMatched);
  return { ...state, cards, players, faceUp: [], status: isDone ? 'finished' : 'playing' };
}

/** After a mismatch: both cards turn face down and the other player takes the turn. */
export function flipBack(state: MemoryState): MemoryState {
  if (state.status !== 'mismatch') return state;
  return { ...state, faceUp: [], status: 'playing', currentPlayer: state.currentPlayer === 0 ? 1 : 0 };
}

/** The winner's name once finished, 'tie' for equal pairs, null while playing. */
export function memoryWinner(state: MemoryState): string | 'tie' | null {
  if (state.status !== 'finished') return null;
  const [one, two] = state.players;
  if (one.score === two.score) return 'tie';
  return one.score > two.score ? one.name : two.name;
}
