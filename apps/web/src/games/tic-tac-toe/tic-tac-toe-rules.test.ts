import { describe, expect, it } from 'vitest';
import { type Board, EMPTY_BOARD, LINES, nextMark, outcome, playSquare, type Square } from './tic-tac-toe-rules';

function board(layout: string): Board {
  return [...layout.replace(/\s/g, '')].map((ch): Square => (ch === 'X' || ch === 'O' ? ch : null));
}

function playAll(moves: number[]): Board {
  return moves.reduce<Board>((b, i) => playSquare(b, i), EMPTY_BOARD);
}

describe('tic tac toe rules', () => {
  it('is in progress on an empty board with X to move', () => {
    expect(outcome(EMPTY_BOARD)).toEqual({ status: 'in progress', line: null });
    expect(nextMark(EMPTY_BOARD)).toBe('X');
  });

  it.each(LINES.map((line) => [line.join('-'), line] as const))('detects X winning on line %s', (_, line) => {
    const squares = Array<Square>(9).fill(null);
    for (const i of line) squares[i] = 'X';
    expect(outcome(squares)).toEqual({ status: 'X wins', line });
  });

  it.each(LINES.map((line) => [line.join('-'), line] as const))('detects O winning on line %s', (_, line) => {
    const squares = Array<Square>(9).fill(null);
    for (const i of line) squares[i] = 'O';
    expect(outcome(squares)).toEqual({ status: 'O wins', line });
  });

  it('calls a full board with no line a draw', () => {
    expect(outcome(board('XOX XOO OXX')).status).toBe('draw');
  });

  it('prefers a win on the last square over a draw', () => {
    expect(outcome(board('XOX OXO OXX'))).toEqual({ status: 'X wins', line: [0, 4, 8] });
  });

  it('alternates X and O and plays a game to an X win', () => {
    const b = playAll([0, 3, 1, 4]);
    expect(nextMark(b)).toBe('X');
    const won = playSquare(b, 2);
    expect(outcome(won)).toEqual({ status: 'X wins', line: [0, 1, 2] });
  });

  it('plays a game to an O win', () => {
    expect(outcome(playAll([0, 4, 1, 2, 8, 6])).status).toBe('O wins');
  });

  it('ignores a taken square and any move after the game ends', () => {
    const b = playAll([4]);
    expect(playSquare(b, 4)).toBe(b);
    const won = playAll([0, 3, 1, 4, 2]);
    expect(playSquare(won, 8)).toBe(won);
    expect(playSquare(b, 9)).toBe(b);
  });
});
