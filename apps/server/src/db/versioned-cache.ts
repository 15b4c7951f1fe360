import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../http/changes';

const caches = new WeakMap<ChangeFeed, LRUCache<string, { version: number; value: Promise<unknown> }>>();

/**
 * A value read from the database, kept per version of the areas it depends on (decisions 014 and 035): served
 * from memory until a committed write in one of those areas moves their version. The version is read BEFORE the
 * load starts, so a write that commits meanwhile moves it and the entry is never served. While the change feed is
 * not coherent (its listener is down) every call loads. A failed load is forgotten. The totals of list filters
 * (count-cache.ts), the remembered rows of deep pages (page-bounds.ts) and the leaderboard's histogram live here.
 */
export function rememberPerVersion<T>(
  changes: ChangeFeed,
  areas: readonly string[],
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!changes.coherent) return load();
  let cache = caches.get(changes);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: 60_000 });
    caches.set(changes, cache);
  }
  const full = `${areas.join(',')} ${key}`;
  const version = changes.versionOf(areas);
  const known = cache.get(full);
  if (known && known.version === version) return known.value as Promise<T>;
  const value = load();
  const entry = { version, value };
  cache.set(full, entry);
  const own = cache;
  value.catch(() => {
    if (own.get(full) === entry) own.delete(full);
  });
  return value;
}
