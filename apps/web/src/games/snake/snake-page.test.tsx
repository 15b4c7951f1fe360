import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SnakePage from './snake-page';

function renderSnake() {
  render(
    <MemoryRouter>
      <SnakePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no canvas; the board is drawn only in a real browser.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Full renders with user-event are slow on a busy CI machine; the default 5 s is too tight.
describe('Snake', () => {
  it('waits for Start, then ends at the wall with the game over message', () => {
    renderSnake();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(50 * 40));
    expect(screen.getByRole('status')).toHaveTextContent(/^Oops! Game Over\. Score: \d+\.$/);
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('starts with an arrow key and turns with the on-screen pad', () => {
    renderSnake();
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move left' }));
    act(() => vi.advanceTimersByTime(50 * 40));
    expect(screen.getByRole('status')).toHaveTextContent(/Oops! Game Over/);
  });

  it('turns with a swipe on the board', () => {
    renderSnake();
    const board = screen.getByRole('img', { name: /Snake board/ }).parentElement!;
    fireEvent.touchStart(board, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(board, { changedTouches: [{ clientX: 104, clientY: 120 }] });
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50 * 40));
    expect(screen.getByRole('status')).toHaveTextContent(/Oops! Game Over/);
  });

  it('keeps the best score in local storage', () => {
    localStorage.setItem('bc-snake-high-score', '120');
    renderSnake();
    expect(screen.getByText('Best').nextSibling).toHaveTextContent('120');
  });
});
