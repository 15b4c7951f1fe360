import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Hangman } from './hangman-page';

const RIDDLES = [
  { answer: 'TAX', clue: 'Money paid to the government.' },
  { answer: 'BANK', clue: 'Keeps your money safe.' },
];

function renderHangman() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Hangman riddles={RIDDLES} />
    </MemoryRouter>,
  );
  return user;
}

async function press(user: ReturnType<typeof userEvent.setup>, letters: string) {
  for (const letter of letters) await user.click(screen.getByRole('button', { name: letter }));
}

function stat(label: string) {
  return screen.getByText(label).nextSibling;
}

function storedScore() {
  return JSON.parse(localStorage.getItem('bc-hangman-score') ?? 'null');
}

// Full renders with user-event are slow on a busy CI machine; the default 5 s is too tight.
describe('Hangman', () => {
  it('shows the first clue with every letter hidden', () => {
    renderHangman();
    expect(screen.getByRole('heading', { name: 'Hangman' })).toBeInTheDocument();
    expect(screen.getByText('Money paid to the government.')).toBeInTheDocument();
    expect(stat('Riddle')).toHaveTextContent('1/2');
    expect(screen.getByText(/Word: blank blank blank/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 of 6 wrong guesses' })).toBeInTheDocument();
  });

  it('reveals a right letter and will not take it twice', async () => {
    const user = renderHangman();
    await press(user, 'A');
    expect(screen.getByRole('status')).toHaveTextContent('Yes, A is in the word.');
    expect(screen.getByText(/Word: blank A blank/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-disabled', 'true');
    await press(user, 'Z');
    await press(user, 'Z');
    expect(screen.getByRole('img', { name: '1 of 6 wrong guesses' })).toBeInTheDocument();
  });

  it('wins a word, records the score and moves to the next riddle', async () => {
    const user = renderHangman();
    await press(user, 'TAX');
    expect(screen.getByRole('status')).toHaveTextContent('You got it! The answer is TAX.');
    expect(storedScore()).toEqual({ won: 1, lost: 0 });
    await user.click(screen.getByRole('button', { name: 'Next riddle' }));
    expect(screen.getByText('Keeps your money safe.')).toBeInTheDocument();
    expect(stat('Riddle')).toHaveTextContent('2/2');
  });

  it('loses after 6 wrong guesses and shows the answer', async () => {
    const user = renderHangman();
    await press(user, 'BCDEFG');
    expect(screen.getByRole('status')).toHaveTextContent('Out of guesses. The answer was TAX.');
    expect(screen.getByRole('img', { name: '6 of 6 wrong guesses' })).toBeInTheDocument();
    expect(screen.getByText(/Word: T A X/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'T' })).toHaveAttribute('aria-disabled', 'true');
    expect(storedScore()).toEqual({ won: 0, lost: 1 });
  });

  it('plays with the physical keyboard', async () => {
    const user = renderHangman();
    await user.keyboard('tax');
    expect(screen.getByRole('status')).toHaveTextContent('You got it!');
  });

  it('shows Completed after the last word and Replay restarts at the first', async () => {
    const user = renderHangman();
    await press(user, 'TAX');
    await user.click(screen.getByRole('button', { name: 'Next riddle' }));
    await press(user, 'BANK');
    await user.click(screen.getByRole('button', { name: 'Next riddle' }));
    expect(screen.getByRole('heading', { name: 'Completed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(stat('Riddle')).toHaveTextContent('1/2');
    expect(screen.getByText('Money paid to the government.')).toBeInTheDocument();
  });

  it('keeps the score from an earlier visit', () => {
    localStorage.setItem('bc-hangman-score', JSON.stringify({ won: 4, lost: 2 }));
    renderHangman();
    expect(stat('Won')).toHaveTextContent('4');
    expect(stat('Lost')).toHaveTextContent('2');
  });
});
