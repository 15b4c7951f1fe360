export type Mark = 'X' | 'O';
export type Square = Mark | null;
export type Board = readonly Square[];
export type GameStatus = 'X wins' | 'O wins' | 'draw' | 'in progress';

export interface Outcome {
  status: GameStatus;
  /** The three winning squares, or null. */
  line: readonly [number, number, number] | null;
}

export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const EMPTY_BOARD: Board = Array<Square>(9).fill(null);

export function outcome(board: Board): Outcome {
  for (const line of LINES) {
    const [a, b, c] = line;
    const mark = board[a];
    if (mark && mark === board[b] && mark === board[c]) return { status: `${mark} wins`, line };
  }
  return { status: board.every(Boolean) ? 'draw' : 'in progress', line: null };
}

/** X always moves first. */
export function nextMark(board: Board): Mark {
  const xs = board.filter((s) => s === 'X').length;
  const os = board.filter((s) => s === 'O').length;
  return xs > os ? 'O' : 'X';
}

/** Plays the next mark; a taken square or a finished game leaves the board unchanged. */
export function playSquare(board: Board, index: number): Board {
  if (index < 0 || index > 8 || board[index] !== null || outcome(board).status !== 'in progress') return board;
  const next = [...board];
  next[index] = nextMark(board);
  return next;
}
