import { describe, expect, it } from 'vitest';
import { columnsWithoutOrphan } from './grid-columns';

describe('columnsWithoutOrphan', () => {
  it('keeps the preferred count when the last row is full or holds two or more', () => {
    expect(columnsWithoutOrphan(8, [4, 3])).toBe(4);
    expect(columnsWithoutOrphan(6, [4, 3])).toBe(4);
    expect(columnsWithoutOrphan(3, [4, 3])).toBe(4);
  });

  it('picks the next count when the preferred one leaves a single card alone', () => {
    expect(columnsWithoutOrphan(5, [4, 3])).toBe(3);
    expect(columnsWithoutOrphan(11, [5, 4, 6])).toBe(4);
    expect(columnsWithoutOrphan(7, [3, 4, 2])).toBe(4);
  });
});
