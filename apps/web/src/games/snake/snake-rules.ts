import { GAMES } from '@campus/shared/constants';

export type Direction = 'up' | 'down' | 'left' | 'right';
export type SnakeStatus = 'ready' | 'playing' | 'over';

export interface Cell {
  x: number;
  y: number;
}

export interface SnakeState {
  cols: number;
  rows: number;
  /** Head first. */
  snake: readonly Cell[];
  direction: Direction;
  /** Turns pressed between ticks, applied one per tick so quick double taps are not lost. */
  queuedTurns: readonly Direction[];
  food: Cell;
  score: number;
  status: SnakeStatus;
}

export type RandomFn = () => number;

export const BOARD = { cols: 34, rows: 34 } as const;
const MAX_QUEUED_TURNS = 2;
const MIN_SWIPE_PX = 24;

const DELTA: Record<Direction, Cell> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

const KEYS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
};

function sameCell(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

export function isOnSnake(snake: readonly Cell[], cell: Cell): boolean {
  return snake.some((part) => sameCell(part, cell));
}

/** A uniformly random free cell, or null when the snake fills the board. Food never lands on the snake. */
export function spawnFood(snake: readonly Cell[], cols: number, rows: number, random: RandomFn): Cell | null {
  const free: Cell[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      if (!isOnSnake(snake, { x, y })) free.push({ x, y });
    }
  }
  if (free.length === 0) return null;
  return free[Math.min(free.length - 1, Math.floor(random() * free.length))];
}

export function createSnakeGame(random: RandomFn, cols: number = BOARD.cols, rows: number = BOARD.rows): SnakeState {
  const y = Math.floor(rows / 2);
  const x = Math.floor(cols / 3);
  const snake = [
    { x, y },
    { x: x - 1, y },
    { x: x - 2, y },
  ];
  const food = spawnFood(snake, cols, rows, random) ?? { x: cols - 1, y };
  return { cols, rows, snake, direction: 'right', queuedTurns: [], food, score: 0, status: 'ready' };
}

export function startSnake(state: SnakeState): SnakeState {
  return state.status === 'ready' ? { ...state, status: 'playing' } : state;
}

/** Queues a turn; reversing into the snake's own neck or repeating the current heading is ignored. */
export function turnSnake(state: SnakeState, direction: Direction): SnakeState {
  if (state.status === 'over') return state;
  const heading = state.queuedTurns.at(-1) ?? state.direction;
  if (direction === heading || direction === OPPOSITE[heading]) return state;
  if (state.queuedTurns.length >= MAX_QUEUED_TURNS) return state;
  return { ...state, queuedTurns: [...state.queuedTurns, direction] };
}

export function isInBounds(cell: Cell, cols: number, rows: number): boolean {
  return cell.x >= 0 && cell.y >= 0 && cell.x < cols && cell.y < rows;
}

/** One tick: move, eat (+10 and grow) or end when the head leaves the board. */
export function stepSnake(state: SnakeState, random: RandomFn): SnakeState {
  if (state.status !== 'playing') return state;
  const [turn, ...queuedTurns] = state.queuedTurns;
  const direction = turn ?? state.direction;
  const head = state.snake[0];
  const next = { x: head.x + DELTA[direction].x, y: head.y + DELTA[direction].y };
  if (!isInBounds(next, state.cols, state.rows)) {
    return { ...state, direction, queuedTurns: [], status: 'over' };
  }
  if (sameCell(next, state.food)) {
    const snake = [next, ...state.snake];
    const score = state.score + GAMES.snakePointsPerFood;
    const food = spawnFood(snake, state.cols, state.rows, random);
    if (!food) return { ...state, snake, direction, queuedTurns, score, status: 'over' };
    return { ...state, snake, direction, queuedTurns, score, food };
  }
  const snake = [next, ...state.snake.slice(0, -1)];
  return { ...state, snake, direction, queuedTurns };
}

export function directionForKey(key: string): Direction | null {
  return KEYS[key] ?? KEYS[key.toLowerCase()] ?? null;
}

/** The direction of a finger swipe, or null for a tap. */
export function directionForSwipe(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < MIN_SWIPE_PX) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

export function isHighScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}
