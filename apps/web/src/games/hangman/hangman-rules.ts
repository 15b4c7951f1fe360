import { GAMES } from '@campus/shared/constants';

export type HangmanStatus = 'playing' | 'won' | 'lost' | 'completed';

export interface HangmanState {
  wordIndex: number;
  guessed: readonly string[];
  wrongGuesses: number;
  status: HangmanStatus;
}

export interface HangmanScore {
  won: number;
  lost: number;
}

export const ALPHABET: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export function startHangman(wordIndex = 0): HangmanState {
  return { wordIndex, guessed: [], wrongGuesses: 0, status: 'playing' };
}

export function isLetterPlayed(state: HangmanState, letter: string): boolean {
  return state.guessed.includes(letter.toUpperCase());
}

/** A played letter, a finished word or a non-letter leaves the state unchanged. */
export function guessLetter(state: HangmanState, answer: string, rawLetter: string): HangmanState {
  const letter = rawLetter.toUpperCase();
  if (state.status !== 'playing' || !/^[A-Z]$/.test(letter) || isLetterPlayed(state, letter)) return state;
  const guessed = [...state.guessed, letter];
  const target = answer.toUpperCase();
  const wrongGuesses = target.includes(letter) ? state.wrongGuesses : state.wrongGuesses + 1;
  const isSolved = [...target].every((ch) => guessed.includes(ch));
  const status: HangmanStatus = isSolved ? 'won' : wrongGuesses >= GAMES.hangmanWrongGuesses ? 'lost' : 'playing';
  return { ...state, guessed, wrongGuesses, status };
}

/** After a finished word: the next word, or 'completed' once the last word is done. */
export function nextWord(state: HangmanState, wordCount: number): HangmanState {
  if (state.status !== 'won' && state.status !== 'lost') return state;
  const wordIndex = state.wordIndex + 1;
  if (wordIndex >= wordCount) return { ...state, status: 'completed' };
  return startHangman(wordIndex);
}

export function replayHangman(): HangmanState {
  return startHangman(0);
}

export function remainingGuesses(state: HangmanState): number {
  return GAMES.hangmanWrongGuesses - state.wrongGuesses;
}

/** The answer with unguessed letters hidden as null. */
export function maskAnswer(answer: string, guessed: readonly string[]): (string | null)[] {
  return [...answer.toUpperCase()].map((ch) => (guessed.includes(ch) ? ch : null));
}

export function recordResult(score: HangmanScore, status: HangmanStatus): HangmanScore {
  if (status === 'won') return { ...score, won: score.won + 1 };
  if (status === 'lost') return { ...score, lost: score.lost + 1 };
  return score;
}

export function isHangmanScore(value: unknown): value is HangmanScore {
  if (typeof value !== 'object' || value === null) return false;
  const { won, lost } = value as Record<string, unknown>;
  return Number.isInteger(won) && Number.isInteger(lost) && (won as number) >= 0 && (lost as number) >= 0;
}
