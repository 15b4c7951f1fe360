import { GAMES } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { Shuffle, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type Translate, useT } from '../../lib/i18n';
import { GamePage } from '../components/game-page';
import { CARD_FACES } from './card-faces';
import {
  createMemoryGame,
  flipBack,
  flipCard,
  isFaceUp,
  type MemoryState,
  memoryWinner,
  type RandomFn,
} from './memory-rules';

type T = Translate<typeof games.en>;

/** The catalogue keys of the card faces' names (CARD_NAMES in memory-rules holds the English). */
const CARD_KEYS: Readonly<Record<string, keyof typeof games.en>> = {
  rocket: 'cardRocket',
  heart: 'cardHeart',
  star: 'cardStar',
  sun: 'cardSun',
  moon: 'cardMoon',
  anchor: 'cardAnchor',
  music: 'cardMusic',
  leaf: 'cardLeaf',
  crown: 'cardCrown',
  gem: 'cardGem',
  coffee: 'cardCoffee',
  fish: 'cardFish',
};

function cardName(t: T, symbol: string): string {
  const key = CARD_KEYS[symbol];
  return key ? String(t(key as 'cardRocket')) : symbol;
}

function describeFlip(t: T, before: MemoryState, after: MemoryState): string {
  const player = before.players[before.currentPlayer].name;
  if (after.status === 'finished') {
    const winner = memoryWinner(after);
    return winner === 'tie'
      ? t('memoryTie', t('pairs', after.players[0].score))
      : t('memoryWinner', winner ?? '', t('pairs', Math.max(after.players[0].score, after.players[1].score)));
  }
  if (after.status === 'mismatch') {
    const other = before.players[before.currentPlayer === 0 ? 1 : 0].name;
    const [a, b] = after.faceUp.map((i) => cardName(t, after.cards[i].symbol));
    return t('memoryMismatch', a, b, other);
  }
  if (after.faceUp.length === 0) {
    const matched = after.cards.find((card, i) => card.isMatched && !before.cards[i].isMatched);
    return t('memoryPair', player, matched ? cardName(t, matched.symbol) : t('cards'));
  }
  return t('turnedOver', cardName(t, after.cards[after.faceUp[0]].symbol));
}

function Face({ symbol }: { symbol: string }) {
  const { icon: Icon, tone } = CARD_FACES[symbol];
  return <Icon className={`h-3/5 w-3/5 ${tone}`} strokeWidth={2.2} data-face={symbol} />;
}

function cardLabel(t: T, state: MemoryState, index: number): string {
  const card = state.cards[index];
  if (!isFaceUp(state, index)) return t('cardFaceDown', index + 1);
  return t(card.isMatched ? 'cardMatched' : 'cardFaceUp', index + 1, cardName(t, card.symbol));
}

export function MemoryGame({ random = Math.random }: { random?: RandomFn }) {
  const t = useT(games);
  const [game, setGame] = useState<MemoryState>(() => createMemoryGame(random));
  const [message, setMessage] = useState('');

  // Two different cards stay visible for a moment, then turn back and the turn passes.
  useEffect(() => {
    if (game.status !== 'mismatch') return;
    const timer = window.setTimeout(() => setGame((current) => flipBack(current)), GAMES.memoryFlipBackMs);
    return () => window.clearTimeout(timer);
  }, [game.status]);

  function flip(index: number) {
    const next = flipCard(game, index);
    if (next === game) return;
    setGame(next);
    setMessage(describeFlip(t, game, next));
  }

  function newGame() {
    setGame(createMemoryGame(random));
    setMessage(t('newGameShuffled'));
  }

  const winner = memoryWinner(game);

  return (
    <GamePage
      title={t('memoryTitle')}
      hint={t('memoryHint')}
      aside={
        <Button variant="secondary" onClick={newGame} icon={<Shuffle aria-hidden size={16} />}>
          {t('newGame')}
        </Button>
      }
    >
      <ul aria-label={t('players')} className="mb-4 grid grid-cols-2 gap-3">
        {game.players.map((player, i) => {
          const isTurn = game.status !== 'finished' && game.currentPlayer === i;
          return (
            <li
              key={player.name}
              aria-current={isTurn ? 'true' : undefined}
              className={`rounded-2xl p-3 transition-colors ${
                isTurn ? 'bg-brand-700 text-white shadow-md' : 'bg-white text-slate-900 ring-1 ring-slate-200'
              }`}
            >
              <p className={`text-xs font-bold uppercase ${isTurn ? 'text-brand-100' : 'text-slate-600'}`}>
                {isTurn ? t('yourTurn') : t('playerN', i + 1)}
              </p>
              <p className="truncate text-sm font-extrabold md:text-lg">{player.name}</p>
              <p className="text-sm">{t('pairs', player.score)}</p>
            </li>
          );
        })}
      </ul>

      <p role="status" className="mb-3 min-h-6 text-center text-sm font-semibold text-slate-700">
        {message}
      </p>

      {game.status === 'finished' ? (
        <section className="mb-4 flex flex-col items-center gap-2 rounded-2xl bg-accent-400/20 p-4 text-center ring-1 ring-accent-400">
          <Trophy aria-hidden className="text-accent-500" size={32} />
          <h2 className="text-xl font-extrabold text-slate-900">
            {winner === 'tie' ? t('itsATie') : t('playerWins', winner ?? '')}
          </h2>
          <Button onClick={newGame} icon={<Shuffle aria-hidden size={16} />} autoFocus>
            {t('playAgain')}
          </Button>
        </section>
      ) : null}

      <fieldset
        aria-label={t('cardsLabel')}
        className="mx-auto grid max-w-2xl grid-cols-4 gap-2 md:grid-cols-6 md:gap-3"
      >
        {game.cards.map((card, index) => {
          const isUp = isFaceUp(game, index);
          return (
            <button
              key={card.id}
              type="button"
              aria-label={cardLabel(t, game, index)}
              aria-disabled={isUp || game.status !== 'playing'}
              onClick={() => flip(index)}
              className="aspect-[5/4] rounded-xl [perspective:600px] md:aspect-square"
            >
              <span
                className={`relative block h-full w-full transition-transform duration-300 [transform-style:preserve-3d] ${
                  isUp ? '[transform:rotateY(180deg)]' : ''
                }`}
              >
                <span
                  aria-hidden
                  className="absolute inset-0 flex items-center justify-center rounded-xl bg-gradient-to-br from-violet-500 to-violet-700 text-2xl font-black text-white/80 shadow-sm [backface-visibility:hidden]"
                >
                  ?
                </span>
                <span
                  aria-hidden
                  className={`absolute inset-0 flex items-center justify-center rounded-xl shadow-sm [backface-visibility:hidden] [transform:rotateY(180deg)] ${
                    card.isMatched ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-2 ring-violet-400'
                  }`}
                >
                  <Face symbol={card.symbol} />
                </span>
              </span>
            </button>
          );
        })}
      </fieldset>
    </GamePage>
  );
}

export default function MemoryPage() {
  return <MemoryGame />;
}
