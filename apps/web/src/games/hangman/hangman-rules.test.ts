import { describe, expect, it } from 'vitest';
import {
  BANGLA_ALPHABET,
  guessLetter,
  isHangmanScore,
  lettersOf,
  maskAnswer,
  nextWord,
  recordResult,
  remainingGuesses,
  replayHangman,
  startHangman,
} from './hangman-rules';
import { BANGLA_RIDDLES } from './riddles-bn';

const WORDS = ['TAX', 'BANK'];

function play(letters: string, answer = WORDS[0], state = startHangman()) {
  return [...letters].reduce((s, letter) => guessLetter(s, answer, letter), state);
}

describe('hangman rules', () => {
  it('starts at the first word with 6 guesses left', () => {
    const state = startHangman();
    expect(state).toEqual({ wordIndex: 0, guessed: [], wrongGuesses: 0, status: 'playing' });
    expect(remainingGuesses(state)).toBe(6);
  });

  it('reveals correct letters without costing a guess', () => {
    const state = play('a');
    expect(maskAnswer('TAX', state.guessed)).toEqual([null, 'A', null]);
    expect(state.wrongGuesses).toBe(0);
    expect(state.status).toBe('playing');
  });

  it('counts a wrong letter against the player', () => {
    const state = play('Z');
    expect(state.wrongGuesses).toBe(1);
    expect(remainingGuesses(state)).toBe(5);
  });

  it('does not let a played letter be replayed', () => {
    const once = play('Z');
    const twice = guessLetter(once, 'TAX', 'z');
    expect(twice).toBe(once);
    expect(twice.wrongGuesses).toBe(1);
    expect(guessLetter(play('T'), 'TAX', 'T').guessed).toEqual(['T']);
  });

  it('ignores anything that is not a single letter', () => {
    const state = startHangman();
    expect(guessLetter(state, 'TAX', '1')).toBe(state);
    expect(guessLetter(state, 'TAX', 'AB')).toBe(state);
  });

  it('wins when every letter is revealed', () => {
    expect(play('TAX').status).toBe('won');
  });

  it('loses on the 6th wrong guess, not before', () => {
    expect(play('BCDEF').status).toBe('playing');
    const lost = play('BCDEFG');
    expect(lost.status).toBe('lost');
    expect(lost.wrongGuesses).toBe(6);
    expect(guessLetter(lost, 'TAX', 'T')).toBe(lost);
  });

  it('moves to the next word after a win or a loss', () => {
    expect(nextWord(play('TAX'), WORDS.length)).toEqual(startHangman(1));
    expect(nextWord(play('BCDEFG'), WORDS.length)).toEqual(startHangman(1));
  });

  it('does not skip a word that is still being played', () => {
    const playing = play('T');
    expect(nextWord(playing, WORDS.length)).toBe(playing);
  });

  it('is completed after the last word, and Replay restarts at the first', () => {
    const second = nextWord(play('TAX'), WORDS.length);
    const done = nextWord(play('BANK', 'BANK', second), WORDS.length);
    expect(done.status).toBe('completed');
    expect(nextWord(done, WORDS.length)).toBe(done);
    expect(replayHangman()).toEqual(startHangman(0));
  });

  it('keeps a won/lost score', () => {
    let score = { won: 0, lost: 0 };
    score = recordResult(score, 'won');
    score = recordResult(score, 'lost');
    score = recordResult(score, 'won');
    score = recordResult(score, 'playing');
    expect(score).toEqual({ won: 2, lost: 1 });
  });

  it('validates a stored score', () => {
    expect(isHangmanScore({ won: 1, lost: 0 })).toBe(true);
    expect(isHangmanScore({ won: '1', lost: 0 })).toBe(false);
    expect(isHangmanScore({ won: -1, lost: 0 })).toBe(false);
    expect(isHangmanScore(null)).toBe(false);
  });
});

describe('Bangla mode (issue 23)', () => {
  it('can spell every Bangla answer with the Bangla keys', () => {
    for (const { answer } of BANGLA_RIDDLES) {
      expect(
        lettersOf(answer).filter((letter) => !BANGLA_ALPHABET.includes(letter)),
        answer,
      ).toEqual([]);
    }
  });

  it('keeps a nukta with its letter: ড় is one guess, ড another', () => {
    expect(lettersOf('ভাড়া')).toEqual(['ভ', 'া', 'ড\u09BC', 'া']);
    const missed = guessLetter(startHangman(), 'ভাড়া', 'ড', BANGLA_ALPHABET);
    expect(missed.wrongGuesses).toBe(1);
    const won = ['ভ', 'া', '\u09DC'].reduce(
      (state, letter) => guessLetter(state, 'ভাড়া', letter, BANGLA_ALPHABET),
      missed,
    );
    expect(won.status).toBe('won');
  });

  it('ignores Latin letters in Bangla mode', () => {
    const state = startHangman();
    expect(guessLetter(state, 'কর', 'A', BANGLA_ALPHABET)).toBe(state);
  });
});
