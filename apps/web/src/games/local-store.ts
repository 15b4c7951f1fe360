/** Small JSON helpers around localStorage: games keep scores and history on this device only (product §3). */
export const GAME_STORAGE_KEYS = {
  hangmanScore: 'bc-hangman-score',
  snakeHighScore: 'bc-snake-high-score',
  ageHistory: 'bc-age-history',
} as const;

export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    // Private mode or corrupted JSON: play on with the default.
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the game still works, the score just isn't kept.
  }
}
