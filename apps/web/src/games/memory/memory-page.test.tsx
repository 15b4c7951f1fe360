import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryGame } from './memory-page';

// With random() always 0 the shuffle is fixed, so the layout is known.
const fixed = () => 0;

function renderGame() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MemoryGame random={fixed} />
    </MemoryRouter>,
  );
  return user;
}

function cards() {
  return screen.getAllByRole('button', { name: /^Card \d+/ });
}

function symbolOf(index: number): string {
  return cards()[index].querySelector('[data-face]')?.getAttribute('data-face') ?? '';
}

function partnerOf(index: number): number {
  return cards().findIndex((_, i) => i !== index && symbolOf(i) === symbolOf(index));
}

function strangerOf(index: number): number {
  return cards().findIndex((_, i) => symbolOf(i) !== symbolOf(index));
}

afterEach(() => {
  vi.useRealTimers();
});

// Full renders with user-event are slow on a busy CI machine; the default 5 s is too tight.
describe('Memory pair game', () => {
  it('deals 24 face-down cards to two named players', () => {
    renderGame();
    expect(cards()).toHaveLength(24);
    expect(screen.getAllByRole('button', { name: /face down$/ })).toHaveLength(24);
    const players = screen.getAllByRole('listitem');
    expect(players).toHaveLength(2);
    expect(players[0]).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the turn after a match', async () => {
    const user = renderGame();
    const partner = partnerOf(0);
    await user.click(cards()[0]);
    await user.click(cards()[partner]);
    expect(screen.getByRole('status')).toHaveTextContent(/found a pair of .+! Go again\./);
    expect(cards()[0]).toHaveAccessibleName(/, matched$/);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('flips a mismatch back after 1 second and passes the turn', () => {
    vi.useFakeTimers();
    renderGame();
    fireEvent.click(cards()[0]);
    fireEvent.click(cards()[strangerOf(0)]);
    expect(screen.getByRole('status')).toHaveTextContent(/don't match\. .+'s turn next\./);
    expect(screen.getAllByRole('button', { name: /face down$/ })).toHaveLength(22);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getAllByRole('button', { name: /face down$/ })).toHaveLength(22);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('button', { name: /face down$/ })).toHaveLength(24);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('names the winner when every pair is found', () => {
    renderGame();
    const all = cards();
    const faces = all.map((_, i) => symbolOf(i));
    const done = new Set<number>();
    for (let i = 0; i < all.length; i++) {
      if (done.has(i)) continue;
      const partner = faces.findIndex((face, j) => j !== i && face === faces[i]);
      fireEvent.click(all[i]);
      fireEvent.click(all[partner]);
      done.add(i).add(partner);
    }
    const winnerName = screen.getAllByRole('listitem')[0].querySelector('p:nth-child(2)')?.textContent;
    expect(screen.getByRole('heading', { name: `${winnerName} wins!` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${winnerName} wins with 12 pairs!`);
  });
});
