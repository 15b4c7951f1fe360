import { GAMES } from '@campus/shared/constants';
import { games } from '@campus/shared/i18n/en/games';
import { msg } from '@campus/shared/i18n/en/msg';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Play, RotateCcw } from 'lucide-react';
import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { GamePage, Stat } from '../components/game-page';
import { GAME_STORAGE_KEYS, readStored, writeStored } from '../local-store';
import {
  createSnakeGame,
  type Direction,
  directionForKey,
  directionForSwipe,
  isHighScore,
  type SnakeState,
  startSnake,
  stepSnake,
  turnSnake,
} from './snake-rules';

const CELL = GAMES.snakeCellPx;
const COLOURS = { board: '#f0fdfa', grid: '#ccfbf1', head: '#115e59', body: '#0d9488', food: '#f59e0b' };

function drawBoard(canvas: HTMLCanvasElement, game: SnakeState) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const width = game.cols * CELL;
  const height = game.rows * CELL;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = COLOURS.board;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = COLOURS.grid;
  for (let y = 0; y < game.rows; y++) {
    for (let x = (y % 2) * 1; x < game.cols; x += 2) ctx.fillRect(x * CELL, y * CELL, CELL, CELL);
  }
  ctx.fillStyle = COLOURS.food;
  ctx.beginPath();
  ctx.arc((game.food.x + 0.5) * CELL, (game.food.y + 0.5) * CELL, CELL / 2 - 0.5, 0, Math.PI * 2);
  ctx.fill();
  game.snake.forEach((part, i) => {
    ctx.fillStyle = i === 0 ? COLOURS.head : COLOURS.body;
    ctx.fillRect(part.x * CELL + 0.5, part.y * CELL + 0.5, CELL - 1, CELL - 1);
  });
}

const PAD: {
  direction: Direction;
  name: 'moveUp' | 'moveLeft' | 'moveDown' | 'moveRight';
  icon: typeof ArrowUp;
  area: string;
}[] = [
  { direction: 'up', name: 'moveUp', icon: ArrowUp, area: 'col-start-2 row-start-1' },
  { direction: 'left', name: 'moveLeft', icon: ArrowLeft, area: 'col-start-1 row-start-2' },
  { direction: 'down', name: 'moveDown', icon: ArrowDown, area: 'col-start-2 row-start-2' },
  { direction: 'right', name: 'moveRight', icon: ArrowRight, area: 'col-start-3 row-start-2' },
];

export default function SnakePage() {
  const t = useT(games);
  const tm = useT(msg);
  const [game, setGame] = useState<SnakeState>(() => createSnakeGame(Math.random));
  const [best, setBest] = useState(() => readStored(GAME_STORAGE_KEYS.snakeHighScore, 0, isHighScore));
  const gameRef = useRef(game);
  const bestRef = useRef(best);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  // The tick and the key handlers read the latest game from a ref, so each one is a plain event handler.
  const update = useCallback((next: SnakeState) => {
    if (next === gameRef.current) return;
    gameRef.current = next;
    setGame(next);
    if (next.status === 'over' && next.score > bestRef.current) {
      bestRef.current = next.score;
      setBest(next.score);
      writeStored(GAME_STORAGE_KEYS.snakeHighScore, next.score);
    }
  }, []);

  const steer = useCallback(
    (direction: Direction) => {
      update(startSnake(turnSnake(gameRef.current, direction)));
    },
    [update],
  );

  useEffect(() => {
    if (game.status !== 'playing') return;
    const timer = window.setInterval(() => update(stepSnake(gameRef.current, Math.random)), GAMES.snakeTickMs);
    return () => window.clearInterval(timer);
  }, [game.status, update]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const direction = directionForKey(event.key);
      if (!direction || gameRef.current.status === 'over') return;
      event.preventDefault();
      steer(direction);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [steer]);

  useEffect(() => {
    if (canvasRef.current) drawBoard(canvasRef.current, game);
  }, [game]);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = { x: touch.clientX, y: touch.clientY };
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || gameRef.current.status === 'over') return;
    const direction = directionForSwipe(touch.clientX - start.x, touch.clientY - start.y);
    if (direction) steer(direction);
  }

  function restart() {
    update(createSnakeGame(Math.random));
  }

  const isOver = game.status === 'over';
  const message = isOver ? tm('snakeGameOver', game.score) : '';

  return (
    <GamePage
      title={t('snakeTitle')}
      hint={t('snakeHint')}
      aside={
        <div className="flex gap-2">
          <Stat label={t('score')} value={game.score} tone="text-brand-700" />
          <Stat label={t('best')} value={best} tone="text-amber-700" />
        </div>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <div
          className="relative touch-none rounded-xl border-2 border-brand-700 bg-brand-50 shadow-md select-none"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('snakeBoard', game.snake.length, game.score)}
            className="block rounded-[10px]"
            style={{ width: game.cols * CELL, height: game.rows * CELL }}
          />
          <div
            className={`absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-[10px] p-4 text-center transition-opacity ${
              game.status === 'playing'
                ? 'pointer-events-none opacity-0'
                : isOver
                  ? 'bg-slate-900/60 opacity-100'
                  : 'bg-slate-900/35 opacity-100'
            }`}
          >
            <p
              role="status"
              className={`text-lg font-extrabold text-white ${message ? 'rounded-lg bg-slate-900/85 px-3 py-1' : ''}`}
            >
              {message}
            </p>
            {game.status === 'ready' ? (
              <>
                <Button onClick={() => update(startSnake(gameRef.current))} icon={<Play aria-hidden size={16} />}>
                  {t('start')}
                </Button>
                <p className="rounded-full bg-slate-900/85 px-3 py-1 text-sm font-medium text-white">
                  {t('snakeStartHint')}
                </p>
              </>
            ) : null}
            {isOver ? (
              <Button onClick={restart} icon={<RotateCcw aria-hidden size={16} />} autoFocus>
                {t('playAgain')}
              </Button>
            ) : null}
          </div>
        </div>

        <fieldset className="grid grid-cols-3 grid-rows-2 gap-2" aria-label={t('directionControls')}>
          {PAD.map(({ direction, name, icon: Icon, area }) => (
            <button
              key={direction}
              type="button"
              aria-label={t(name)}
              disabled={isOver}
              onClick={() => steer(direction)}
              className={`flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 active:bg-brand-100 disabled:bg-slate-100 disabled:text-slate-600 disabled:shadow-none ${area}`}
            >
              <Icon aria-hidden size={26} />
            </button>
          ))}
        </fieldset>
      </div>
    </GamePage>
  );
}
