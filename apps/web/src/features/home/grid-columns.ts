/**
 * Home's desktop grids choose their column count so that the last row never holds a single, orphaned card:
 * the first count in `choices` (best first) that leaves no lone card in the last row, else the first choice.
 */
export function columnsWithoutOrphan<T extends number>(count: number, choices: readonly T[]): T {
  return choices.find((cols) => count <= cols || count % cols !== 1) ?? choices[0];
}

// Whole class names, so Tailwind finds them in the source.
export const MD_COLS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-5',
};
export const LG_COLS: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
};
export const XL_COLS: Record<number, string> = {
  3: 'xl:grid-cols-3',
  4: 'xl:grid-cols-4',
  5: 'xl:grid-cols-5',
};
