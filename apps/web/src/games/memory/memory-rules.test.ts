import { describe, expect, it } from 'vitest';
import {
  CARD_SYMBOLS,
  createMemoryGame,
  flipBack,
  flipCard,
  type MemoryState,
  memoryWinner,
  sillyNames,
} from './memory-rules';

const NAMES: [string, string] = ['Giggly Pickle', 'Wobbly Walrus'];

function pairOf(state: MemoryState, index: number): number {
  return state.cards.findIndex((card, i) => i !== index && card.symbol === state.cards[index].symbol);
}

function notPairOf(state: MemoryState, index: number): number {
  return state.cards.findIndex((card) => !card.isMatched && card.symbol !== state.cards[index].symbol);
}

function firstUnmatched(state: MemoryState): number {
  return state.cards.findIndex((card) => !card.isMatched);
}

describe('memory pair rules', () => {
  it('deals 24 cards made of 12 pairs', () => {
    const state = createMemoryGame(Math.random, NAMES);
    expect(state.cards).toHaveLength(24);
    for (const symbol of CARD_SYMBOLS) {
      expect(state.cards.filter((card) => card.symbol === symbol)).toHaveLength(2);
    }
    expect(state.players.map((p) => p.name)).toEqual(NAMES);
    expect(state.currentPlayer).toBe(0);
  });

  it('gives two players different silly names', () => {
    for (let i = 0; i < 50; i++) {
      const [one, two] = sillyNames(Math.random);
      expect(one).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(two).not.toBe(one);
    }
    const [one, two] = sillyNames(() => 0);
    expect(two).not.toBe(one);
  });

  it('scores a match and keeps the turn', () => {
    let state = createMemoryGame(Math.random, NAMES);
    state = flipCard(state, 0);
    state = flipCard(state, pairOf(state, 0));
    expect(state.cards.filter((c) => c.isMatched)).toHaveLength(2);
    expect(state.players[0].score).toBe(1);
    expect(state.currentPlayer).toBe(0);
    expect(state.faceUp).toEqual([]);
  });

  it('holds a mismatch face up, then flips back and passes the turn', () => {
    let state = createMemoryGame(Math.random, NAMES);
    state = flipCard(state, 0);
    state = flipCard(state, notPairOf(state, 0));
    expect(state.status).toBe('mismatch');
    expect(state.faceUp).toHaveLength(2);
    const third = state.cards.findIndex((_, i) => !state.faceUp.includes(i));
    expect(flipCard(state, third)).toBe(state);
    state = flipBack(state);
    expect(state.faceUp).toEqual([]);
    expect(state.status).toBe('playing');
    expect(state.currentPlayer).toBe(1);
  });

  it('ignores a card that is already face up or matched', () => {
    let state = flipCard(createMemoryGame(Math.random, NAMES), 0);
    expect(flipCard(state, 0)).toBe(state);
    state = flipCard(state, pairOf(state, 0));
    expect(flipCard(state, 0)).toBe(state);
  });

  it('ends when every pair is matched and names the winner', () => {
    let state = createMemoryGame(Math.random, NAMES);
    // Player one misses once, then player two clears the board.
    state = flipBack(flipCard(flipCard(state, 0), notPairOf(state, 0)));
    while (state.status === 'playing') {
      const i = firstUnmatched(state);
      state = flipCard(flipCard(state, i), pairOf(state, i));
    }
    expect(state.status).toBe('finished');
    expect(state.players[1].score).toBe(12);
    expect(memoryWinner(state)).toBe('Wobbly Walrus');
  });

  it('calls a tie when both players have 6 pairs', () => {
    let state = createMemoryGame(Math.random, NAMES);
    for (let round = 0; round < 12; round++) {
      const i = firstUnmatched(state);
      state = flipCard(flipCard(state, i), pairOf(state, i));
      if (round === 5) {
        const j = firstUnmatched(state);
        state = flipBack(flipCard(flipCard(state, j), notPairOf(state, j)));
      }
    }
    expect(state.players.map((p) => p.score)).toEqual([6, 6]);
    expect(memoryWinner(state)).toBe('tie');
    expect(memoryWinner(createMemoryGame(Math.random, NAMES))).toBeNull();
  });
});
