import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import TicTacToePage from './tic-tac-toe-page';

function renderGame() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <TicTacToePage />
    </MemoryRouter>,
  );
  return user;
}

function square(row: number, column: number) {
  return screen.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}:`) });
}

async function playMoves(user: ReturnType<typeof userEvent.setup>, moves: [number, number][]) {
  for (const [row, column] of moves) await user.click(square(row, column));
}

// Full renders with user-event are slow on a busy CI machine; the default 5 s is too tight.
describe('Tic tac toe', () => {
  it('starts in progress with X to move', () => {
    renderGame();
    expect(screen.getByRole('status')).toHaveTextContent("X's turn");
    expect(screen.getAllByRole('button', { name: /: empty$/ })).toHaveLength(9);
  });

  it('alternates marks and ignores a taken square', async () => {
    const user = renderGame();
    await playMoves(user, [[2, 2]]);
    expect(square(2, 2)).toHaveAccessibleName('Row 2, column 2: X');
    expect(screen.getByRole('status')).toHaveTextContent("O's turn");
    await playMoves(user, [[2, 2]]);
    expect(square(2, 2)).toHaveAccessibleName('Row 2, column 2: X');
    expect(screen.getByRole('status')).toHaveTextContent("O's turn");
  });

  it('announces an X win, highlights the line and stops play', async () => {
    const user = renderGame();
    await playMoves(user, [
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
      [1, 3],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('X wins!');
    for (const column of [1, 2, 3]) expect(square(1, column).className).toContain('bg-accent-400');
    expect(square(2, 1).className).not.toContain('bg-accent-400');
    await playMoves(user, [[3, 3]]);
    expect(square(3, 3)).toHaveAccessibleName('Row 3, column 3: empty');
    expect(screen.getByText('X wins').nextSibling).toHaveTextContent('1');
  });

  it('announces an O win', async () => {
    const user = renderGame();
    await playMoves(user, [
      [1, 1],
      [2, 2],
      [1, 2],
      [1, 3],
      [3, 3],
      [3, 1],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('O wins!');
  });

  it('announces a draw', async () => {
    const user = renderGame();
    await playMoves(user, [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 2],
      [2, 1],
      [2, 3],
      [3, 2],
      [3, 1],
      [3, 3],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent("It's a draw!");
  });

  it('restarts with an empty board', async () => {
    const user = renderGame();
    await playMoves(user, [[1, 1]]);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getAllByRole('button', { name: /: empty$/ })).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent("X's turn");
  });

  it('is playable with arrow keys and Enter', async () => {
    const user = renderGame();
    square(1, 1).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(square(2, 2)).toHaveAccessibleName('Row 2, column 2: X');
  });
});
