import { GAMES } from '@campus/shared/constants';
import { Shuffle, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { GamePage } from '../components/game-page';
import { CARD_FACES } from './card-faces';
import {
  CARD_NAMES,
  createMemoryGame,
  flipBack,
  flipCard,
  isFaceUp,
  type MemoryState,
  memoryWinner,
  type RandomFn,
} from './memory-rules';

function pairs(n: number): string {
  return `${n} ${n === 1 ? 'pair' : 'pairs'}`;
}

function describeFlip(before: MemoryState, after: MemoryState): string {
  const player = before.players[before.currentPlayer].name;
  if (after.status === 'finished') {
    const winner = memoryWinner(after);
    return winner === 'tie'
      ? `All pairs found. It's a tie at ${pairs(after.players[0].score)} each!`
      : `All pairs found. ${winner} wins with ${pairs(Math.max(after.players[0].score, after.players[1].score))}!`;
  }
  if (after.status === 'mismatch') {
    const other = before.players[before.currentPlayer === 0 ? 1 : 0].name;
    const [a, b] = after.faceUp.map((i) => CARD_NAMES[after.cards[i].symbol]);
    return `${a} and ${b} don't match. ${other}'s turn next.`;
  }
  if (after.faceUp.length === 0) {
    const matched = after.cards.find((card, i) => card.isMatched && !before.cards[i].isMatched);
    return `${player} found a pair of ${matched ? CARD_NAMES[matched.symbol] : 'cards'}! Go again.`;
  }
  return `${CARD_NAMES[after.cards[after.faceUp[0]].symbol]} turned over.`;
}

function Face({ symbol }: { symbol: string }) {
  const { icon: Icon, tone } = CARD_FACES[symbol];
  return <Icon className={`h-3/5 w-3/5 ${tone}`} strokeWidth={2.2} data-face={symbol} />;
}

function cardLabel(state: MemoryState, index: number): string {
  const card = state.cards[index];
  if (!isFaceUp(state, index)) return `Card ${index + 1}, face down`;
  return `Card ${index + 1}, ${CARD_NAMES[card.symbol]}${card.isMatched ? ', matched' : ''}`;
}

export function MemoryGame({ random = Math.random }: { random?: RandomFn }) {
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
    setMessage(describeFlip(game, next));
  }

  function newGame() {
    setGame(createMemoryGame(random));
    setMessage('New game! Cards shuffled.');
  }

  const winner = memoryWinner(game);

  return (
    <GamePage
      title="Memory pair game"
      hint="Take turns turning over two cards. Find a pair and go again."
      aside={
        <Button variant="secondary" onClick={newGame} icon={<Shuffle aria-hidden size={16} />}>
          New game
        </Button>
      }
    >
      <ul aria-label="Players" className="mb-4 grid grid-cols-2 gap-3">
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
                {isTurn ? 'Your turn' : `Player ${i + 1}`}
              </p>
              <p className="truncate text-sm font-extrabold md:text-lg">{player.name}</p>
              <p className="text-sm">{pairs(player.score)}</p>
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
            {winner === 'tie' ? "It's a tie!" : `${winner} wins!`}
          </h2>
          <Button onClick={newGame} icon={<Shuffle aria-hidden size={16} />} autoFocus>
            Play again
          </Button>
        </section>
      ) : null}

      <fieldset aria-label="Cards" className="mx-auto grid max-w-2xl grid-cols-4 gap-2 md:grid-cols-6 md:gap-3">
        {game.cards.map((card, index) => {
          const isUp = isFaceUp(game, index);
          return (
            <button
              key={card.id}
              type="button"
              aria-label={cardLabel(game, index)}
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
