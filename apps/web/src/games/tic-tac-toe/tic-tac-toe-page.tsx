import { games } from '@campus/shared/i18n/en/games';
import { RotateCcw } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { GamePage, Stat } from '../components/game-page';
import { type Board, EMPTY_BOARD, type GameStatus, nextMark, outcome, playSquare } from './tic-tac-toe-rules';

const STATUS_TEXT = { 'X wins': 'xWon', 'O wins': 'oWon', draw: 'draw' } as const satisfies Record<
  Exclude<GameStatus, 'in progress'>,
  keyof typeof games.en
>;

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };

interface Tally {
  x: number;
  o: number;
  draws: number;
}

function tallyResult(tally: Tally, status: GameStatus): Tally {
  if (status === 'X wins') return { ...tally, x: tally.x + 1 };
  if (status === 'O wins') return { ...tally, o: tally.o + 1 };
  if (status === 'draw') return { ...tally, draws: tally.draws + 1 };
  return tally;
}

export default function TicTacToePage() {
  const t = useT(games);
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const [tally, setTally] = useState<Tally>({ x: 0, o: 0, draws: 0 });
  const squares = useRef<(HTMLButtonElement | null)[]>([]);
  const { status, line } = outcome(board);
  const isOver = status !== 'in progress';

  function play(index: number) {
    const next = playSquare(board, index);
    if (next === board) return;
    setBoard(next);
    setTally(tallyResult(tally, outcome(next).status));
  }

  function restart() {
    setBoard(EMPTY_BOARD);
    squares.current[4]?.focus();
  }

  // Arrow keys move between squares; Enter or Space plays the focused one.
  function onGridKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const step = ARROWS[event.key];
    const from = squares.current.indexOf(document.activeElement as HTMLButtonElement);
    if (step === undefined || from < 0) return;
    const to = from + step;
    const isSameRow = Math.abs(step) === 1 ? Math.floor(to / 3) === Math.floor(from / 3) : true;
    if (to < 0 || to > 8 || !isSameRow) return;
    event.preventDefault();
    squares.current[to]?.focus();
  }

  return (
    <GamePage
      title={t('ticTacToeTitle')}
      hint={t('ticTacToeHint')}
      aside={
        <div className="flex gap-2">
          <Stat label={t('xWins')} value={tally.x} tone="text-brand-700" />
          <Stat label={t('draws')} value={tally.draws} />
          <Stat label={t('oWins')} value={tally.o} tone="text-rose-600" />
        </div>
      }
    >
      <div className="mx-auto flex max-w-sm flex-col items-center gap-5">
        <p
          role="status"
          className={`rounded-full px-4 py-1.5 text-base font-bold ${
            isOver ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'
          }`}
        >
          {isOver ? t(STATUS_TEXT[status]) : t('markTurn', nextMark(board))}
        </p>

        <fieldset
          aria-label={t('board')}
          onKeyDown={onGridKeyDown}
          className="grid aspect-square w-full grid-cols-3 gap-2 rounded-2xl bg-slate-200 p-2 shadow-inner"
        >
          {board.map((mark, index) => {
            const isWinning = line?.includes(index) ?? false;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the nine squares never move
                key={index}
                ref={(el) => {
                  squares.current[index] = el;
                }}
                type="button"
                aria-label={t('square', Math.floor(index / 3) + 1, (index % 3) + 1, board[index])}
                aria-disabled={mark !== null || isOver}
                onClick={() => play(index)}
                className={`flex aspect-square items-center justify-center rounded-xl text-5xl font-black transition-colors md:text-6xl ${
                  isWinning
                    ? 'bg-accent-400 text-slate-900 ring-4 ring-accent-500'
                    : mark === null && !isOver
                      ? 'bg-white hover:bg-brand-50'
                      : 'bg-white'
                } ${mark === 'X' && !isWinning ? 'text-brand-700' : ''} ${mark === 'O' && !isWinning ? 'text-rose-600' : ''} ${
                  isOver && !isWinning ? 'opacity-70' : ''
                }`}
              >
                <span aria-hidden>{mark}</span>
              </button>
            );
          })}
        </fieldset>

        <Button variant="secondary" onClick={restart} icon={<RotateCcw aria-hidden size={16} />}>
          {t('restart')}
        </Button>
      </div>
    </GamePage>
  );
}
