import { describe, expect, it } from 'vitest';
import { RIDDLES } from './riddles';

describe('hangman riddles', () => {
  it('has about 300 riddles', () => {
    expect(RIDDLES.length).toBeGreaterThanOrEqual(290);
  });

  it('has one-word answers made of letters only', () => {
    for (const { answer } of RIDDLES) expect(answer).toMatch(/^[A-Za-z]+$/);
  });

  it('never repeats an answer', () => {
    const answers = RIDDLES.map((r) => r.answer.toUpperCase());
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('gives a full-sentence clue that does not give the answer away', () => {
    for (const { answer, clue } of RIDDLES) {
      expect(clue.length, answer).toBeGreaterThan(10);
      expect(clue, answer).toMatch(/^[A-Z].*\.$/);
      expect(clue.toUpperCase(), answer).not.toContain(answer.toUpperCase());
    }
  });
});
