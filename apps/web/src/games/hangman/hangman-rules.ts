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

/**
 * The Bangla mode's keys (issue 23): vowels, consonants and the vowel signs, one code point each, so a Bangla
 * answer (written without conjuncts) is guessed sign by sign like an English one letter by letter. ড়, ঢ় and য়
 * are a letter and the nukta sign (U+09BC), as Unicode normalizes them: `lettersOf` keeps the pair together.
 */
export const BANGLA_ALPHABET: readonly string[] = [
  ...'অআইঈউঊঋএঐওঔ',
  ...'কখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহ',
  'ড\u09BC',
  'ঢ\u09BC',
  'য\u09BC',
  'ৎ',
  ...'ািীুূৃেৈোৌংঃঁ',
];

/** The answer's letters: code points, a nukta staying with the letter before it ('ভাড়া' → ভ, া, ড়, া). */
export function lettersOf(answer: string): string[] {
  return (
    answer
      .toUpperCase()
      .normalize('NFC')
      .match(/.\u09BC?/gu) ?? []
  );
}

export function startHangman(wordIndex = 0): HangmanState {
  return { wordIndex, guessed: [], wrongGuesses: 0, status: 'playing' };
}

export function isLetterPlayed(state: HangmanState, letter: string): boolean {
  return state.guessed.includes(letter.toUpperCase());
}

/** A played letter, a finished word or a key not in the alphabet leaves the state unchanged. */
export function guessLetter(
  state: HangmanState,
  answer: string,
  rawLetter: string,
  alphabet: readonly string[] = ALPHABET,
): HangmanState {
  const letter = rawLetter.toUpperCase().normalize('NFC');
  if (state.status !== 'playing' || !alphabet.includes(letter) || isLetterPlayed(state, letter)) return state;
  const guessed = [...state.guessed, letter];
  const target = lettersOf(answer);
  const wrongGuesses = target.includes(letter) ? state.wrongGuesses : state.wrongGuesses + 1;
  const isSolved = target.every((ch) => guessed.includes(ch));
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
  return lettersOf(answer).map((ch) => (guessed.includes(ch) ? ch : null));
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
