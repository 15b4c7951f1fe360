/**
 * Small per-member copies kept for offline use (issue 19: "My tickets" opens without a network once seen).
 * Keys carry the member's id; sign-out deletes every one of them, whoever was signed in.
 */
const PREFIX = 'bc-member:';

export function readMemberCache<T>(userId: number, name: string): T | null {
  try {
    const raw = localStorage.getItem(`${PREFIX}${userId}:${name}`);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeMemberCache(userId: number, name: string, value: unknown): void {
  try {
    localStorage.setItem(`${PREFIX}${userId}:${name}`, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the tickets still show while online.
  }
}

export function clearMemberCaches(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
